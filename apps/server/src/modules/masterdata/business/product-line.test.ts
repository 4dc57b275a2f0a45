import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageReply, ProductLineOption, ProductLineRow, SupplierOption, SupplierRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { defineUsage, registerUsage } from "../../../platform/db/usage.js";
import { auditLog, organizations } from "../../../platform/identity/schema.js";
import { suppliers } from "./business.schema.js";
import { productLines } from "../schema.js";

const PL = "/api/v1/ProductLine";
const SUP = "/api/v2/Supplier";

describe.each(engines)("product lines and suppliers on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let finance: Client;
  const org: Record<string, number> = {};
  const lineOf = async (orgCode: string, code: string) =>
    (
      await t.database.db
        .select()
        .from(productLines)
        .where(and(eq(productLines.orgId, org[orgCode]!), eq(productLines.code, code)))
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [sellerA, sellerB, operator, finance] = await Promise.all([
      t.login("seller_a"),
      t.login("seller_b"),
      t.login("operator"),
      t.login("finance"),
    ]);
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  it("keeps each seller to its own lines in the list, the pickers and by id", async () => {
    const a = (await sellerA.get(`${PL}/findByPage?rows=100`)).json() as PageReply<ProductLineRow>;
    expect(a.rows.map((r) => r.code).sort()).toEqual(["ELEC", "HOME", "OUTD", "SAMPLE"]);
    expect(a.rows.find((r) => r.code === "HOME")).toMatchObject({
      orgCode: "SLA",
      supplierName: expect.stringContaining("Ningbo"),
      paymentType: 3,
    });
    const b = (await sellerB.get(`${PL}/findByPage`)).json() as PageReply<ProductLineRow>;
    expect(b.rows.map((r) => r.code).sort()).toEqual(["DECO", "FURN"]);

    const all = (await sellerA.get(`${PL}/findAllByContextId`)).json() as ProductLineOption[];
    expect(all.map((r) => r.code).sort()).toEqual(["ELEC", "HOME", "OUTD", "SAMPLE"]);
    const beside = (await sellerA.get(`${PL}/findAllByContextIdBesideFlag`)).json() as ProductLineOption[];
    expect(beside.map((r) => r.code).sort()).toEqual(["ELEC", "HOME", "OUTD"]);
    const furn = await lineOf("SLB", "FURN");
    const home = await lineOf("SLA", "HOME");
    // another org's ids simply are not there
    const byIds = (await sellerA.get(`${PL}/findAllByOrgIdInAndIdIn?ids=${home.id},${furn.id}`)).json() as ProductLineOption[];
    expect(byIds.map((r) => r.code)).toEqual(["HOME"]);
    expect((await sellerA.get(`${PL}/findAllByOrgIdInAndIdIn?orgIds=${org.SLB}`)).json()).toEqual([]);
    expect(((await sellerA.get(`${PL}/findAllWithOutOrg`)).json() as { code: string }[]).map((r) => r.code).sort()).toEqual([
      "ELEC",
      "HOME",
      "OUTD",
    ]);
    expect((await sellerA.get(`${PL}/findOne?id=${furn.id}`)).statusCode).toBe(404);
    expect((await sellerA.post(`${PL}/saveOne`, { id: furn.id, version: 1, code: "FURN", name: "x" })).statusCode).toBe(404);
    expect((await sellerA.post(`${PL}/del`, { id: furn.id })).statusCode).toBe(404);
    expect((await t.database.db.select().from(productLines).where(eq(productLines.id, furn.id)))[0]!.name).toBe("家具 Furniture");
    // operator staff see the lines of both sellers they serve
    const op = (await operator.get(`${PL}/findAllByContextId`)).json() as ProductLineOption[];
    expect(op).toHaveLength(6);
  });

  it("creates, updates, deactivates and deletes a line, with audit rows, refusing stale versions and duplicates", async () => {
    const sups = (await sellerA.get(`${SUP}/findAllByContextId`)).json() as SupplierOption[];
    const sz = sups.find((s) => s.code === "SZ-ELEC")!;
    const created = await sellerA.post(`${PL}/saveOne`, { code: "PETS", name: "宠物用品 Pets", supplierId: sz.id, paymentType: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as ProductLineRow;
    expect(row).toMatchObject({ orgId: org.SLA, code: "PETS", supplierName: sz.name, paymentType: 1, flag: 0, active: true, version: 1 });

    const dup = await sellerA.post(`${PL}/saveOne`, { code: "pets", name: "again" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("产品线编码 pets 已存在");
    // the same code in another org is fine
    expect((await sellerB.post(`${PL}/saveOne`, { code: "PETS", name: "B pets" })).statusCode).toBe(200);

    const upd = await sellerA.post(`${PL}/saveOne`, { id: row.id, version: 1, code: "PETS", name: "宠物 Pets", flag: 1 });
    expect(upd.json()).toMatchObject({ name: "宠物 Pets", flag: 1, supplierId: null, version: 2 });
    expect((await sellerA.post(`${PL}/saveOne`, { id: row.id, version: 1, code: "PETS", name: "old" })).statusCode).toBe(409);
    expect((await sellerA.post(`${PL}/saveOne`, { id: row.id, code: "PETS", name: "no version" })).statusCode).toBe(400);

    const off = await sellerA.post(`${PL}/setActive`, { id: row.id, version: 2, active: false });
    expect(off.json()).toMatchObject({ active: false, version: 3 });
    expect(((await sellerA.get(`${PL}/findAllByContextId`)).json() as ProductLineOption[]).some((r) => r.id === row.id)).toBe(false);
    expect(((await sellerA.get(`${PL}/findAllByOrgIdInAndIdIn?ids=${row.id}`)).json() as ProductLineOption[])[0]).toMatchObject({
      active: false,
    });

    expect((await sellerA.post(`${PL}/del`, { id: row.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(productLines).where(eq(productLines.id, row.id))).toHaveLength(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product_line"), eq(auditLog.entityId, String(row.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action, a.orgId])).toEqual([
      ["createProductLine", 100, org.SLA],
      ["updateProductLine", 200, org.SLA],
      ["deactivateProductLine", 200, org.SLA],
      ["deleteProductLine", 300, org.SLA],
    ]);
  });

  it("refuses the delete of a line in use (409, deactivate instead) and bad suppliers", async () => {
    const ooh = (await sellerA.post(`${PL}/saveOne`, { code: "USED", name: "In use" })).json() as ProductLineRow;
    registerUsage(
      defineUsage({
        entity: "product_line",
        key: "test.products",
        label: { "zh-CN": "产品", "en-US": "products" },
        check: async (db, id) => {
          const [r] = await db
            .select({ n: sql<number>`cast(count(*) as integer)` })
            .from(productLines)
            .where(and(eq(productLines.id, id), eq(productLines.code, "USED")));
          return r!.n * 3;
        },
      }),
    );
    const res = await sellerA.post(`${PL}/del`, { id: ooh.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "IN_USE", message: "USED 正在被使用(产品 3),不能删除;请改为停用" });
    expect(await t.database.db.select().from(productLines).where(eq(productLines.id, ooh.id))).toHaveLength(1);

    const bSup = (await t.database.db.select().from(suppliers).where(eq(suppliers.code, "FS-FURN")))[0]!;
    expect((await sellerA.post(`${PL}/saveOne`, { code: "X1", name: "x", supplierId: bSup.id })).statusCode).toBe(404);
    const vn = (await t.database.db.select().from(suppliers).where(eq(suppliers.code, "VN-DECO")))[0]!;
    const inactive = await sellerB.post(`${PL}/saveOne`, { code: "X2", name: "x", supplierId: vn.id });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().message).toContain("已停用");
  });

  it("validates input and permissions; operator staff create for a seller they serve", async () => {
    const bad = await sellerA.post(`${PL}/saveOne`, { code: "有空 格", name: "", paymentType: 7, extra: 1 });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().details as { path: string }[]).map((d) => d.path).join(" ");
    expect(paths).toContain("code");
    expect(paths).toContain("name");
    expect((await finance.post(`${PL}/saveOne`, { code: "F1", name: "x" })).statusCode).toBe(403);
    expect((await finance.get(`${PL}/findByPage`)).statusCode).toBe(403);
    expect((await operator.post(`${PL}/saveOne`, { code: "OP1", name: "x" })).statusCode).toBe(403);
    const admin = await t.login("admin");
    expect((await admin.post(`${PL}/saveOne`, { code: "OP1", name: "x" })).statusCode).toBe(400);
    expect((await admin.post(`${PL}/saveOne`, { code: "OP1", name: "x", orgId: org.OPR })).statusCode).toBe(422);
    const made = await admin.post(`${PL}/saveOne`, { code: "OP1", name: "by admin", orgId: org.SLB });
    expect(made.json()).toMatchObject({ orgId: org.SLB, orgCode: "SLB" });
    expect((await sellerA.post(`${PL}/saveOne`, { code: "OP2", name: "x", orgId: org.SLB })).statusCode).toBe(404);
  });

  it("keeps suppliers per org: CRUD, duplicates, in-use deletes and isolation", async () => {
    const created = await sellerA.post(`${SUP}/saveOne`, {
      code: "GZ-TOYS",
      name: "广州玩具 Guangzhou Toys",
      countryCode: "CN",
      paymentTermsDays: 30,
      email: "a@b.example",
    });
    expect(created.statusCode, created.body).toBe(200);
    const s = created.json() as SupplierRow;
    expect(s).toMatchObject({ orgCode: "SLA", productLineCount: 0, active: true });
    expect((await sellerA.post(`${SUP}/saveOne`, { code: "GZ-TOYS", name: "dup" })).statusCode).toBe(409);
    expect((await sellerA.post(`${SUP}/saveOne`, { code: "X", name: "x", email: "not-mail", countryCode: "usa" })).statusCode).toBe(400);
    const list = (await sellerB.get(`${SUP}/findByPage?rows=50`)).json() as PageReply<SupplierRow>;
    expect(list.rows.every((r) => r.orgCode === "SLB")).toBe(true);
    expect(((await sellerB.get(`${SUP}/findAllByContextId`)).json() as SupplierOption[]).map((r) => r.code)).toEqual(["FS-FURN"]);
    expect(((await sellerB.get(`${SUP}/findAllByContextId?includeInactive=true`)).json() as SupplierOption[]).map((r) => r.code)).toEqual([
      "FS-FURN",
      "VN-DECO",
    ]);
    expect((await sellerB.post(`${SUP}/del`, { id: s.id })).statusCode).toBe(404);

    const line = (await sellerA.post(`${PL}/saveOne`, { code: "TOYS", name: "玩具 Toys", supplierId: s.id })).json() as ProductLineRow;
    const used = await sellerA.post(`${SUP}/del`, { id: s.id });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toContain("产品线 1");
    const off = await sellerA.post(`${SUP}/setActive`, { id: s.id, version: 1, active: false });
    expect(off.json()).toMatchObject({ active: false, productLineCount: 1 });
    await sellerA.post(`${PL}/del`, { id: line.id });
    expect((await sellerA.post(`${SUP}/del`, { id: s.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "supplier"), eq(auditLog.entityId, String(s.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["createSupplier", "deactivateSupplier", "deleteSupplier"]);
  });
});
