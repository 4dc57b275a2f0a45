import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { OrderSave } from "@entrepot/contracts";
import { loadActor } from "../platform/auth/actors.js";
import type { Tx } from "../platform/db/database.js";
import type { FileStore } from "../platform/files/file-store.js";
import { users } from "../platform/identity/schema.js";
import { products } from "../modules/catalog/index.js";
import { stockBalances } from "../modules/inventory/index.js";
import { carrierServices, storeAccounts, warehouses } from "../modules/masterdata/index.js";
import {
  buyB2cOrderLabel,
  cancelB2cOrder,
  packB2cOrder,
  pickB2cOrder,
  saveB2cOrder,
  shipB2cOrder,
  submitB2cOrder,
} from "../modules/orders/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";
import { atDaysAgo } from "./history.js";

/** How far each demo order goes: drafts, reserved, in the warehouse's hands, labelled, shipped, cancelled. */
const journeys = ["draft", "submitted", "picked", "packed", "labelled", "shipped", "shipped", "shipped", "cancelled"] as const;
const recipients = [
  {
    name: "Emily Carter",
    phone: "+1 213 555 0142",
    country: "US",
    state: "CA",
    city: "Los Angeles",
    postcode: "90012",
    address1: "200 N Spring St",
  },
  {
    name: "Michael Brown",
    phone: "+1 718 555 0190",
    country: "US",
    state: "NY",
    city: "Brooklyn",
    postcode: "11201",
    address1: "45 Court St",
    address2: "Apt 3B",
  },
  {
    name: "Sarah Johnson",
    company: "Blue Peak LLC",
    country: "US",
    state: "TX",
    city: "Austin",
    postcode: "78701",
    address1: "100 Congress Ave",
  },
  { name: "David Lee", phone: "+1 206 555 0133", country: "US", state: "WA", city: "Seattle", postcode: "98101", address1: "1420 5th Ave" },
  {
    name: "Jessica Wilson",
    country: "US",
    state: "IL",
    city: "Chicago",
    postcode: "60601",
    address1: "233 S Wacker Dr",
    address2: "Suite 400",
  },
] as const;

/** A store that keeps nothing: the demo's labels when the start-up gave no file store (the test template). */
const noFiles: FileStore = {
  put: async () => `demo/none-${Math.random().toString(36).slice(2)}.pdf`,
  get: async () => {
    throw Object.assign(new Error("not kept"), { code: "ENOENT" });
  },
  delete: async () => undefined,
};

/**
 * B2C orders for the demo sellers at LAX, each from one of the seller's store accounts, through the orders'
 * own commands as the seller and the warehouse would run them: reserved at submit, released at cancel, labelled by the sandbox carrier,
 * shipped out of the ledger (the ledger check stays at 0 mismatches). Dates spread over the last weeks.
 */
export async function seedOrdersDemo(tx: Tx, contextId: number, files: FileStore = noFiles): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["orders:order:read", "orders:order:manage"],
    warehouse_staff: ["orders:order:read", "orders:order:operate"],
    customer_service: ["orders:order:read"],
  });
  const org = await demoOrgIds(tx, contextId);
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  const services = await tx
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .where(and(eq(carrierServices.contextId, contextId), eq(carrierServices.active, true)))
    .orderBy(asc(carrierServices.sort), asc(carrierServices.id))
    .limit(3);
  const actorOf = async (username: string) => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.contextId, contextId), eq(users.username, username)));
    return u ? loadActor(tx, { userId: u.id }) : undefined;
  };
  const operator = await actorOf("operator");
  if (!lax || !operator || !services.length) return;
  const op = { db: tx, actor: operator };
  for (const [code, username] of [
    ["SLA", "seller_a"],
    ["SLB", "seller_b"],
  ] as const) {
    const seller = await actorOf(username);
    if (!seller || !org[code]) continue;
    const ctx = { db: tx, actor: seller };
    // SKUs with stock to spare at LAX: the first six for the orders in every state, twenty for the month's shipments
    const stock = await tx
      .select({ sku: products.sku })
      .from(stockBalances)
      .innerJoin(products, eq(products.id, stockBalances.productId))
      .where(
        and(
          eq(stockBalances.orgId, org[code]),
          eq(stockBalances.warehouseId, lax.id),
          eq(stockBalances.inventoryType, 0),
          gt(sql`${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen}`, 40),
        ),
      )
      .orderBy(asc(products.sku))
      .limit(20);
    if (stock.length < 6) continue;
    // the seller's own US stores (the orders ship to US addresses): each order comes from one, in turn, so the
    // order lists, the returns from them and the return information show the store and its marketplace
    const stores = await tx
      .select({ id: storeAccounts.id })
      .from(storeAccounts)
      .where(and(eq(storeAccounts.orgId, org[code]), eq(storeAccounts.countryCode, "US")))
      .orderBy(asc(storeAccounts.id));
    /** One order made `made` days ago and taken as far as `journey` (through the warehouse the day after). */
    const orderJourney = async (i: number, journey: (typeof journeys)[number], made: number, referenceNo: string, skus: string[]) => {
      const body: OrderSave = {
        warehouseId: lax.id,
        carrierServiceId: services[i % services.length]!.id,
        referenceNo,
        storeAccountId: stores.length ? stores[i % stores.length]!.id : null,
        recipient: { ...recipients[i % recipients.length]! },
        remark: null,
        lines: [
          { sku: skus[i % skus.length]!, quantity: 1 + (i % 3), declaredValue: `${12 + (i % 20)}.99`, currency: "USD" },
          ...(i % 2 ? [{ sku: skus[(i + 1) % skus.length]!, quantity: 1, declaredValue: "8.50", currency: "USD" as const }] : []),
        ],
      };
      let order = await atDaysAgo(made, () => saveB2cOrder(ctx, body as never), i % 5);
      const ref = () => ({ id: order.id, version: order.version });
      if (journey === "draft") return;
      order = await atDaysAgo(made, () => submitB2cOrder(ctx, ref()), 1 + (i % 5));
      if (journey === "cancelled") {
        order = await atDaysAgo(made, () => cancelB2cOrder(ctx, ref()), 7);
        return;
      }
      if (journey === "submitted") return;
      await atDaysAgo(
        made - 1,
        async () => {
          order = await pickB2cOrder(op, ref());
          if (journey === "picked") return;
          order = await packB2cOrder(op, {
            ...ref(),
            weight: `${1.2 + (i % 10) / 10}`,
            weightUnit: "lbs",
            length: "12",
            width: "9",
            height: "4",
            lengthUnit: "inch",
          });
          if (journey === "packed") return;
          order = await buyB2cOrderLabel(op, files, ref());
          if (journey === "labelled") return;
          order = await shipB2cOrder(op, ref());
        },
        i % 6,
      );
    };
    const six = stock.slice(0, 6).map((s) => s.sku);
    // the orders in every state: order i made (18 - 2i) days ago
    for (const [i, journey] of journeys.entries()) await orderJourney(i, journey, 18 - i * 2, `${code}-${112_000 + i}`, six);
    // the month's shipments: one or two a day, so the reports and boards have a month to show
    const all = stock.map((s) => s.sku);
    let n = 0;
    for (let day = 30; day >= 2; day--)
      for (let k = 0; k < (day % 3 === 0 ? 2 : 1); k++, n++) await orderJourney(n, "shipped", day, `${code}-M${String(100_000 + n)}`, all);
  }
}
