import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnnouncementRow, AttachCatalogRow, AttachRuleRow, BizAttachRow, PageReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { multipart } from "../../../../test/multipart.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { attachRules, bizAttachments } from "./content.schema.js";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

function filesOnDisk(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

describe.each(engines)("attachments on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let dataDir: string;
  const store = () => join(dataDir, "files");
  const ok = async <T>(p: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const upload = (c: Client, query: string, fileName: string, bytes: Buffer, fields?: Record<string, string>) =>
    c.request({ method: "POST", url: `/api/v1/BizAttach/uploadFile?${query}`, ...multipart(fileName, bytes, fields) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-attach-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    [admin, sellerA, sellerB, operator] = await Promise.all([
      t.login("admin"),
      t.login("seller_a"),
      t.login("seller_b"),
      t.login("operator"),
    ]);
    // the catalogue the upload tests use: invoices (pdf, 1 KB) on test orders
    const model = await ok<AttachCatalogRow>(
      admin.post("/api/v1/AttachmentModel/saveData", { code: "testOrder", nameZh: "测试单", nameEn: "Test order" }),
    );
    const type = await ok<AttachCatalogRow>(
      admin.post("/api/v1/AttachmentType/saveData", { code: "testInvoice", nameZh: "测试发票", nameEn: "Test invoice" }),
    );
    await ok(admin.post("/api/v1/AttachmentRule/saveData", { modelId: model.id, typeId: type.id, formats: ["pdf"], maxSizeKb: 1 }));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("manages models, types and rules; clones a rule; guards what is in use", async () => {
    const model = await ok<AttachCatalogRow>(
      admin.post("/api/v1/AttachmentModel/saveData", { code: "testProduct", nameZh: "测试产品", nameEn: "Test product" }),
    );
    const type = await ok<AttachCatalogRow>(
      admin.post("/api/v1/AttachmentType/saveData", { code: "testPhoto", nameZh: "测试照片", nameEn: "Test photo" }),
    );
    expect((await admin.post("/api/v1/AttachmentType/saveData", { code: "testPhoto", nameZh: "x", nameEn: "x" })).statusCode).toBe(409);
    const renamed = await ok<AttachCatalogRow>(
      admin.post("/api/v1/AttachmentType/saveData", {
        id: type.id,
        version: 1,
        code: "testPhoto",
        nameZh: "产品照片",
        nameEn: "Product photo",
      }),
    );
    expect(renamed).toMatchObject({ name: "产品照片", version: 2 });
    expect(
      (await admin.post("/api/v1/AttachmentType/saveData", { id: type.id, version: 1, code: "testPhoto", nameZh: "旧", nameEn: "old" }))
        .statusCode,
    ).toBe(409);
    expect(await ok(admin.get(`/api/v1/AttachmentModel/loadData?id=${model.id}`))).toMatchObject({
      code: "testProduct",
      nameEn: "Test product",
    });

    const rule = await ok<AttachRuleRow>(
      admin.post("/api/v1/AttachmentRule/saveData", { modelId: model.id, typeId: type.id, formats: ["png", "jpg", "png"], maxSizeKb: 500 }),
    );
    expect(rule).toMatchObject({ modelCode: "testProduct", typeCode: "testPhoto", formats: ["png", "jpg"], maxSizeKb: 500 });
    expect(
      (await admin.post("/api/v1/AttachmentRule/saveData", { modelId: model.id, typeId: type.id, formats: ["png"], maxSizeKb: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await admin.post("/api/v1/AttachmentRule/saveData", { modelId: model.id, typeId: type.id, formats: ["exe"], maxSizeKb: 1 }))
        .statusCode,
    ).toBe(400);

    // the same rule for another model
    const order = (await ok<PageReply<AttachCatalogRow>>(admin.get("/api/v1/AttachmentModel/findByPage?search[EQ_code]=testOrder")))
      .rows[0]!;
    const clone = await ok<AttachRuleRow>(admin.post("/api/v1/AttachmentRule/cloneData", { id: rule.id, modelId: order.id }));
    expect(clone).toMatchObject({ modelCode: "testOrder", typeCode: "testPhoto", formats: ["png", "jpg"], maxSizeKb: 500 });
    expect(clone.id).not.toBe(rule.id);
    const types = await ok<AttachRuleRow[]>(sellerA.get("/api/v1/BizAttach/modelTypes?model=testOrder"));
    expect(types.map((r) => r.typeCode)).toEqual(["testInvoice", "testPhoto"]);
    expect((await ok<AttachCatalogRow[]>(sellerA.get("/api/v1/BizAttach/models"))).map((m) => m.code)).toEqual(
      expect.arrayContaining(["testOrder", "testProduct"]),
    );
    expect((await ok<AttachCatalogRow[]>(sellerA.get("/api/v1/BizAttach/types"))).map((m) => m.code)).toEqual(
      expect.arrayContaining(["testInvoice", "testPhoto"]),
    );

    // a type a rule uses cannot go; once its rules are gone, it can
    expect((await admin.post("/api/v1/AttachmentType/del", { id: type.id })).statusCode).toBe(409);
    await ok(admin.post("/api/v1/AttachmentRule/del", { id: rule.id }));
    await ok(admin.post("/api/v1/AttachmentRule/del", { id: clone.id }));
    expect(await t.database.db.select().from(attachRules).where(eq(attachRules.typeId, type.id))).toHaveLength(0);
    await ok(admin.post("/api/v1/AttachmentType/del", { id: type.id }));
    await ok(admin.post("/api/v1/AttachmentModel/del", { id: model.id }));
    expect((await admin.get(`/api/v1/AttachmentModel/loadData?id=${model.id}`)).statusCode).toBe(404);

    // configuration is the platform's
    expect((await sellerA.post("/api/v1/AttachmentType/saveData", { code: "x", nameZh: "x", nameEn: "x" })).statusCode).toBe(403);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "attach_rule"));
    expect(audit.map((a) => a.command).sort()).toEqual([
      "cloneAttachRule",
      "createAttachRule",
      "createAttachRule",
      "deleteAttachRule",
      "deleteAttachRule",
    ]);
  });

  it("uploads a file, serves it to its org only, and deletes record and bytes", async () => {
    const before = filesOnDisk(store()).length;
    const row = await ok<BizAttachRow>(upload(sellerA, "model=testOrder&type=testInvoice&bizId=IN-1", "发票 March.pdf", PDF));
    expect(row).toMatchObject({
      modelCode: "testOrder",
      typeCode: "testInvoice",
      bizId: "IN-1",
      fileName: "发票 March.pdf",
      format: "pdf",
      sizeBytes: PDF.length,
    });
    const onDisk = filesOnDisk(store());
    expect(onDisk).toHaveLength(before + 1);
    expect(onDisk.every((f) => f.startsWith(store()))).toBe(true);

    const view = await sellerA.get(`/api/v1/BizAttach/view?id=${row.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["content-disposition"]).toContain("filename*=UTF-8''%E5%8F%91%E7%A5%A8%20March.pdf");
    expect(view.rawPayload.equals(PDF)).toBe(true);
    // the operator serving seller A may read it; seller B may not even learn it exists
    expect((await operator.get(`/api/v1/BizAttach/view?id=${row.id}`)).statusCode).toBe(200);
    expect((await sellerB.get(`/api/v1/BizAttach/view?id=${row.id}`)).statusCode).toBe(404);
    expect((await sellerB.post("/api/v1/BizAttach/del", { id: row.id })).statusCode).toBe(404);
    expect((await ok<PageReply<BizAttachRow>>(sellerB.get("/api/v1/BizAttach/findByPage"))).rows.map((r) => r.id)).not.toContain(row.id);
    expect(
      (await ok<PageReply<BizAttachRow>>(sellerA.get("/api/v1/BizAttach/findByPage?search[EQ_bizId]=IN-1"))).rows.map((r) => r.id),
    ).toEqual([row.id]);

    await ok(sellerA.post("/api/v1/BizAttach/del", { id: row.id }));
    expect(await t.database.db.select().from(bizAttachments).where(eq(bizAttachments.id, row.id))).toHaveLength(0);
    expect(filesOnDisk(store())).toHaveLength(before);
    expect((await sellerA.get(`/api/v1/BizAttach/view?id=${row.id}`)).statusCode).toBe(404);
  });

  it("refuses a file whose content is not an allowed type, one too large, or one without a rule; nothing is stored", async () => {
    const rowsBefore = (await t.database.db.select().from(bizAttachments)).length;
    const filesBefore = filesOnDisk(store()).length;

    const disguised = await upload(sellerA, "model=testOrder&type=testInvoice", "invoice.pdf", PNG); // a PNG named .pdf
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().message).toBe("文件内容为 png 格式,只允许 pdf");
    const text = await upload(sellerA, "model=testOrder&type=testInvoice", "invoice.pdf", Buffer.from("just text, not a pdf"));
    expect(text.statusCode).toBe(422);

    const big = Buffer.concat([PDF, Buffer.alloc(1100, 0x20)]);
    const tooLarge = await upload(sellerA, "model=testOrder&type=testInvoice", "big.pdf", big);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe("文件超过大小上限 1 KB");

    expect((await upload(sellerA, "model=testOrder&type=nothing", "a.pdf", PDF)).statusCode).toBe(422);
    expect((await upload(sellerA, "", "a.pdf", PDF)).statusCode).toBe(400);
    expect((await sellerA.post("/api/v1/BizAttach/uploadFile?model=testOrder&type=testInvoice", { file: "x" })).statusCode).toBe(415);
    expect((await upload(admin, "model=testOrder&type=testInvoice", "a.pdf", PDF, {})).statusCode).toBe(200); // the same file passes

    expect(await t.database.db.select().from(bizAttachments)).toHaveLength(rowsBefore + 1);
    expect(filesOnDisk(store())).toHaveLength(filesBefore + 1);
  });

  it("takes model and type from form fields too, and removes an announcement's file with delRelAttach", async () => {
    // the demo data has the `announcement` model; the test's rule adds its invoice type to it
    const model = (await ok<PageReply<AttachCatalogRow>>(admin.get("/api/v1/AttachmentModel/findByPage?search[EQ_code]=announcement")))
      .rows[0]!;
    const type = (await ok<PageReply<AttachCatalogRow>>(admin.get("/api/v1/AttachmentType/findByPage?search[EQ_code]=testInvoice")))
      .rows[0]!;
    await ok(admin.post("/api/v1/AttachmentRule/saveData", { modelId: model.id, typeId: type.id, formats: ["pdf"], maxSizeKb: 100 }));
    const a = await ok<AnnouncementRow>(
      admin.post("/api/v1/UcAnnouncement/saveData", { title: "With file", content: "<p>see file</p>", targetKind: "all" }),
    );
    const file = await ok<BizAttachRow>(
      upload(admin, "", "notice.pdf", PDF, { model: "announcement", type: "testInvoice", bizId: String(a.id) }),
    );
    expect(file).toMatchObject({ modelCode: "announcement", bizId: String(a.id) });

    // while the announcement is published, the people it reaches may read its file (others: 404)
    await ok(
      admin.post("/api/v1/UcAnnouncement/saveData", {
        id: a.id,
        version: 1,
        title: "With file",
        content: "<p>see file</p>",
        targetKind: "orgKinds",
        targetValues: ["seller"],
      }),
    );
    expect((await sellerA.get(`/api/v1/BizAttach/view?id=${file.id}`)).statusCode).toBe(404); // not published yet
    await ok(admin.post("/api/v1/UcAnnouncement/setActive", { id: a.id, version: 2, active: true }));
    const mine = await ok<{ rows: { id: number; attachments: { id: number; fileName: string }[] }[] }>(
      sellerA.get("/api/v1/UcAnnouncement/mine"),
    );
    expect(mine.rows.find((r) => r.id === a.id)?.attachments).toEqual([{ id: file.id, fileName: "notice.pdf" }]);
    const seen = await sellerA.get(`/api/v1/BizAttach/view?id=${file.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PDF)).toBe(true);
    expect((await operator.get(`/api/v1/BizAttach/view?id=${file.id}`)).statusCode).toBe(404); // not a seller
    expect((await sellerA.post("/api/v1/BizAttach/del", { id: file.id })).statusCode).toBe(404); // reading is not owning

    // a file of another record is not this announcement's
    const other = await ok<BizAttachRow>(upload(admin, "model=testOrder&type=testInvoice", "other.pdf", PDF));
    expect((await admin.post("/api/v1/UcAnnouncement/delRelAttach", { id: a.id, attachId: other.id })).statusCode).toBe(404);
    await ok(admin.post("/api/v1/UcAnnouncement/delRelAttach", { id: a.id, attachId: file.id }));
    expect(await t.database.db.select().from(bizAttachments).where(eq(bizAttachments.id, file.id))).toHaveLength(0);
    expect(await t.database.db.select().from(bizAttachments).where(eq(bizAttachments.id, other.id))).toHaveLength(1);
  });
});
