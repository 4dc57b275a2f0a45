import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { roles } from "../src/platform/identity/schema.js";
import type { Client, TestApp } from "./harness.js";

/**
 * Test records made through the API, the way a person makes them, so a test says what it needs instead of
 * borrowing demo rows that other tests (and the demo itself) may change. Each factory takes overrides and
 * returns the saved row as the API answered it. Assumed from the template: the platform `admin` user and
 * the role templates (seller_admin...) with the operator that offers them; everything else is made here.
 *
 *   const f = factories(t);
 *   const { org, admin: seller } = await f.sellerWithAdmin();   // a seller org and its logged-in admin
 *   const p = await f.product(seller, { sku: "CASE-1" });
 */
export const PASSWORD = "Factory-pass-2026!";

let serial = 0;
/** Unique within a test run: a per-process random tag and a counter (worker files share the database template, not rows). */
const tag = randomBytes(3)
  .toString("hex")
  .toUpperCase()
  .replace(/[^A-Z]/g, "X");
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${tag}${serial}`;
}

export interface Saved {
  id: number;
  version?: number;
  [key: string]: unknown;
}

async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string): Promise<Saved> {
  if (res.statusCode !== 200) throw new Error(`factory ${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Saved;
}

export function factories(t: TestApp) {
  let platformAdmin: Promise<Client> | undefined;
  /** The platform administrator of the start-up data (not the demo), logged in once per factory set. */
  const admin = () => (platformAdmin ??= t.login("admin"));
  let warehouseStaff: Promise<{ orgId: number; client: Client }> | undefined;

  /** The role `code` a user of `orgId` may hold: the org's own, else its serving operator's template. */
  async function roleId(code: string, orgId: number): Promise<number> {
    const res = await t.database.query(
      `select r.id from roles r join organizations o on o.id = $2
        where r.code = $1 and (r.org_id = o.id or r.org_id = o.managing_org_id) order by (r.org_id = o.id) desc limit 1`,
      [code, orgId],
    );
    if (!res.rows[0]) throw new Error(`factory: no role ${code} for org ${orgId}`);
    return Number(res.rows[0].id);
  }

  /** The operator whose role templates include seller_admin (the one a registration is accepted by). */
  async function templateOperator(): Promise<number> {
    const [r] = await t.database.db
      .select({ orgId: roles.orgId })
      .from(roles)
      .where(eq(roles.code, "seller_admin"))
      .orderBy(roles.id)
      .limit(1);
    if (!r) throw new Error("factory: no seller_admin role template");
    return r.orgId;
  }

  const f = {
    /** The app the factories make records in (for a look-up the API does not offer). */
    t,
    admin,

    /** An operator organisation (runs warehouses, serves sellers). */
    async operatorOrg(over: Record<string, unknown> = {}): Promise<Saved> {
      return ok(
        await (
          await admin()
        ).post("/api/v1/Organization/saveData", { code: unique("OP"), name: unique("Operator "), kind: "operator", ...over }),
        "operatorOrg",
      );
    },

    /**
     * A seller organisation, served by `managingOrgId`: by default the operator holding the seller role
     * templates, so that its users can be given `seller_admin`.
     */
    async sellerOrg(over: Record<string, unknown> = {}): Promise<Saved> {
      const managingOrgId = over.managingOrgId ?? (await templateOperator());
      return ok(
        await (
          await admin()
        ).post("/api/v1/Organization/saveData", { code: unique("SL"), name: unique("Seller "), kind: "seller", managingOrgId, ...over }),
        "sellerOrg",
      );
    },

    /** A user of `orgId` with the given role codes (role templates: seller_admin, warehouse_staff, ...). */
    async user(orgId: number, roleCodes: string[], over: Record<string, unknown> = {}): Promise<Saved & { username: string }> {
      const roleIds = await Promise.all(roleCodes.map((c) => roleId(c, orgId)));
      const body = { username: unique("u").toLowerCase(), fullName: "Factory User", orgId, roleIds, password: PASSWORD, ...over };
      return (await ok(await (await admin()).post("/api/v1/User/saveData", body), "user")) as Saved & { username: string };
    },

    /** Logs a factory user in. */
    login: (user: { username: string }) => t.login(user.username, PASSWORD),

    /** A seller org with a logged-in seller administrator. */
    async sellerWithAdmin(over: Record<string, unknown> = {}): Promise<{ org: Saved; user: Saved & { username: string }; client: Client }> {
      const org = await f.sellerOrg(over);
      const user = await f.user(org.id, ["seller_admin"]);
      return { org, user, client: await f.login(user) };
    },

    /** A warehouse run by `orgId` (an operator). */
    async warehouse(orgId: number, over: Record<string, unknown> = {}): Promise<Saved> {
      const body = {
        orgId,
        code: unique("W"),
        name: unique("Warehouse "),
        warehouseType: 1,
        countryCode: "US",
        state: "IL",
        city: "Chicago",
        address1: "4400 W 45th St",
        postcode: "60632",
        timeZone: "America/Chicago",
        currency: "USD",
        ...over,
      };
      return ok(await (await admin()).post("/api/v2/warehouse/saveOne", body), "warehouse");
    },

    /** Lets seller `orgId` use warehouse `warehouseId`. */
    async assignWarehouse(orgId: number, warehouseId: number): Promise<Saved> {
      return ok(await (await admin()).post("/api/v2/organizationWarehouse/saveOne", { orgId, warehouseId }), "assignWarehouse");
    },

    /** A logged-in warehouse-staff user of the operator that serves the factory sellers (one per factory set). */
    operator: () =>
      (warehouseStaff ??= (async () => {
        const orgId = await templateOperator();
        return { orgId, client: await f.login(await f.user(orgId, ["warehouse_staff"])) };
      })()),

    /** A warehouse of that operator (`operator`), assigned to each seller org of `sellerOrgIds`. */
    async operatorWarehouse(...sellerOrgIds: number[]): Promise<Saved> {
      const wh = await f.warehouse((await f.operator()).orgId);
      for (const orgId of sellerOrgIds) await f.assignWarehouse(orgId, wh.id);
      return wh;
    },

    /** `quantity` units of sellable stock on hand for seller `orgId`, posted by the operator's adjustment. */
    async stock(orgId: number, warehouseId: number, productId: number, quantity: number): Promise<void> {
      const { client } = await f.operator();
      const body = { orgId, warehouseId, productId, inventoryType: 0, quantity, reason: "factory stock" };
      await ok(await client.post("/api/inventory/balance/adjust", body), "stock");
    },

    /** A product of the caller's org (a seller's client). */
    async product(seller: Client, over: Record<string, unknown> = {}): Promise<Saved> {
      const body = {
        sku: unique("SKU-"),
        nameZh: "测试产品",
        nameEn: "Test product",
        length: "10",
        width: "8",
        height: "0.5",
        lengthUnit: "inch",
        weight: "0.5",
        weightUnit: "lbs",
        declaredValue: "4.50",
        currency: "USD",
        originCountry: "China",
        ...over,
      };
      return ok(await seller.post("/api/v1/Product/saveOne", body), "product");
    },

    /** An address of the caller's org. */
    async address(seller: Client, over: Record<string, unknown> = {}): Promise<Saved> {
      const body = {
        kind: "return",
        label: unique("Returns "),
        contactName: "Returns desk",
        phone: "+1 214 555 0100",
        countryCode: "US",
        state: "TX",
        city: "Dallas",
        address1: "2100 Ross Ave",
        postcode: "75201",
        ...over,
      };
      return ok(await seller.post("/api/v2/address/saveAndUpdate", body), "address");
    },

    /** A product line of the caller's org. */
    async productLine(seller: Client, over: Record<string, unknown> = {}): Promise<Saved> {
      return ok(await seller.post("/api/v1/ProductLine/saveOne", { code: unique("PL"), name: unique("Line "), ...over }), "productLine");
    },

    /** A store account (sales channel account) of the caller's org. */
    async storeAccount(seller: Client, over: Record<string, unknown> = {}): Promise<Saved> {
      return ok(
        await seller.post("/api/v1/Account/saveOne", {
          title: unique("Store-"),
          type: "amazon",
          countryCode: "US",
          currency: "USD",
          ...over,
        }),
        "storeAccount",
      );
    },

    /**
     * A seller with an authorised Amazon ads account (a store account and its ads profile) in `currency`
     * (JPY: the Japanese marketplace): what every advertising test starts from.
     */
    async sellerWithAdsAccount(currency = "USD") {
      const s = await f.sellerWithAdmin();
      return { ...s, ...(await f.adsAccount(s.client, currency)) };
    },

    /** An authorised Amazon ads account of the caller's org (a seller's client): its store account and ads profile. */
    async adsAccount(seller: Client, currency = "USD"): Promise<{ storeAccountId: number; profileId: number }> {
      const jp = currency === "JPY";
      const account = await f.storeAccount(seller, { currency, countryCode: jp ? "JP" : "US" });
      const ads = await ok(
        await seller.post("/api/v1/StoreAds/saveOne", {
          storeAccountId: account.id,
          profileId: String(1000 + account.id),
          region: jp ? "FE" : "NA",
          dailyBudgetCap: jp ? "100000" : "500.00",
          currency,
          authorisedUntil: "2099-01-01",
        }),
        "adsProfile",
      );
      return { storeAccountId: account.id, profileId: ads.id };
    },

    /** Grants permission codes to every seller administrator role (modules whose codes the start-up roles leave out). */
    async grantSellerAdmin(codes: readonly string[]): Promise<void> {
      for (const code of codes)
        await t.database.query(
          `insert into role_permissions (role_id, permission) select id, $1 from roles where code = 'seller_admin' on conflict do nothing`,
          [code],
        );
    },
  };
  return f;
}

export type Factories = ReturnType<typeof factories>;
