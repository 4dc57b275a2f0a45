import Decimal from "decimal.js";
import { FORECAST_WEEKS, parcelVolume, type CapacityWarehouse, type LengthUnit } from "@entrepot/contracts";
import { addDays, daysBetween } from "../../../platform/clock.js";

/**
 * The storage capacity forecast, as pure arithmetic (decimal.js, exact): cubic metres used now, then week
 * by week plus what inbound plans still bring by their ETA week, minus the average weekly outbound of the
 * last 30 days; never below empty. Week 1 starts today (the warehouse's local date); an ETA already past
 * or not given counts in week 1 (the goods are due), one beyond week 8 is left out.
 */
export const OUTBOUND_WINDOW_DAYS = 30;

export interface ProductBox {
  length: string;
  width: string;
  height: string;
  lengthUnit: string;
}

/** A product's box in cubic metres, through the measures kernel (cm³ ÷ 1,000,000). */
export const boxM3 = (p: ProductBox): Decimal =>
  new Decimal(
    parcelVolume({ length: p.length, width: p.width, height: p.height, unit: p.lengthUnit as LengthUnit }, "metric").toString(),
  ).div(1_000_000);

/** The forecast week (1..8) an ETA falls in, or null beyond the horizon. */
export function weekOf(today: string, eta: string | null): number | null {
  if (eta === null || eta < today) return 1;
  const days = daysBetween(today, eta);
  const week = Math.floor(days / 7) + 1;
  return week <= FORECAST_WEEKS ? week : null;
}

export interface ForecastInput {
  warehouse: { warehouseId: number; warehouseCode: string; warehouseName: string; capacityM3: string | null };
  today: string;
  /** Units in the warehouse now, per product. */
  stock: { productId: number; units: number }[];
  /** Inbound units still to come, per product and ETA. */
  inbound: { productId: number; units: number; eta: string | null }[];
  /** Units shipped (sales-out, B2B outbound) in the last 30 days, per product. */
  outbound: { productId: number; units: number }[];
  boxes: Map<number, Decimal>;
}

const m3 = (d: Decimal) => d.toFixed(3, Decimal.ROUND_HALF_UP);
const pct = (used: Decimal, capacity: Decimal | null) =>
  capacity === null || capacity.isZero() ? null : used.div(capacity).mul(100).toFixed(1, Decimal.ROUND_HALF_UP);

export function forecast(input: ForecastInput): CapacityWarehouse {
  const vol = (productId: number, units: number) => (input.boxes.get(productId) ?? new Decimal(0)).mul(units);
  const sum = (list: { productId: number; units: number }[]) => list.reduce((a, x) => a.add(vol(x.productId, x.units)), new Decimal(0));
  const used = sum(input.stock);
  const weekly = sum(input.outbound).mul(7).div(OUTBOUND_WINDOW_DAYS);
  const inboundByWeek = Array.from({ length: FORECAST_WEEKS }, () => new Decimal(0));
  for (const x of input.inbound) {
    const week = weekOf(input.today, x.eta);
    if (week !== null) inboundByWeek[week - 1] = inboundByWeek[week - 1]!.add(vol(x.productId, x.units));
  }
  const capacity = input.warehouse.capacityM3 === null ? null : new Decimal(input.warehouse.capacityM3);
  let level = used;
  const weeks = inboundByWeek.map((inbound, i) => {
    level = Decimal.max(0, level.add(inbound).sub(weekly));
    return {
      week: i + 1,
      start: addDays(input.today, 7 * i),
      end: addDays(input.today, 7 * i + 6),
      inboundM3: m3(inbound),
      outboundM3: m3(weekly),
      projectedM3: m3(level),
      usedPct: pct(level, capacity),
    };
  });
  return {
    ...input.warehouse,
    capacityM3: capacity === null ? null : m3(capacity),
    usedM3: m3(used),
    usedPct: pct(used, capacity),
    weeklyOutboundM3: m3(weekly),
    weeks,
  };
}
