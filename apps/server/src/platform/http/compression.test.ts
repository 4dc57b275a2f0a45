import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";

const LIST = "/api/v1/Product/findByPage?rows=100";

describe.each(bothEngines)("compressed replies (%s)", (engine) => {
  let t: TestApp;
  let admin: Client;
  let dist: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(", ")}];\n`;

  beforeAll(async () => {
    // a built web app as apps/web's build leaves it: a hashed chunk with its .br and .gz copies
    dist = mkdtempSync(join(tmpdir(), "entrepot-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Entrepot</title>");
    writeFileSync(join(dist, "assets", "index-AbC123.js"), script);
    writeFileSync(join(dist, "assets", "index-AbC123.js.br"), brotliCompressSync(script));
    writeFileSync(join(dist, "assets", "index-AbC123.js.gz"), gzipSync(script));
    t = await createTestApp(engine, { WEB_DIST: dist });
    admin = await t.login("admin");
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a 100-row list in brotli when the browser accepts it, and it decodes to the same JSON", async () => {
    const plain = await admin.get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const rows = plain.json<{ rows: unknown[] }>().rows;
    expect(rows).toHaveLength(100);

    const br = await admin.request({ method: "GET", url: LIST, headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());

    const gz = await admin.request({ method: "GET", url: LIST, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves small replies and already-compressed downloads (.xlsx) as they are", async () => {
    const small = await admin.request({
      method: "GET",
      url: "/api/v1/Product/findByPage?rows=1&search[EQ_sku]=NO-SUCH-SKU",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();

    const xlsx = await admin.request({ method: "GET", url: "/api/v1/Product/export", headers: { "accept-encoding": "br, gzip" } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.headers["content-encoding"]).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString("latin1")).toBe("PK"); // the zip itself, not a compressed copy of it
  });

  it("serves the build's pre-compressed copy of a script, and the plain file to a client without compression", async () => {
    const br = await t.anonymous.request({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(script);

    const gz = await t.anonymous.request({ method: "GET", url: "/assets/index-AbC123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(script);

    const plain = await t.anonymous.request({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    // a chunk of a build older than the previous one: a real 404, not the app's index.html
    const gone = await t.anonymous.get("/assets/index-Old999.js");
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).not.toContain("html");
  });
});
