import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { OrderDetail, OrderRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { documentHistory } from "../../platform/audit/history.js";
import { orgScope } from "../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockBalances, stockScope } from "../inventory/index.js";
import { carrierServices, cutoffTodayOf, orgWarehouses, storeAccounts, warehouses } from "../masterdata/index.js";
import { b2cOrderLines, b2cOrders } from "./schema.js";

/**
 * Read side of the B2C orders: the list (resource kit), one order with its lines and history, what the
 * seller's form offers, and the lines the warehouse's documents print. A seller sees its own orders;
 * operator staff the orgs and warehouses their access groups allow.
 */
export const orderScope = (actor: Actor) => stockScope(actor, b2cOrders.orgId, b2cOrders.warehouseId);

const totalQty = sql<number>`(select coalesce(sum(l.quantity), 0)::int from b2c_order_lines l where l.order_id = ${b2cOrders.id})`;
const skuCount = sql<number>`(select count(*)::int from b2c_order_lines l where l.order_id = ${b2cOrders.id})`;

const rowSelect = {
  id: b2cOrders.id,
  orgId: b2cOrders.orgId,
  orgCode: organizations.code,
  orderNo: b2cOrders.orderNo,
  referenceNo: b2cOrders.referenceNo,
  warehouseId: b2cOrders.warehouseId,
  warehouseCode: warehouses.code,
  carrierServiceId: b2cOrders.carrierServiceId,
  carrierServiceCode: carrierServices.code,
  storeAccountId: b2cOrders.storeAccountId,
  status: b2cOrders.status,
  recipientName: b2cOrders.recipientName,
  country: b2cOrders.country,
  state: b2cOrders.state,
  city: b2cOrders.city,
  postcode: b2cOrders.postcode,
  trackingNo: b2cOrders.trackingNo,
  hasLabel: sql<boolean>`(${b2cOrders.labelFileKey} is not null)`,
  skuCount,
  totalQty,
  weight: b2cOrders.weight,
  weightUnit: b2cOrders.weightUnit,
  remark: b2cOrders.remark,
  version: b2cOrders.version,
  shippedAt: isoTimeOrNull(b2cOrders.shippedAt),
  createdAt: isoTime(b2cOrders.createdAt),
  updatedAt: isoTime(b2cOrders.updatedAt),
};

const fromOrders = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(b2cOrders)
    .innerJoin(organizations, eq(organizations.id, b2cOrders.orgId))
    .innerJoin(warehouses, eq(warehouses.id, b2cOrders.warehouseId))
    .innerJoin(carrierServices, eq(carrierServices.id, b2cOrders.carrierServiceId))
    .$dynamic();

/** Orders the warehouse must ship before today's cut-off (WMS/workConfig): released before it and not shipped yet (the list filter and the home page tile). */
export const dueBeforeCutoff = sql<boolean>`(${b2cOrders.status} in ('submitted', 'picked', 'packed') and ${b2cOrders.submittedAt} < ${cutoffTodayOf(b2cOrders.warehouseId)})`;

export function orderList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromOrders,
    where: orderScope(actor),
    tieBreaker: b2cOrders.id,
    columns: { dueBeforeCutoff: { column: dueBeforeCutoff, type: "bool", sort: false } },
  };
}

/** One order's list row in the caller's scope (404 outside it). */
export async function orderRow(db: DbOrTx, actor: Actor, id: number): Promise<OrderRow> {
  const [row] = await fromOrders(db.select(rowSelect))
    .where(and(eq(b2cOrders.id, id), orderScope(actor)))
    .limit(1);
  if (!row) throw notFound("orders.b2cOrder");
  return row as OrderRow;
}

/** The lines of orders with their SKUs and names (the caller has checked the orders' scope). */
export const linesOf = (db: DbOrTx, orderIds: number[], locale: Actor["locale"] = "en-US") =>
  db
    .select({
      orderId: b2cOrderLines.orderId,
      line: b2cOrderLines.line,
      productId: b2cOrderLines.productId,
      sku: products.sku,
      productName: locale === "en-US" ? products.nameEn : products.nameZh,
      nameEn: products.nameEn,
      barcode: products.barcode,
      quantity: b2cOrderLines.quantity,
      declaredValue: b2cOrderLines.declaredValue,
      currency: b2cOrderLines.currency,
      unitWeight: products.weight,
      weightUnit: products.weightUnit,
      length: products.length,
      width: products.width,
      height: products.height,
      lengthUnit: products.lengthUnit,
    })
    .from(b2cOrderLines)
    .innerJoin(products, eq(products.id, b2cOrderLines.productId))
    .where(inArray(b2cOrderLines.orderId, orderIds))
    .orderBy(asc(b2cOrderLines.orderId), asc(b2cOrderLines.line));

