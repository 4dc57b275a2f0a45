import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../../test/factories.js";
import { fileCount, JPEG, PDF, PNG } from "../../../../test/images.js";
import { multipart } from "../../../../test/multipart.js";

/**
 * Photos on an unsourced parcel: the warehouse adds them (images only, nothing stored of a refused file),
 * every seller of the warehouse sees them while the parcel is unclaimed, then only the seller it went
 * to (another seller: 404); each upload and removal has its audit row; a claimed parcel's photos are fixed.
 */
describe.each(engines)("unsourced parcel photos on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let dataDir: string;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let p1: Saved;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-unsourced-photos-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    f = factories(t);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    wh = await f.operatorWarehouse(a.org.id, b.org.id);
    p1 = await f.product(a.client);
    operator = (await f.operator()).client;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const files = () => fileCount(join(dataDir, "files"));
  const upload = (c: Client, id: number, name: string, bytes: Buffer) =>
    c.request({ method: "POST", url: `/api/inbound/unsourced/photo/upload?id=${id}`, ...multipart(name, bytes) });
  const photos = (c: Client, id: number) => c.get(`/api/inbound/unsourced/photos?id=${id}`);

  it("the warehouse adds and removes photos; sellers see them while unclaimed, then only the seller it went to", async () => {
    const saved = await operator.post("/api/inbound/unsourced/save", {
      warehouseId: wh.id,
      carrier: "UPS",
      trackingNo: `1Z-PHOTO-${engine}`,
      lines: [{ code: p1.sku as string, good: 2, damaged: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().id as number;
    const label = await upload(operator, id, "label.jpg", JPEG);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.json()).toMatchObject({ documentId: id, format: "jpg" });
    const goods = await upload(operator, id, "goods.png", PNG);
    expect(goods.statusCode, goods.body).toBe(200);

    // refused files keep nothing
    const stored = files();
    const pdf = await upload(operator, id, "scan.png", PDF);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toContain("pdf");
    expect(files()).toBe(stored);

    // both sellers of the warehouse see the unclaimed parcel's photos
    for (const c of [a.client, b.client]) {
      const seen = await photos(c, id);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ editable: false });
      expect(seen.json().photos).toHaveLength(2);
    }
    expect((await b.client.get(`/api/inbound/unsourced/photo?id=${label.json().id}`)).headers["content-type"]).toBe("image/jpeg");
    expect((await upload(a.client, id, "mine.png", PNG)).statusCode).toBe(403);

    // the operator removes one, with a confirmation on screen: its file goes, the history has both rows
    const removed = await operator.post("/api/inbound/unsourced/photo/remove", { id: goods.json().id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(files()).toBe(stored - 1);
    const history = (await operator.get(`/api/inbound/unsourced/detail?id=${id}`)).json().history as { command: string }[];
    expect(history.map((h) => h.command)).toEqual(expect.arrayContaining(["addUnsourcedPhoto", "removeUnsourcedPhoto"]));

    // given to seller A: A still sees the photo, B gets 404 on the list and the image, and nothing changes any more
    const d = (await operator.get(`/api/inbound/unsourced/detail?id=${id}`)).json();
    const assigned = await operator.post("/api/inbound/unsourced/assign", {
      id,
      version: d.version,
      orgId: a.org.id,
      lines: d.lines.map((l: { id: number }) => ({ lineId: l.id, productId: p1.id })),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await photos(a.client, id)).json().photos).toHaveLength(1);
    expect((await a.client.get(`/api/inbound/unsourced/photo?id=${label.json().id}`)).statusCode).toBe(200);
    expect((await photos(b.client, id)).statusCode).toBe(404);
    expect((await b.client.get(`/api/inbound/unsourced/photo?id=${label.json().id}`)).statusCode).toBe(404);
    expect((await upload(operator, id, "late.png", PNG)).statusCode).toBe(409);
    const late = await operator.post("/api/inbound/unsourced/photo/remove", { id: label.json().id });
    expect(late.statusCode).toBe(409);
    expect(files()).toBe(stored - 1);
  });
});
