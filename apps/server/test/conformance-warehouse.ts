import type { Client, TestApp } from "./harness.js";
import { type Factories, type Saved, unique } from "./factories.js";
import { PNG } from "./images.js";
import { multipart } from "./multipart.js";

/**
 * The conformance table's warehouse-side rows (conformance.test.ts): documents warehouse staff make for a
 * seller, in the warehouses their access groups allow. The owner is staff whose group allows one seller and
 * two warehouses; the intruder is staff of the same operator whose group allows another seller and two
 * other warehouses, so another org's record is outside its scope on both counts.
 */
export interface Owner {
  org: Saved;
  client: Client;
  /** Warehouse side: the warehouses the staff's group allows (the records are made in the first). */
  warehouseIds?: number[];
  /** Warehouse side: the seller the group allows, logged in (it claims parcels). */
  seller?: Client;
  /** Warehouse side: a product of that seller with 1,000 units on hand in the first warehouse. */
  product?: Saved;
}
/** What a route needs beyond a fresh record: the record brought to the state it acts on, and its body. */
export type Prepare = (f: Factories, owner: Owner, rec: Saved) => Promise<{ rec: Saved; body?: Record<string, unknown> }>;
export interface Resource {
  name: string;
  prefix: string;
  table: string;
  /** Who owns and works the records: a seller administrator (default) or warehouse staff. */
  side?: "warehouse";
  make(f: Factories, owner: Owner): Promise<Saved>;
  /** Body fields a route needs beyond what the record and the schema give (a status to change to, the owner's product line...). */
  extra?(f: Factories, owner: Owner): Promise<Record<string, Record<string, unknown>>>;
  /** Per route (`POST /api/...`): a transition from a later state than a fresh record's. */
  prepare?: Record<string, Prepare>;
  /** Per route: the id it takes when that is not the record's own (a command on the record's subject). */
  targetId?: Record<string, (owner: Owner) => number>;
  /** The ids of the owner's records, when neither `org_id` nor `warehouse_id` says it (SQL and its parameters). */
  owned?(owner: Owner): [string, unknown[]];
}

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string): Promise<Saved> {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Saved;
}

/** Staff of the factory operator in a group allowing a new seller (with a stocked product) and two new warehouses. */
export async function warehouseStaff(t: TestApp, f: Factories): Promise<Owner> {
  const { orgId } = await f.operator();
  const seller = await f.sellerWithAdmin();
  const whs = [await f.warehouse(orgId), await f.warehouse(orgId)];
  for (const w of whs) await f.assignWarehouse(seller.org.id, w.id);
  const product = await f.product(seller.client);
  await f.stock(seller.org.id, whs[0]!.id, product.id, 1000);
  const staff = await f.user(orgId, ["warehouse_staff"]);
  const admin = await t.login("operator");
  const group = { code: unique("CG"), name: unique("Conformance "), orgIds: [seller.org.id], warehouseIds: whs.map((w) => w.id) };
  await ok(await admin.post("/api/v1/UcAccessgroup/saveData", { ...group, userIds: [staff.id] }), "access group");
  return { org: seller.org, client: await f.login(staff), warehouseIds: whs.map((w) => w.id), seller: seller.client, product };
}

const where = (o: Owner) => ({ warehouseId: o.warehouseIds![0]!, product: o.product! });

/** Runs the stock document's transitions in turn (each answers the document with its new version). */
const stockDocSteps =
  (...steps: string[]): Prepare =>
  async (_f, o, rec) => {
    for (const s of steps) rec = await ok(await o.client.post(`/api/inventory/stockdoc/${s}`, { id: rec.id, version: rec.version }), s);
    return { rec };
  };
const stockDocBody = (o: Owner) => ({
  kind: "transfer",
  orgId: o.org.id,
  warehouseId: where(o).warehouseId,
  targetWarehouseId: o.warehouseIds![1],
  reasonCode: "relocation",
  lines: [{ productId: where(o).product.id, quantity: 2 }],
});

/** The receipt's lines matched to the seller's product, as confirm and assign take them. */
async function matched(o: Owner, id: number) {
  const d = (await ok(await o.client.get(`/api/inbound/unsourced/detail?id=${id}`), "unsourced detail")) as Saved & {
    lines: { id: number }[];
  };
  return { rec: d, lines: d.lines.map((l) => ({ lineId: l.id, productId: where(o).product.id })) };
}
/** The seller claims the parcel by its tracking number: the warehouse may then confirm or reject. */
const claimed = async (o: Owner, rec: Saved) => {
  await ok(await o.seller!.post("/api/inbound/unsourced/claim", { trackingNo: rec.trackingNo }), "claim");
  return matched(o, rec.id);
};
const parcelBody = (o: Owner) => ({
  warehouseId: where(o).warehouseId,
  carrier: "UPS",
  trackingNo: unique("1Z"),
  lines: [{ code: where(o).product.sku, good: 2, damaged: 1 }],
});

