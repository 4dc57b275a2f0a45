import { and, eq, inArray, ne } from "drizzle-orm";
import { currencyCode, type OrderImportRow, orderImportRow, orderSave } from "@entrepot/contracts";
import type { DbOrTx } from "../../platform/db/database.js";
import { translate } from "../../platform/i18n/messages.js";
import { cell, fromCells } from "../../platform/imports/cells.js";
import { defineImport, type ImportColumn, type RowProblem } from "../../platform/imports/register.js";
import { products } from "../catalog/index.js";
import { carrierServices, orgWarehouses, warehouses } from "../masterdata/index.js";
import { checkOrderRefs, type OrderInput, writeOrder } from "./order.service.js";
import { b2cOrders } from "./schema.js";

/**
 * The seller's order import (.xlsx through platform/imports): one row per order line; the rows of one
 * reference no. are one order. Every row is checked (columns, SKU, warehouse, service, reference already
 * used); when one row of an order is wrong, every row of that order is reported, so no order is ever
 * half-imported (mode `valid` saves only whole orders). Saved through the same checks and writer as the form.
 */
const m = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });

type Key = keyof OrderImportRow & string;
const req = m("必填", "Required");
const opt = m("选填", "Optional");
/** A column: its header, whether required, width, example and note (required / optional unless told). */
const col = (key: Key, header: [string, string], required: boolean, width: number, example: string, note?: [string, string]) => ({
  key,
  header: m(...header),
  required,
  width,
  example,
  note: note ? m(...note) : required ? req : opt,
});
const columns: ImportColumn<OrderImportRow>[] = [
  col("referenceNo", ["参考单号", "Reference no."], true, 18, "SHOP-10001", [
    "同一参考单号的多行为同一订单的多个 SKU",
    "Rows with the same reference no. are the lines of one order",
  ]),
  col("warehouseCode", ["仓库代码", "Warehouse code"], true, 14, "USLAX1", ["分配给本卖家的仓库", "A warehouse assigned to the seller"]),
  col("serviceCode", ["物流渠道代码", "Carrier service code"], true, 18, "UPS_GROUND"),
  col("name", ["收件人", "Recipient"], true, 18, "Jane Doe"),
  col("company", ["公司", "Company"], false, 16, ""),
  col("phone", ["电话", "Phone"], false, 14, "+1 213 555 0100"),
  col("email", ["邮箱", "E-mail"], false, 20, ""),
  col("country", ["国家", "Country"], true, 8, "US", ["2 位国家代码", "2-letter country code"]),
  col("state", ["州/省", "State"], false, 8, "CA", ["美国、加拿大、澳大利亚、墨西哥必填", "Required for US, CA, AU and MX"]),
  col("city", ["城市", "City"], true, 14, "Los Angeles"),
  col("postcode", ["邮编", "Postcode"], true, 10, "90012"),
  col("address1", ["地址 1", "Address 1"], true, 28, "200 N Spring St"),
  col("address2", ["地址 2", "Address 2"], false, 16, ""),
  col("sku", ["SKU", "SKU"], true, 16, "MUG-500-BLK", ["本卖家的产品 SKU", "One of the seller's product SKUs"]),
  col("quantity", ["数量", "Quantity"], true, 8, "1", ["正整数", "A whole number above 0"]),
  col("declaredValue", ["申报单价", "Declared unit value"], true, 12, "12.50", ["最多 4 位小数", "Up to 4 decimals"]),
  col("currency", ["币种", "Currency"], true, 8, "USD", ["USD、CNY、CAD、EUR、GBP、AUD、JPY", "USD, CNY, CAD, EUR, GBP, AUD, JPY"]),
  col("remark", ["备注", "Remark"], false, 20, ""),
];

const head = (r: OrderImportRow) =>
  JSON.stringify([
    r.warehouseCode,
    r.serviceCode,
    r.name,
    r.company,
    r.phone,
    r.email,
    r.country,
    r.state,
    r.city,
    r.postcode,
    r.address1,
    r.address2,
  ]);

/** The warehouses (by code) assigned to the org and the services (by code) of its context. */
async function references(db: DbOrTx, orgId: number, contextId: number) {
  const whs = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(and(eq(orgWarehouses.orgId, orgId), eq(orgWarehouses.active, true)));
  const svcs = await db
    .select({ id: carrierServices.id, code: carrierServices.code })
    .from(carrierServices)
    .where(and(eq(carrierServices.contextId, contextId), eq(carrierServices.active, true)));
  return {
    warehouse: new Map(whs.map((w) => [w.code.toUpperCase(), w.id])),
    service: new Map(svcs.map((s) => [s.code.toUpperCase(), s.id])),
  };
}

/** The rows of each reference no., in file order. */
function groups<R extends { value: OrderImportRow }>(rows: R[]): Map<string, R[]> {
  const out = new Map<string, R[]>();
  for (const r of rows) out.set(r.value.referenceNo, [...(out.get(r.value.referenceNo) ?? []), r]);
  return out;
}

