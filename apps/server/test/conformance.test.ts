import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./harness.js";
import { createTestApp, bothEngines } from "./harness.js";
import { type Factories, factories, type Saved, unique } from "./factories.js";
import { concrete, idSlot, type Operation, operations, pathOf, sample } from "./openapi-kit.js";
import { type Owner, type Resource, warehouseResources, warehouseStaff } from "./conformance-warehouse.js";

/**
 * What every seller-owned resource must do, generated over the app's own routes (its OpenAPI document):
 * for each route under a resource's prefix that takes a record id, another seller's id is a 404 that
 * changes nothing; the owner's call succeeds with one audit row; a save or command carrying a version
 * refuses a stale one with 409; the owner's list is non-empty and holds only the owner's rows.
 * A new resource joins by adding one line to `resources` (its prefix, table and how to make a record).
 * Documents warehouse staff make for a seller (stock documents, unsourced parcels) are owned by staff whose
 * access groups allow the seller and its warehouses (conformance-warehouse.ts).
 */
/**
 * What a stock document's lines need, once per seller: a warehouse of the factory operator assigned to it and
 * a product with 1,000 units on hand there (so a submit can reserve).
 */
type Stocked = { warehouseId: number; product: Saved; carrierServiceId: number };
// per app (the engines' org ids coincide), then per seller
const stockedBySeller = new WeakMap<Factories, Map<number, Promise<Stocked>>>();
function stocked(f: Factories, owner: Owner) {
  let mine = stockedBySeller.get(f);
  if (!mine) stockedBySeller.set(f, (mine = new Map()));
  let made = mine.get(owner.org.id);
  if (!made) {
    made = (async () => {
      const wh = await f.warehouse((await f.operator()).orgId);
      await f.assignWarehouse(owner.org.id, wh.id);
      const product = await f.product(owner.client);
      await f.stock(owner.org.id, wh.id, product.id, 1000);
      const [service] = (await f.t.database.query(`select id from carrier_services where active order by id limit 1`)).rows;
      return { warehouseId: wh.id, product, carrierServiceId: Number(service!.id) };
    })();
    mine.set(owner.org.id, made);
  }
  return made;
}
/** A document's draft made through its save route; `body` is the full create body (also what a save sends back). */
function draftDocument(path: string, body: (s: Awaited<ReturnType<typeof stocked>>) => Record<string, unknown>) {
  return {
    make: async (f: Factories, o: Owner) => {
      const res = await o.client.post(path, body(await stocked(f, o)));
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res.json() as Saved;
    },
    extra: async (f: Factories, o: Owner) => ({ [`POST ${path}`]: body(await stocked(f, o)) }),
  };
}
const recipient = {
  name: "Emily Carter",
  phone: "+1 213 555 0142",
  country: "US",
  state: "CA",
  city: "Los Angeles",
  postcode: "90012",
  address1: "200 N Spring St",
};

/** A coupon of the owner's (an ads account made once per seller, a product of its catalogue), starting in a few days. */
const adsAccountOf = new WeakMap<Factories, Map<number, Promise<number>>>();
async function draftCoupon(f: Factories, o: Owner): Promise<Saved> {
  let mine = adsAccountOf.get(f);
  if (!mine) adsAccountOf.set(f, (mine = new Map()));
  let profile = mine.get(o.org.id);
  if (!profile) mine.set(o.org.id, (profile = f.adsAccount(o.client).then((a) => a.profileId)));
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const res = await o.client.post("/api/advertising/promotion/create", {
    adsProfileId: await profile,
    kind: "coupon",
    name: unique("Coupon "),
    productIds: [(await f.product(o.client)).id],
    startDate: day(3),
    endDate: day(20),
    discountType: "percent",
    discountValue: "10",
    budget: "100.00",
  });
  if (res.statusCode !== 200) throw new Error(`promotion: ${res.statusCode} ${res.body}`);
  return res.json() as Saved;
}
/** Advertising's codes, which the start-up seller administrator role does not hold. */
const ADVERTISING_CODES = ["advertising:account:read", "advertising:promotion:read", "advertising:promotion:manage"];

