import type { DbOrTx } from "../../platform/db/database.js";
import { divisorsInForce } from "../masterdata/index.js";
import { type DivisorSystem, standardDivisors, type VolumeDivisor } from "./domain/dim-weight.js";

/**
 * Where the catalogue gets the volume-weight divisors it stores a dimensional weight for: the carriers'
 * divisors in force today (masterdata: carrierVolumeWeight), one per active carrier and unit system; a
 * context with none configured yet gets the standard set (139 and 166 in³/lb, 5000 and 6000 cm³/kg).
 * The stored value is the raw L×W×H / divisor; a carrier's rounding rules apply when a parcel is rated
 * (masterdata `dimensionalWeight`). Tests may swap the provider with `setDivisorProvider`.
 */
export interface DivisorProvider {
  divisorsFor(db: DbOrTx, contextId: number): Promise<readonly VolumeDivisor[]>;
}

export const standardDivisorProvider: DivisorProvider = { divisorsFor: async () => standardDivisors };

const systemOf: Record<"imperial" | "metric", DivisorSystem> = { imperial: "in3/lb", metric: "cm3/kg" };

export const carrierDivisorProvider: DivisorProvider = {
  async divisorsFor(db, contextId) {
    const rules = await divisorsInForce(db, contextId);
    if (!rules.length) return standardDivisors;
    return rules.map((r) => {
      const system = systemOf[r.unitSystem];
      const unit = system === "in3/lb" ? { zh: "英寸³/磅", en: "in³/lb" } : { zh: "厘米³/千克", en: "cm³/kg" };
      return {
        code: `${r.carrierCode}-${r.unitSystem === "imperial" ? "IN" : "CM"}`,
        divisor: r.divisor,
        system,
        name: { zh: `${r.carrierCode} ${r.divisor} ${unit.zh}`, en: `${r.carrierCode} ${r.divisor} ${unit.en}` },
      };
    });
  },
};

let provider: DivisorProvider = carrierDivisorProvider;

export function setDivisorProvider(next: DivisorProvider): void {
  provider = next;
}

export function divisorsFor(db: DbOrTx, contextId: number): Promise<readonly VolumeDivisor[]> {
  return provider.divisorsFor(db, contextId);
}