/** One order in the caller's scope (404 outside it), with its recipient, parcel, lines and audit history. */
export async function orderDetail(db: DbOrTx, actor: Actor, id: number): Promise<OrderDetail> {
  const [row] = await fromOrders(
    db.select({
      ...rowSelect,
      company: b2cOrders.recipientCompany,
      phone: b2cOrders.recipientPhone,
      email: b2cOrders.recipientEmail,
      address1: b2cOrders.address1,
      address2: b2cOrders.address2,
      length: b2cOrders.length,
      width: b2cOrders.width,
      height: b2cOrders.height,
      lengthUnit: b2cOrders.lengthUnit,
    }),
  )
    .where(and(eq(b2cOrders.id, id), orderScope(actor)))
    .limit(1);
  if (!row) throw notFound("orders.b2cOrder");
  const { company, phone, email, address1, address2, length, width, height, lengthUnit, ...base } = row as typeof row & {
    company: string | null;
    phone: string | null;
    email: string | null;
    address1: string;
    address2: string | null;
    length: string | null;
    width: string | null;
    height: string | null;
    lengthUnit: string | null;
    weight: string | null;
    weightUnit: string | null;
    recipientName: string;
    country: string;
    state: string | null;
    city: string;
    postcode: string;
  };
  const lines = (await linesOf(db, [id], actor.locale)).map((l) => ({
    line: l.line,
    productId: l.productId,
    sku: l.sku,
    productName: l.productName,
    quantity: l.quantity,
    declaredValue: l.declaredValue,
    currency: l.currency,
  }));
  const history = await documentHistory(db, "b2cOrder", id);
  const recipient = {
    name: base.recipientName,
    company,
    phone,
    email,
    country: base.country,
    state: base.state,
    city: base.city,
    postcode: base.postcode,
    address1,
    address2,
  };
  const parcel =
    base.weight && length && width && height
      ? { weight: base.weight, weightUnit: base.weightUnit!, length, width, height, lengthUnit: lengthUnit! }
      : null;
  return { ...(base as OrderRow), recipient, parcel, lines, history };
}

/** What the seller's form offers: its active warehouses, the active carrier services, its stores, and its SKUs with stock. */
export async function orderFormOptions(db: DbOrTx, actor: Actor) {
  const whs = await db
    .selectDistinct({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(and(orgScope(actor, orgWarehouses.orgId), eq(orgWarehouses.active, true), eq(warehouses.active, true)))
    .orderBy(asc(warehouses.code));
  const services = await db
    .select({ id: carrierServices.id, code: carrierServices.code, name: carrierServices.name })
    .from(carrierServices)
    .where(and(eq(carrierServices.contextId, actor.contextId), eq(carrierServices.active, true)))
    .orderBy(asc(carrierServices.sort), asc(carrierServices.code));
  const stores = await db
    .select({ id: storeAccounts.id, name: storeAccounts.title })
    .from(storeAccounts)
    .where(orgScope(actor, storeAccounts.orgId))
    .orderBy(asc(storeAccounts.title));
  const available = sql<number>`(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})::int`;
  const stock = await db
    .select({
      warehouseId: stockBalances.warehouseId,
      sku: products.sku,
      name: actor.locale === "en-US" ? products.nameEn : products.nameZh,
      available,
    })
    .from(stockBalances)
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .where(and(orgScope(actor, stockBalances.orgId), eq(stockBalances.inventoryType, 0), sql`${available} > 0`))
    .orderBy(asc(products.sku))
    .limit(5000);
  return { warehouses: whs, services, stores, stock };
}

/** The orders with these ids in the caller's scope, for the warehouse's documents (ids outside it are left out). */
export const ordersIn = (db: DbOrTx, actor: Actor, ids: number[]) =>
  db
    .select({
      id: b2cOrders.id,
      orderNo: b2cOrders.orderNo,
      referenceNo: b2cOrders.referenceNo,
      status: b2cOrders.status,
      warehouseCode: warehouses.code,
      serviceCode: carrierServices.code,
      recipientName: b2cOrders.recipientName,
      recipientCompany: b2cOrders.recipientCompany,
      recipientPhone: b2cOrders.recipientPhone,
      address1: b2cOrders.address1,
      address2: b2cOrders.address2,
      city: b2cOrders.city,
      state: b2cOrders.state,
      postcode: b2cOrders.postcode,
      country: b2cOrders.country,
      trackingNo: b2cOrders.trackingNo,
    })
    .from(b2cOrders)
    .innerJoin(warehouses, eq(warehouses.id, b2cOrders.warehouseId))
    .innerJoin(carrierServices, eq(carrierServices.id, b2cOrders.carrierServiceId))
    .where(and(inArray(b2cOrders.id, ids), orderScope(actor)))
    .orderBy(asc(b2cOrders.orderNo));
