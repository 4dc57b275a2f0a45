import { Dec, type LengthUnit, measureString, parcelVolume } from "@entrepot/contracts";

/**
 * Dimensional (volumetric) weight per carrier divisor. A divisor is either imperial (in³ per lb: the
 * result is in lbs) or metric (cm³ per kg: the result is in kg). The standard set below is what the
 * carriers' master data holds in the usual case; the catalogue takes the divisors through a provider
 * (see ../divisors.ts) so that the carriers' own master data can replace it.
 */
export type DivisorSystem = "in3/lb" | "cm3/kg";

export interface VolumeDivisor {
  /** Stable code, e.g. IN139 or a carrier's code. */
  code: string;
  divisor: string;
  system: DivisorSystem;
  name: { zh: string; en: string };
}

export const standardDivisors: readonly VolumeDivisor[] = [
  {
    code: "IN139",
    divisor: "139",
    system: "in3/lb",
    name: { zh: "139 (英寸³/磅,如 UPS/FedEx 日常价、Amazon)", en: "139 in³/lb (UPS/FedEx daily rates, Amazon)" },
  },
  { code: "IN166", divisor: "166", system: "in3/lb", name: { zh: "166 (英寸³/磅,如 USPS)", en: "166 in³/lb (e.g. USPS)" } },
  {
    code: "CM5000",
    divisor: "5000",
    system: "cm3/kg",
    name: { zh: "5000 (厘米³/千克,国际快递)", en: "5000 cm³/kg (international express)" },
  },
  {
    code: "CM6000",
    divisor: "6000",
    system: "cm3/kg",
    name: { zh: "6000 (厘米³/千克,空运/部分快递)", en: "6000 cm³/kg (air freight, some express)" },
  },
];

export interface DimWeight {
  code: string;
  divisor: string;
  system: DivisorSystem;
  /** 3 decimals, half-up; in `unit`. */
  weight: string;
  unit: "lbs" | "kg";
}

export interface Box {
  length: string;
  width: string;
  height: string;
  lengthUnit: LengthUnit;
}

/** Volume in in³ or cm³, exact. */
export function volume(box: Box, system: DivisorSystem): Dec {
  return parcelVolume(
    { length: box.length, width: box.width, height: box.height, unit: box.lengthUnit },
    system === "in3/lb" ? "imperial" : "metric",
  );
}

export function dimWeightOf(box: Box, d: VolumeDivisor): DimWeight {
  if (!new Dec(d.divisor).greaterThan(0)) throw new Error(`divisor ${d.code} must be positive`);
  const w = volume(box, d.system).div(d.divisor);
  return { code: d.code, divisor: d.divisor, system: d.system, weight: measureString(w), unit: d.system === "in3/lb" ? "lbs" : "kg" };
}

export const dimWeightsOf = (box: Box, divisors: readonly VolumeDivisor[]): DimWeight[] => divisors.map((d) => dimWeightOf(box, d));
