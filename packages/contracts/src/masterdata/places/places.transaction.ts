import { z } from "zod";
import { id } from "../../common.js";
import { codeValues } from "../../code-tables.js";
import { measure } from "../../measures.js";

/**
 * The warehouse's register of processed transactions (processedTransaction/findByPage): every piece of
 * work done for an org (an order shipped, a container received...) that billing rates later. Later
 * modules write into it through the masterdata module's `recordProcessedTransaction` service.
 */

const asInts = (values: readonly string[]) => values.map(Number) as [number, ...number[]];
export const businessTypeValues = asInts(codeValues("businessTypes"));
export const orderTypeValues = asInts(codeValues("orderTypes"));
export const feeStatusValues = asInts(codeValues("feeRecordStatus"));
const oneOf = (values: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { message });

export const processedTransactionRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  businessType: z.number().int().describe("businessTypes code table"),
  orderType: z.number().int().describe("orderTypes code table"),
  referenceNo: z.string(),
  skuCount: z.number().int(),
  quantity: z.number().int(),
  weightKg: z.string(),
  volumeM3: z.string(),
  processedAt: z.string(),
  feeStatus: z.number().int().describe("feeRecordStatus: 1 unprocessed, 2 billed, 3 abnormal, 5 abnormal ignored"),
  source: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type ProcessedTransactionRow = z.infer<typeof processedTransactionRow>;

/** What a module hands to `recordProcessedTransaction` (the same order type and reference twice records once). */
export const processedTransactionInput = z.strictObject({
  orgId: id,
  warehouseId: id,
  businessType: oneOf(businessTypeValues, "v.businessType"),
  orderType: oneOf(orderTypeValues, "v.orderType"),
  referenceNo: z.string().trim().min(1).max(64),
  skuCount: z.number().int().min(0).max(1_000_000),
  quantity: z.number().int().min(0).max(1_000_000_000),
  weightKg: measure.default("0"),
  volumeM3: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,6})?$/, { message: "v.volume" })
    .default("0"),
  processedAt: z.coerce.date(),
  source: z.string().trim().max(32).nullish(),
  remark: z.string().trim().max(500).nullish(),
});
export type ProcessedTransactionInput = z.input<typeof processedTransactionInput>;

// ---- ItemCost/findWarehouseGroupByOrg ----

/** Item costs are not included: no inventory exists yet; costs per warehouse come with the inventory module. */
export const warehouseGroupByOrg = z
  .object({
    orgId: z.number().int(),
    orgCode: z.string(),
    orgName: z.string(),
    warehouses: z.array(
      z.object({
        warehouseId: z.number().int(),
        warehouseCode: z.string(),
        warehouseName: z.string(),
        warehouseType: z.number().int(),
        orgWarehouseId: z.number().int(),
        orgWarehouseCode: z.string(),
        orgWarehouseName: z.string(),
        isVirtual: z.boolean(),
      }),
    ),
  })
  .describe(
    "An org and the warehouses it may use. No inventory exists yet, so no item costs are given (they come with the inventory module).",
  );
export type WarehouseGroupByOrg = z.infer<typeof warehouseGroupByOrg>;
