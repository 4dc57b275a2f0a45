import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdAssetRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories } from "../../../test/factories.js";
import { multipart } from "../../../test/multipart.js";
import { auditLog } from "../../platform/identity/schema.js";
import { readImageFacts } from "./domain/image-size.js";
import { adAssets } from "./schema.js";

/** A PNG's signature and IHDR chunk (all the header the size check reads), padded to `bytes`. */
function png(width: number, height: number, bytes = 64): Buffer {
  const b = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(b);
  b.write("IHDR", 12, "latin1");
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
/** A JPEG with an APP0 segment before its start-of-frame (SOF0). */
function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe("an image's type and size from its header", () => {
  it("reads PNG and JPEG, and nothing from other bytes", () => {
    expect(readImageFacts(png(640, 480))).toEqual({ mime: "image/png", width: 640, height: 480 });
    expect(readImageFacts(jpeg(1200, 628))).toEqual({ mime: "image/jpeg", width: 1200, height: 628 });
    expect(readImageFacts(Buffer.from("%PDF-1.4\n%%EOF\n"))).toBeNull();
    expect(readImageFacts(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe.each(engines)("SB creative assets on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let dataDir: string;
  let a: { client: Client; profileId: number };
  let b: { client: Client; profileId: number };

  async function seller() {
    const s = await f.sellerWithAdsAccount();
    return { client: s.client, profileId: s.profileId };
  }
  const upload = (c: Client, profileId: number, kind: string, name: string, bytes: Buffer) =>
    c.request({ method: "POST", url: `/api/advertising/asset/upload?adsProfileId=${profileId}&kind=${kind}`, ...multipart(name, bytes) });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "entrepot-assets-"));
    t = await createTestApp(engine, { DATA_DIR: dataDir });
    f = factories(t);
    [a, b] = [await seller(), await seller()];
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes a logo of 400 × 400 px: its row (type and size from the bytes), the list, the file, an audit row", async () => {
    const res = await upload(a.client, a.profileId, "logo", "nest.png", png(400, 400));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as AdAssetRow;
    expect(row).toMatchObject({
      adsProfileId: a.profileId,
      kind: "logo",
      name: "nest.png",
      mime: "image/png",
      width: 400,
      height: 400,
      bytes: 64,
    });
    const list = (await a.client.get(`/api/advertising/asset/list?adsProfileId=${a.profileId}&kind=logo`)).json() as AdAssetRow[];
    expect(list.map((r) => r.id)).toEqual([row.id]);
    const file = await a.client.get(`/api/advertising/asset/view?id=${row.id}`);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(png(400, 400))).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row.id)));
    expect(audits.filter((x) => x.command === "uploadAsset")).toHaveLength(1);
  });

  it("refuses a logo too small, a file too large, a file that is no PNG / JPG, with the reason; nothing is kept", async () => {
    const before = (await t.database.db.select().from(adAssets)).length;
    const small = await upload(a.client, a.profileId, "logo", "small.png", png(399, 400));
    expect(small.statusCode).toBe(400);
    expect(small.json().details[0]).toMatchObject({ path: "body.file" });
    expect(small.json().details[0].message).toContain("400 × 400");
    expect(small.json().details[0].message).toContain("399 × 400");
    const big = await upload(a.client, a.profileId, "logo", "big.png", png(800, 800, 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().details[0].message).toContain("1 MB");
    const pdf = await upload(a.client, a.profileId, "image", "fake.png", Buffer.from("%PDF-1.4\n%%EOF\n"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().details[0].message).toContain("PNG");
    const jpg = await upload(a.client, a.profileId, "image", "hero.jpg", jpeg(1200, 628));
    expect(jpg.statusCode, jpg.body).toBe(200);
    expect((await t.database.db.select().from(adAssets)).length).toBe(before + 1);
  });

  it("another seller neither sees, reads nor uploads to the account (404)", async () => {
    const row = (await upload(a.client, a.profileId, "logo", "own.png", png(500, 500))).json() as AdAssetRow;
    expect((await b.client.get(`/api/advertising/asset/view?id=${row.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/advertising/asset/list?adsProfileId=${a.profileId}`)).json()).toEqual([]);
    expect((await upload(b.client, a.profileId, "logo", "x.png", png(500, 500))).statusCode).toBe(404);
  });
});
