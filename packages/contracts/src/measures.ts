import { z } from "zod";

/**
 * Measures (lengths, weights, volumes, divisors) travel as decimal strings with up to 3 decimals and are
 * `numeric(14,3)` in the database (`measureColumn`), decimal.js in code, like money.
 */
const measurePattern = /^\d{1,11}(\.\d{1,3})?$/;

/** Zero or more: "24000.000". */
export const measure = z.string().trim().regex(measurePattern, { message: "v.measure" }).describe("decimal string, 0 or more, up to 3 decimals");

/** Above zero (a dimension, a weight, a divisor): "12.5". */
export const positiveMeasure = z
  .string()
  .trim()
  .regex(measurePattern, { message: "v.positiveMeasure" })
  .refine((v) => /[1-9]/.test(v), { message: "v.positiveMeasure" })
  .describe("decimal string above 0, up to 3 decimals");
