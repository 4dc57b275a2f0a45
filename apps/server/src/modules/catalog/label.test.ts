import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { pdfBarcodes } from "../../../test/pdf-barcodes.js";
import { auditLog } from "../../platform/identity/schema.js";
import { warehouses } from "../masterdata/index.js";
import { products } from "./schema.js";

describe.each(engines)("product labels on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let ids: { id: number; sku: string }[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    sellerA = await t.login("seller_a");
    sellerB = await t.login("seller_b");
    ids = await t.database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(sql`org_id = (select id from organizations where code = 'SLA') and not is_kit`)
      .orderBy(products.id)
      .limit(3);
  });
  afterAll(() => t?.close());

  it("prints US Letter sheets of 30 (3 x 10) whose barcodes read back as the SKUs", async () => {
    const res = await sellerA.post("/api/v1/ProductLabel/print", {
      format: 1,
      items: [
        { productId: ids[0]!.id, quantity: 12 },
        { productId: ids[1]!.id, quantity: 18 },
        { productId: ids[2]!.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="labels-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = pdfBarcodes(res.rawPayload);
    expect(pdf.pages).toBe(2); // 31 labels
    expect(pdf.size).toBe("612 x 792");
    expect(pdf.decoded[0]).toEqual([ids[0]!.sku, ids[1]!.sku].sort());
    expect(pdf.decoded[1]).toEqual([ids[2]!.sku]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.command, "printProductLabels"));
    expect(audit!.after).toMatchObject({ format: 1, labels: 31 });
  });

  it("prints 10 x 10 cm and 10.16 x 5.08 cm labels, one per page", async () => {
    const square = pdfBarcodes(
      (
        await sellerA.post("/api/v1/ProductLabel/print", {
          format: 2,
          items: [
            { productId: ids[0]!.id, quantity: 2 },
            { productId: ids[1]!.id, quantity: 1 },
          ],
        })
      ).rawPayload,
    );
    expect(square).toMatchObject({ pages: 3, size: "283.465 x 283.465" });
    expect(square.decoded).toEqual([[ids[0]!.sku], [ids[0]!.sku], [ids[1]!.sku]]);
    const small = pdfBarcodes(
      (await sellerA.post("/api/v1/ProductLabel/print", { format: 3, items: [{ productId: ids[2]!.id, quantity: 2 }] })).rawPayload,
    );
    expect(small).toMatchObject({ pages: 2, size: "288 x 144" });
    expect(small.decoded).toEqual([[ids[2]!.sku], [ids[2]!.sku]]);
  });

  it("prints a product's warehouse SKU instead when asked", async () => {
    const [lax] = await t.database.db.select().from(warehouses).where(eq(warehouses.code, "USLAX1"));
    const codes = (await t.database.db.execute(
      sql`select code from warehouse_skus where product_id = ${ids[0]!.id} and warehouse_id = ${lax!.id}`,
    )) as unknown as { rows: { code: string }[] };
    const res = await sellerA.post("/api/v1/ProductLabel/print", {
      format: 3,
      code: "warehouseSku",
      warehouseId: lax!.id,
      items: [{ productId: ids[0]!.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfBarcodes(res.rawPayload).decoded).toEqual([[codes.rows[0]!.code]]);
    expect(
      (
        await sellerA.post("/api/v1/ProductLabel/print", {
          format: 3,
          code: "warehouseSku",
          items: [{ productId: ids[0]!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(422);
  });

  it("refuses another seller's products, too many labels and bad formats", async () => {
    expect(
      (await sellerB.post("/api/v1/ProductLabel/print", { format: 1, items: [{ productId: ids[0]!.id, quantity: 1 }] })).statusCode,
    ).toBe(404);
    expect(
      (
        await sellerA.post("/api/v1/ProductLabel/print", {
          format: 1,
          items: [
            { productId: ids[0]!.id, quantity: 3000 },
            { productId: ids[1]!.id, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await sellerA.post("/api/v1/ProductLabel/print", { format: 4, items: [{ productId: ids[0]!.id, quantity: 1 }] })).statusCode,
    ).toBe(400);
    expect(
      (await (await t.login("finance")).post("/api/v1/ProductLabel/print", { format: 1, items: [{ productId: ids[0]!.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(403);
  });
});
