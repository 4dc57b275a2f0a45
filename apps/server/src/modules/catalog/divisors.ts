import type { DbOrTx } from "../../platform/db/database.js";
import { standardDivisors, type VolumeDivisor } from "./domain/dim-weight.js";

/**
 * Where the catalogue gets the carriers' volume-weight divisors. Until the carriers' master data is
 * plugged in (masterdata module: carrierVolumeWeight), the standard set: 139 and 166 in³/lb, 5000 and
 * 6000 cm³/kg. Plug in with `setDivisorProvider({ divisorsFor: (db, contextId) => ... })` at start-up;
 * every product save then stores one dimensional weight per divisor the provider returns.
 */
export interface DivisorProvider {
  divisorsFor(db: DbOrTx, contextId: number): Promise<readonly VolumeDivisor[]>;
}

export const standardDivisorProvider: DivisorProvider = { divisorsFor: async () => standardDivisors };

let provider: DivisorProvider = standardDivisorProvider;

export function setDivisorProvider(next: DivisorProvider): void {
  provider = next;
}

export function divisorsFor(db: DbOrTx, contextId: number): Promise<readonly VolumeDivisor[]> {
  return provider.divisorsFor(db, contextId);
}