const resources: Resource[] = [
  {
    name: "product",
    prefix: "/api/v1/Product/",
    table: "products",
    make: (f, o) => f.product(o.client),
    extra: async (f, o) => ({ "POST /api/v1/Product/setProductLine": { productLineId: (await f.productLine(o.client)).id } }),
  },
  {
    // the channel listings (a view of the SKU maps) and the SKU map screen
    name: "SKU map",
    prefix: "/api/v1/SkuMap/",
    table: "sku_maps",
    make: async (f, o) => {
      const [account, product] = await Promise.all([f.storeAccount(o.client), f.product(o.client)]);
      const body = { storeAccountId: account.id, listingSku: unique("LST-"), productId: product.id, quantity: 1 };
      const res = await o.client.post("/api/v1/SkuMap/saveOne", body);
      if (res.statusCode !== 200) throw new Error(`SkuMap/saveOne: ${res.statusCode} ${res.body}`);
      return res.json() as Saved;
    },
  },
  {
    name: "API token",
    prefix: "/api/v1/UcApiToken/",
    table: "api_tokens",
    make: async (_f, { client }) => {
      const res = await client.post("/api/v1/UcApiToken/saveData", { name: unique("ERP "), permissions: ["catalog:product:read"] });
      if (res.statusCode !== 200) throw new Error(`UcApiToken/saveData: ${res.statusCode} ${res.body}`);
      return res.json() as Saved;
    },
  },
  { name: "address", prefix: "/api/v2/address/", table: "org_addresses", make: (f, o) => f.address(o.client) },
  { name: "product line", prefix: "/api/v1/ProductLine/", table: "product_lines", make: (f, o) => f.productLine(o.client) },
  // a draft coupon: its detail, update, submit (to Amazon's review, after commit) and cancel
  { name: "promotion", prefix: "/api/advertising/promotion/", table: "ad_promotions", make: draftCoupon },
  {
    name: "store account",
    prefix: "/api/v1/Account/",
    table: "store_accounts",
    make: (f, o) => f.storeAccount(o.client),
    extra: async () => ({ "POST /api/v1/Account/setStatus": { status: "suspended", reason: "conformance" } }),
  },
  {
    name: "webhook subscription",
    prefix: "/api/integrations/webhook/",
    table: "webhook_subscriptions",
    // port 9 (discard) refuses at once: the test delivery is recorded as a failed attempt, quickly
    make: async (_f, { client }) =>
      (await client.post("/api/integrations/webhook/save", { url: "http://127.0.0.1:9/hook", events: ["stock.changed"] })).json() as Saved,
  },
  {
    name: "stock warning rule",
    prefix: "/api/stockcontrol/warning-rule/",
    table: "stock_warning_rules",
    make: async (_f, { client }) => (await client.post("/api/stockcontrol/warning-rule/save", { coverDaysBelow: 7 })).json() as Saved,
  },
  // the documents: the seller's routes (save, delete, submit, cancel, detail, prints) from a draft; the warehouse's
  // transitions need the operator's permission and are left to the documents' own tests
  {
    name: "B2C order",
    prefix: "/api/orders/order/",
    table: "b2c_orders",
    ...draftDocument("/api/orders/order/save", (s) => ({
      warehouseId: s.warehouseId,
      carrierServiceId: s.carrierServiceId,
      referenceNo: unique("REF-"),
      recipient,
      lines: [{ sku: s.product.sku, quantity: 1, declaredValue: "12.99", currency: "USD" }],
    })),
  },
  {
    name: "inbound plan",
    prefix: "/api/inbound/plan/",
    table: "inbound_plans",
    ...draftDocument("/api/inbound/plan/save", (s) => ({
      warehouseId: s.warehouseId,
      transitType: 1,
      transportMode: "sea_lcl",
      eta: "2026-12-01",
      lines: [{ productId: s.product.id, expectedQty: 10 }],
      cartons: [
        {
          cartonNo: "C1",
          length: "50",
          width: "40",
          height: "30",
          lengthUnit: "cm",
          weight: "12000",
          weightUnit: "g",
          items: [{ productId: s.product.id, quantity: 10 }],
        },
      ],
    })),
  },
  {
    name: "outbound plan",
    prefix: "/api/outbound/plan/",
    table: "outbound_plans",
    ...draftDocument("/api/outbound/plan/save", (s) => ({
      warehouseId: s.warehouseId,
      destinationType: "FBA",
      destinationCode: "ONT8",
      destinationAddress: "24300 Nandina Ave, Moreno Valley, CA",
      shipBy: "2026-12-01",
      transportMode: "LTL",
      lines: [{ productId: s.product.id, quantity: 1 }],
      packages: [
        {
          kind: "carton",
          count: 1,
          length: "40",
          width: "30",
          height: "20",
          lengthUnit: "cm",
          weight: "5",
          weightUnit: "lbs",
          unitsEach: 1,
        },
      ],
    })),
  },
  {
    name: "return plan",
    prefix: "/api/returns/plan/",
    table: "return_plans",
    ...draftDocument("/api/returns/plan/save", (s) => ({
      warehouseId: s.warehouseId,
      carrier: "UPS",
      trackingNo: "1Z999AA10123456784",
      expectedDate: "2026-12-01",
      reason: "defective",
      lines: [{ productId: s.product.id, expectedQty: 2 }],
    })),
  },
];