/** A channel receipt: a Winit delivery of two good units (each one its own channel order: a number is booked once). */
const winitBody = (o: Owner) => ({
  orgId: o.org.id,
  warehouseId: where(o).warehouseId,
  channel: "winit",
  channelRef: unique("WI-"),
  lines: [{ productId: where(o).product.id, expectedQty: 2, goodQty: 2 }],
});

export const warehouseResources: Resource[] = [
  {
    // the operator's pushes of its warehouses to the ERP: staff see those of the warehouses their group allows
    name: "EAS push",
    prefix: "/api/v2/warehouse/eas/",
    table: "erp_pushes",
    side: "warehouse",
    make: async (_f, o) => ok(await o.client.post("/api/v2/warehouse/eas/pushWarehouse", { id: where(o).warehouseId }), "EAS push"),
    // a push names the warehouse it sends: another org's staff may not push it either
    targetId: { "POST /api/v2/warehouse/eas/pushWarehouse": (o) => where(o).warehouseId },
    prepare: {
      // only a failed push is retried
      "POST /api/v2/warehouse/eas/retryPush": async (f, _o, rec) => {
        await f.t.database.query(`update erp_pushes set status = 'failed', last_error = 'conformance' where id = $1`, [rec.id]);
        return { rec };
      },
    },
    owned: (o) => [`select id from erp_pushes where entity = 'warehouse' and entity_id = any($1::int[])`, [o.warehouseIds]],
  },
  {
    name: "stock document",
    prefix: "/api/inventory/stockdoc/",
    table: "stock_docs",
    side: "warehouse",
    // a transfer: the one kind every transition (ship, receive) applies to, and its creator may approve it
    make: async (_f, o) => ok(await o.client.post("/api/inventory/stockdoc/save", stockDocBody(o)), "stock document"),
    extra: async (_f, o) => ({ "POST /api/inventory/stockdoc/save": stockDocBody(o) }),
    prepare: {
      "POST /api/inventory/stockdoc/approve": stockDocSteps("submit"),
      "POST /api/inventory/stockdoc/reject": stockDocSteps("submit"),
      "POST /api/inventory/stockdoc/ship": stockDocSteps("submit", "approve"),
      "POST /api/inventory/stockdoc/receive": stockDocSteps("submit", "approve", "ship"),
    },
  },
  {
    name: "unsourced parcel",
    prefix: "/api/inbound/unsourced/",
    table: "unsourced_receipts",
    side: "warehouse",
    make: async (_f, o) => ok(await o.client.post("/api/inbound/unsourced/save", parcelBody(o)), "unsourced parcel"),
    extra: async (_f, o) => ({ "POST /api/inbound/unsourced/save": parcelBody(o) }),
    prepare: {
      "POST /api/inbound/unsourced/confirmClaim": async (_f, o, rec) => {
        const c = await claimed(o, rec);
        return { rec: c.rec, body: { lines: c.lines } };
      },
      "POST /api/inbound/unsourced/rejectClaim": async (_f, o, rec) => ({ rec: (await claimed(o, rec)).rec }),
      "POST /api/inbound/unsourced/assign": async (_f, o, rec) => {
        const m = await matched(o, rec.id);
        return { rec: m.rec, body: { orgId: o.org.id, lines: m.lines } };
      },
      // a removal names a photo of the parcel (the intruder gets 404 for it: the parcel is outside its scope)
      "POST /api/inbound/unsourced/photo/remove": async (_f, o, rec) => {
        const url = `/api/inbound/unsourced/photo/upload?id=${rec.id}`;
        const photo = await ok(await o.client.request({ method: "POST", url, ...multipart("label.png", PNG) }), "photo");
        return { rec, body: { id: photo.id } };
      },
      // disposal waits out the days allowed: the parcel arrived 40 days ago
      "POST /api/inbound/unsourced/dispose": async (f, _o, rec) => {
        await f.t.database.query(`update unsourced_receipts set received_at = received_at - interval '40 days' where id = $1`, [rec.id]);
        return { rec };
      },
    },
  },
  {
    name: "channel receipt",
    prefix: "/api/inbound/winitReceipt/",
    table: "winit_receipts",
    side: "warehouse",
    make: async (_f, o) => ok(await o.client.post("/api/inbound/winitReceipt/save", winitBody(o)), "channel receipt"),
    extra: async (_f, o) => ({ "POST /api/inbound/winitReceipt/save": winitBody(o) }),
  },
];
