import Decimal from "decimal.js";
import { z } from "zod";

/**
 * Money travels as a decimal string ("12.3400"), is `numeric(20,4)` in the database and decimal.js in
 * code. A JavaScript number never holds money.
 */
export const MONEY_SCALE = 4;
const moneyPattern = /^-?\d{1,16}(\.\d{1,4})?$/;

export const money = z.string().regex(moneyPattern, { message: "v.money" }).describe("decimal string, up to 4 decimals");

export const currencyCode = z.enum(["USD", "CNY", "CAD", "EUR", "GBP", "AUD", "JPY"]);
export type CurrencyCode = z.infer<typeof currencyCode>;

export const moneyAmount = z.object({ amount: money, currency: currencyCode });
export type MoneyAmount = z.infer<typeof moneyAmount>;

/** Normalise to the stored scale: "12.5" -> "12.5000". */
export function toMoneyString(value: Decimal.Value): string {
  return new Decimal(value).toFixed(MONEY_SCALE, Decimal.ROUND_HALF_UP);
}
/** Sums shown to users round half-up to 2 decimals (spec §9). */
export function toDisplayAmount(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
}
export function sumMoney(values: Iterable<Decimal.Value>): Decimal {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(v);
  return total;
}
export { Decimal };
