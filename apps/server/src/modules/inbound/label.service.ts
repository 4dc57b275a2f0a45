import type { DbOrTx } from "../../platform/db/database.js";
import type { Actor } from "../../platform/access/actor.js";
import { businessRule } from "../../platform/http/errors.js";
import { type LabelFormat, renderLabels } from "../catalog/index.js";
import { getPlan } from "./plan.queries.js";

/**
 * Carton labels on the catalogue's label sheets: the barcode holds `<plan no>-<carton no>` (what the
 * warehouse scans at receipt), the lines below it the SKUs and units inside and the warehouse.
 */
export async function cartonLabels(db: DbOrTx, actor: Actor, id: number, format: LabelFormat) {
  const plan = await getPlan(db, actor, id);
  if (plan.cartons.length === 0) throw businessRule("inbound.noCartons", { planNo: plan.planNo });
  const labels = plan.cartons.map((c) => ({
    code: `${plan.planNo}-${c.cartonNo}`,
    name: c.items.map((i) => `${i.sku} x${i.quantity}`).join(", ") || c.cartonNo,
    origin: `${plan.warehouseCode} ${c.length}x${c.width}x${c.height} ${c.lengthUnit} ${c.weight} ${c.weightUnit}`,
  }));
  return { pdf: await renderLabels(format, labels, `Carton labels ${plan.planNo}`), filename: `${plan.planNo}-cartons.pdf` };
}