const everyResource = [...resources, ...warehouseResources];
const isList = (op: Operation) => op.query.some((q) => q.name === "page") && !/export/i.test(op.path);

describe.each(bothEngines)("conformance of seller-owned resources on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let ops: Operation[];
  type Side = { owner: Owner; intruder: Owner; may: Set<string> };
  const sides = new Map<Resource["side"], Promise<Side>>();
  /** The owner and the intruder of a resource's side (seller administrators, or warehouse staff), made once. */
  const sideOf = (r: Resource) => {
    let side = sides.get(r.side);
    if (!side) {
      const make = () => (r.side === "warehouse" ? warehouseStaff(t, f) : f.sellerWithAdmin());
      side = (async () => {
        const owner = await make();
        const intruder = await make();
        return { owner, intruder, may: new Set((await owner.client.get("/api/auth/me")).json().permissions as string[]) };
      })();
      sides.set(r.side, side);
    }
    return side;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    await f.grantSellerAdmin(ADVERTISING_CODES);
    ops = await operations(t);
  });
  /** The routes the owner may call (a route of the other side is refused on permission, before any record is read). */
  const ownerMay = (s: Side) => (op: Operation) => !op.access || op.access.startsWith("@") || s.may.has(op.access);
  afterAll(() => t?.close());

  const fingerprint = async (table: string, id: number) =>
    (await t.database.query(`select to_jsonb(r) as j from ${table} r where id = $1`, [id])).rows[0]?.j ?? null;
  const auditCount = async () => Number((await t.database.query(`select count(*)::int as n from audit_log`)).rows[0]!.n);

  /** The request a route takes for one record: its id where the route wants it, a body valid for the route. */
  function requestFor(op: Operation, rec: Saved, extra: Record<string, Record<string, unknown>>, version = rec.version) {
    const slot = idSlot(op)!;
    const query = new URLSearchParams();
    for (const q of op.query) if (q.required && q.name !== "id") query.set(q.name, String(sample(q.schema)));
    if (slot.in === "query") query.set("id", String(rec.id));
    const qs = query.size ? `?${query}` : "";
    const url = `${pathOf(op, { id: rec.id })}${qs}`;
    if (!op.body) return { method: op.method, url };
    const schema = concrete(op.body);
    const props = schema.properties ?? {};
    const body: Record<string, unknown> = {};
    // the record's own values for the fields the route takes, then the schema's required ones
    for (const [k, v] of Object.entries(rec)) if (k in props && v !== null && v !== undefined) body[k] = v;
    for (const k of schema.required ?? []) if (!(k in body)) body[k] = sample(props[k] ?? {});
    if (slot.name === "ids") body.ids = [rec.id];
    else body.id = rec.id;
    if ("version" in props) body.version = version;
    Object.assign(body, extra[`${op.method} ${op.path}`]);
    return { method: op.method, url, payload: body };
  }

  it("finds id-taking routes and lists for every resource", () => {
    for (const r of everyResource) {
      const mine = ops.filter((op) => op.path.startsWith(r.prefix));
      expect(mine.filter((op) => idSlot(op) && !isList(op)).length, r.name).toBeGreaterThan(1);
      expect(mine.filter(isList).length, r.name).toBeGreaterThan(0);
    }
  });

  for (const r of everyResource) {
    it(`${r.name}: another org's id is a 404 with nothing changed; the owner's call leaves one audit row; a stale version is a 409`, async () => {
      const side = await sideOf(r);
      const { owner, intruder } = side;
      const routes = ops.filter(
        (op) => op.path.startsWith(r.prefix) && idSlot(op) && !isList(op) && !/export/i.test(op.path) && ownerMay(side)(op),
      );
      expect(routes.length).toBeGreaterThan(1);
      const failures: string[] = [];
      const common = (await r.extra?.(f, owner)) ?? {};
      for (const op of routes) {
        const name = `${op.method} ${op.path}`;
        const made = await r.make(f, owner);
        const prepared = (await r.prepare?.[name]?.(f, owner, made)) ?? { rec: made };
        const rec = prepared.rec;
        const extra = { ...common, [name]: { ...common[name], ...prepared.body } };
        const target = r.targetId?.[name]?.(owner);
        const subject = target === undefined ? rec : { ...rec, id: target };
        const req = requestFor(op, subject, extra);
        const before = await fingerprint(r.table, rec.id);
        expect(before, name).not.toBeNull();
        const audits = await auditCount();
        const foreign = await intruder.client.request(req);
        if (foreign.statusCode !== 404) failures.push(`${name} as another org: ${foreign.statusCode} ${foreign.body.slice(0, 200)}`);
        else expect(foreign.json(), name).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        expect(await fingerprint(r.table, rec.id), name).toEqual(before);
        expect(await auditCount(), name).toBe(audits);
        // a read, or a print that answers a file (a POST for its list of ids) and changes nothing
        if (op.method === "GET" || !op.answersJson) continue;
        // an upload takes a multipart file the generated request does not carry: its owner's call is its module's
        // test (returns/photos.test.ts, unsourced.photos.test.ts); another org's id is a 404 before any file is read
        if (/\/upload$/.test(op.path)) continue;

        const own = await owner.client.request(req);
        if (own.statusCode !== 200) {
          failures.push(`${name} as the owner: ${own.statusCode} ${own.body.slice(0, 200)} (body ${JSON.stringify(req.payload)})`);
          continue;
        }
        const changed = await fingerprint(r.table, rec.id);
        // a command leaves one audit row; a bulk command (ids) one per record it changed, none when it changed nothing
        const rows = idSlot(op)?.name === "ids" && changed !== null && JSON.stringify(changed) === JSON.stringify(before) ? 0 : 1;
        expect(await auditCount(), `${name}: ${rows} audit row(s)`).toBe(audits + rows);
        if (changed === null || !req.payload || !("version" in req.payload)) continue;
        // the version the owner just used is stale now
        const stale = await owner.client.request(requestFor(op, subject, extra, rec.version));
        if (stale.statusCode !== 409) failures.push(`${name} with a stale version: ${stale.statusCode} ${stale.body.slice(0, 200)}`);
        expect(await fingerprint(r.table, rec.id), name).toEqual(changed);
        expect(await auditCount(), name).toBe(audits + rows);
      }
      expect(failures).toEqual([]);
    });

    it(`${r.name}: the owner's lists are non-empty and hold only the owner's rows`, async () => {
      const side = await sideOf(r);
      const { owner, intruder } = side;
      await r.make(f, owner);
      await r.make(f, intruder);
      const lists = ops.filter((op) => op.path.startsWith(r.prefix) && isList(op) && ownerMay(side)(op));
      expect(lists.length).toBeGreaterThan(0);
      // warehouse staff own what is in their warehouses (an unsourced parcel belongs to the warehouse's operator)
      const own = r.owned
        ? await t.database.query(...r.owned(owner))
        : owner.warehouseIds
          ? await t.database.query(`select id from ${r.table} where warehouse_id in (${owner.warehouseIds.join(",")})`)
          : await t.database.query(`select id from ${r.table} where org_id = $1`, [owner.org.id]);
      const ownIds = new Set(own.rows.map((x) => Number(x.id)));
      for (const op of lists) {
        const res = await owner.client.request({ method: op.method, url: `${pathOf(op)}?page=1&rows=500` });
        expect(res.statusCode, `${op.method} ${op.path}`).toBe(200);
        const rows = (res.json() as { rows: { id: number }[] }).rows;
        expect(rows.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
        expect(
          rows.map((x) => x.id).filter((id) => !ownIds.has(id)),
          `${op.method} ${op.path}`,
        ).toEqual([]);
      }
    });
  }
});
