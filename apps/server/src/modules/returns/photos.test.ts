import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoRules } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { fileCount, GIF, JPEG, PDF, PNG, WEBP } from "../../../test/images.js";
import { multipart } from "../../../test/multipart.js";

type Plan = { id: number; version: number; status: string };
type Photo = { id: number; documentId: number; fileName: string; format: string; sizeBytes: number; uploadedBy: string | null };

/**
 * Photos on a return's receipt: the warehouse adds them while it receives (JPEG, PNG, WebP by content, a size
 * and a count cap), the seller sees them, another seller gets 404, refused files leave nothing behind, each
 * upload and removal has its audit row in the plan's history, and a completed return's photos are fixed.
 */
describe.each(engines)("return receipt photos on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let dataDir: string;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-return-photos-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    f = factories(t);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    wh = await f.operatorWarehouse(a.org.id, b.org.id);
    pa = await f.product(a.client);
    operator = (await f.operator()).client;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const files = () => fileCount(join(dataDir, "files"));
  const rows = async () => Number((await t.database.query(`select count(*)::int as n from document_photos`)).rows[0]!.n);
  const upload = (c: Client, planId: number | string, name: string, bytes: Buffer) =>
    c.request({ method: "POST", url: `/api/returns/plan/photo/upload?id=${planId}`, ...multipart(name, bytes) });
  const photos = (c: Client, planId: number) => c.get(`/api/returns/plan/photos?id=${planId}`);
  const submitted = async (): Promise<Plan> => {
    const res = await a.client.post("/api/returns/plan/save", {
      warehouseId: wh.id,
      reason: "damaged",
      lines: [{ productId: pa.id, expectedQty: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as Plan;
    const sub = await a.client.post("/api/returns/plan/submit", { id: plan.id, version: plan.version });
    expect(sub.statusCode, sub.body).toBe(200);
    return sub.json();
  };
  const step = async (c: Client, name: string, body: Record<string, unknown>) => {
    const res = await c.post(`/api/returns/plan/${name}`, body);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    return res.json() as Plan;
  };

  it("the warehouse adds photos, the seller sees them (list and image), another seller gets 404", async () => {
    const plan = await submitted();
    const png = await upload(operator, plan.id, "破损外箱.png", PNG);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json()).toMatchObject({ documentId: plan.id, fileName: "破损外箱.png", format: "png", sizeBytes: PNG.length });
    const jpg = await upload(operator, plan.id, "label.jpeg", JPEG);
    expect(jpg.statusCode, jpg.body).toBe(200);
    const webp = await upload(operator, plan.id, "goods.webp", WEBP);
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.json().format).toBe("webp");

    const seen = await photos(a.client, plan.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ editable: false, maxCount: photoRules.maxCount });
    expect((seen.json().photos as Photo[]).map((p) => p.format)).toEqual(["png", "jpg", "webp"]);
    expect((await photos(operator, plan.id)).json().editable).toBe(true);
    const image = await a.client.get(`/api/returns/plan/photo?id=${png.json().id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await a.client.get(`/api/returns/plan/photo?id=${jpg.json().id}`)).headers["content-type"]).toBe("image/jpeg");

    // another seller: the plan's photos and each image are not found; the seller itself cannot add or remove
    expect((await photos(b.client, plan.id)).statusCode).toBe(404);
    expect((await b.client.get(`/api/returns/plan/photo?id=${png.json().id}`)).statusCode).toBe(404);
    expect((await upload(a.client, plan.id, "mine.png", PNG)).statusCode).toBe(403);
    expect((await a.client.post("/api/returns/plan/photo/remove", { id: png.json().id })).statusCode).toBe(403);

    // each upload is an audit row in the plan's history
    const history = (await a.client.get(`/api/returns/plan/detail?id=${plan.id}`)).json().history as { command: string; action: number }[];
    expect(history.filter((h) => h.command === "addReturnReceiptPhoto")).toHaveLength(3);
  });

  it("refuses what is not a JPEG, PNG or WebP, or too large, with a 4xx and nothing stored", async () => {
    const plan = await submitted();
    const [before, stored] = [await rows(), files()];
    const gif = await upload(operator, plan.id, "photo.png", GIF); // an image, but not one we take, named .png
    expect(gif.statusCode).toBe(422);
    expect(gif.json().message).toContain("gif");
    expect(gif.json().message).toContain("jpg, png, webp");
    const pdf = await upload(operator, plan.id, "photo.jpg", PDF);
    expect(pdf.statusCode).toBe(422);
    const text = await upload(operator, plan.id, "photo.jpg", Buffer.from("not an image at all"));
    expect(text.statusCode).toBe(422);
    const big = await upload(operator, plan.id, "big.png", Buffer.concat([PNG, Buffer.alloc(photoRules.maxBytes)]));
    expect(big.statusCode).toBe(413);
    expect((await upload(operator, plan.id, "empty.png", Buffer.alloc(0))).statusCode).toBe(400);
    const notMultipart = await operator.post(`/api/returns/plan/photo/upload?id=${plan.id}`, { file: "x" });
    expect(notMultipart.statusCode).toBe(415);
    expect((await upload(operator, 2 ** 31, "a.png", PNG)).statusCode).toBe(400);
    expect((await upload(operator, "x", "a.png", PNG)).statusCode).toBe(400);
    expect((await upload(operator, 999_999, "a.png", PNG)).statusCode).toBe(404);
    expect(await rows()).toBe(before);
    expect(files()).toBe(stored);
    expect((await photos(operator, plan.id)).json().photos).toEqual([]);
  });

  it("caps the photos per document; the operator removes one (audit row, file gone) until the return is completed", async () => {
    const plan = await submitted();
    const ids: number[] = [];
    for (let i = 0; i < photoRules.maxCount; i++) ids.push((await upload(operator, plan.id, `p${i}.png`, PNG)).json().id);
    const stored = files();
    const over = await upload(operator, plan.id, "one-more.png", PNG);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain(String(photoRules.maxCount));
    expect(files()).toBe(stored);

    const removed = await operator.post("/api/returns/plan/photo/remove", { id: ids[0] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(files()).toBe(stored - 1);
    expect((await a.client.get(`/api/returns/plan/photo?id=${ids[0]}`)).statusCode).toBe(404);
    expect((await operator.post("/api/returns/plan/photo/remove", { id: ids[0] })).statusCode).toBe(404);
    expect((await operator.post("/api/returns/plan/photo/remove", { id: "x" })).statusCode).toBe(400);
    const history = (await a.client.get(`/api/returns/plan/detail?id=${plan.id}`)).json().history as { command: string }[];
    expect(history.filter((h) => h.command === "removeReturnReceiptPhoto")).toHaveLength(1);

    // through the receipt to completed: the photos stay, but no longer change
    const d = (await operator.get(`/api/returns/plan/detail?id=${plan.id}`)).json();
    let p = await step(operator, "receive", { id: plan.id, version: d.version, lines: [{ lineId: d.lines[0].id, good: 1, damaged: 1 }] });
    p = await step(operator, "finishReceiving", { id: p.id, version: p.version });
    expect((await step(operator, "complete", { id: p.id, version: p.version })).status).toBe("completed");
    expect((await photos(a.client, plan.id)).json().photos).toHaveLength(photoRules.maxCount - 1);
    expect((await photos(operator, plan.id)).json().editable).toBe(false);
    const late = await operator.post("/api/returns/plan/photo/remove", { id: ids[1] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("已完成");
    const [n, kept] = [await rows(), files()];
    expect((await upload(operator, plan.id, "late.png", PNG)).statusCode).toBe(409);
    expect([await rows(), files()]).toEqual([n, kept]);
  });

  it("a seller's draft takes no photos yet; an unplanned receipt's draft does, and deleting the draft removes them", async () => {
    const draft = (
      await a.client.post("/api/returns/plan/save", {
        warehouseId: wh.id,
        reason: "damaged",
        lines: [{ productId: pa.id, expectedQty: 1 }],
      })
    ).json();
    expect((await upload(operator, draft.id, "early.png", PNG)).statusCode).toBe(409);
    const receipt = await operator.post("/api/returns/receipt/save", {
      orgId: a.org.id,
      warehouseId: wh.id,
      trackingNo: `9400PHOTO${engine}`,
      reason: "undeliverable",
      lines: [{ productId: pa.id, good: 0, damaged: 1 }],
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const id = receipt.json().id as number;
    const [n, stored] = [await rows(), files()];
    expect((await upload(operator, id, "label.png", PNG)).statusCode).toBe(200);
    expect((await upload(operator, id, "goods.jpg", JPEG)).statusCode).toBe(200);
    expect((await photos(a.client, id)).json().photos).toHaveLength(2);
    expect((await photos(b.client, id)).statusCode).toBe(404);
    expect((await operator.post("/api/returns/receipt/delete", { id })).statusCode).toBe(200);
    expect([await rows(), files()]).toEqual([n, stored]);
  });
});