function toInput(rows: OrderImportRow[], warehouseId: number, carrierServiceId: number): OrderInput {
  const f = rows[0]!;
  return orderSave.parse({
    warehouseId,
    carrierServiceId,
    referenceNo: f.referenceNo,
    recipient: {
      name: f.name,
      company: f.company,
      phone: f.phone,
      email: f.email,
      country: f.country,
      state: f.state,
      city: f.city,
      postcode: f.postcode,
      address1: f.address1,
      address2: f.address2,
    },
    remark: f.remark,
    lines: rows.map((r) => ({ sku: r.sku, quantity: r.quantity, declaredValue: r.declaredValue, currency: r.currency })),
  });
}

export const orderImport = defineImport({
  prefix: "/api/orders/order",
  service: "orders.orderImport",
  title: m("订单导入", "Order import"),
  access: "orders:order:manage",
  fileName: "b2c-orders",
  columns,
  row: fromCells({ quantity: cell.integer(), currency: cell.oneOf(currencyCode.options), country: cell.upper() }, orderImportRow),
  notes: [
    m(
      "每行一个 SKU;参考单号相同的行组成一个订单,它们的仓库、渠道和收件人须相同。订单导入后为草稿,提交后预占库存。",
      "One SKU per row; rows with the same reference no. make one order and must share warehouse, service and recipient. Imported orders are drafts: submitting reserves the stock.",
    ),
    m("一个订单中任一行有错时,该订单的所有行都不导入。", "When any row of an order is wrong, none of that order's rows is imported."),
  ],
  async check(rows, { db, actor, locale }) {
    const problems: RowProblem[] = [];
    if (actor.orgKind !== "seller") return rows.map((r) => ({ line: r.line, message: translate("orders.sellerOnly", locale) }));
    const ref = await references(db, actor.orgId, actor.contextId);
    const skus = await db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.orgId, actor.orgId), inArray(products.sku, [...new Set(rows.map((r) => r.value.sku))])));
    const known = new Set(skus.map((s) => s.sku.toUpperCase()));
    const used = await db
      .select({ referenceNo: b2cOrders.referenceNo, orderNo: b2cOrders.orderNo })
      .from(b2cOrders)
      .where(
        and(
          eq(b2cOrders.orgId, actor.orgId),
          ne(b2cOrders.status, "cancelled"),
          inArray(b2cOrders.referenceNo, [...new Set(rows.map((r) => r.value.referenceNo))]),
        ),
      );
    const usedBy = new Map(used.map((u) => [u.referenceNo, u.orderNo]));
    const say = (key: string, params: Record<string, unknown>) => translate(key, locale, params);
    for (const [referenceNo, group] of groups(rows)) {
      const bad = new Set<number>();
      const add = (line: number, column: string, message: string) => {
        problems.push({ line, column, message });
        bad.add(line);
      };
      const seen = new Set<string>();
      group.forEach((r, i) => {
        const v = r.value;
        if (!ref.warehouse.has(v.warehouseCode.toUpperCase()))
          add(r.line, "warehouseCode", say("orders.importWarehouse", { value: v.warehouseCode }));
        if (!ref.service.has(v.serviceCode.toUpperCase()))
          add(r.line, "serviceCode", say("orders.importService", { value: v.serviceCode }));
        if (!known.has(v.sku.toUpperCase())) add(r.line, "sku", say("orders.unknownSku", { line: i + 1, sku: v.sku }));
        if (seen.has(v.sku.toUpperCase())) add(r.line, "sku", say("orders.duplicateSku", { line: i + 1, sku: v.sku }));
        seen.add(v.sku.toUpperCase());
        if (usedBy.has(referenceNo))
          add(r.line, "referenceNo", say("orders.referenceTaken", { referenceNo, orderNo: usedBy.get(referenceNo) }));
        if (head(v) !== head(group[0]!.value)) add(r.line, "referenceNo", say("orders.importDuplicateReference", { referenceNo }));
      });
      // one wrong row keeps its whole order out: its other rows say why
      if (bad.size)
        for (const r of group)
          if (!bad.has(r.line))
            problems.push({ line: r.line, column: "referenceNo", message: say("orders.importOrderRefused", { referenceNo }) });
    }
    return problems;
  },
  async save(tx, rows, actor) {
    const ref = await references(tx, actor.orgId, actor.contextId);
    const created: { id: number; orderNo: string; referenceNo: string }[] = [];
    for (const group of groups(rows.map((value) => ({ value }))).values()) {
      const first = group[0]!.value;
      const input = toInput(
        group.map((g) => g.value),
        ref.warehouse.get(first.warehouseCode.toUpperCase())!,
        ref.service.get(first.serviceCode.toUpperCase())!,
      );
      // the form's checks again, inside the import's transaction (a row changed since `check` fails the import)
      const productIds = await checkOrderRefs(tx, actor, actor.orgId, input);
      const order = await writeOrder(tx, actor.orgId, input, productIds);
      created.push({ id: order.id, orderNo: order.orderNo, referenceNo: order.referenceNo });
    }
    return {
      saved: rows.length,
      orgId: actor.orgId,
      result: { orders: created.length, lines: rows.length },
      audit: { orders: created },
    };
  },
});
