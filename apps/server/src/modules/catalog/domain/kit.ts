import Decimal from "decimal.js";
import { convertWeight, Dec, measureString, type WeightUnit } from "@entrepot/contracts";

/**
 * Combined products (kits): a kit's components are other products of its org, with quantities. Kits
 * may contain kits, never themselves through any path. A kit's weight and declared value are derived
 * from its components.
 */
export type KitGraph = ReadonlyMap<number, readonly number[]>;

/**
 * The cycle that giving `kitId` these components would close, as a path kit -> ... -> kit; null when
 * there is none. `graph` holds the org's current kit -> component edges (the kit's own are replaced).
 */
export function kitCycle(graph: KitGraph, kitId: number, componentIds: readonly number[]): number[] | null {
  const next = (id: number) => (id === kitId ? componentIds : (graph.get(id) ?? []));
  // depth-first from each new component, looking for the kit
  const seen = new Set<number>();
  const walk = (id: number, path: number[]): number[] | null => {
    if (id === kitId) return [...path, id];
    if (seen.has(id)) return null;
    seen.add(id);
    for (const c of next(id)) {
      const found = walk(c, [...path, id]);
      if (found) return found;
    }
    return null;
  };
  for (const c of componentIds) {
    const found = walk(c, [kitId]);
    if (found) return found;
  }
  return null;
}

/** The kits containing any of `ids`, directly or through other kits, innermost first (the order to recompute them in). */
export function kitsAbove(graph: KitGraph, ids: readonly number[]): number[] {
  const parents = new Map<number, number[]>();
  for (const [kit, comps] of graph) for (const c of comps) parents.set(c, [...(parents.get(c) ?? []), kit]);
  const found = new Set<number>();
  const queue = [...ids];
  while (queue.length) {
    for (const p of parents.get(queue.shift()!) ?? []) {
      if (found.has(p)) continue;
      found.add(p);
      queue.push(p);
    }
  }
  // a kit's depth among the found kits: 0 when none of its components is one of them
  const depth = new Map<number, number>();
  const depthOf = (id: number): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    depth.set(id, 0); // guards a (refused, but possible in bad data) cycle
    const inner = (graph.get(id) ?? []).filter((c) => found.has(c));
    const d = inner.length ? 1 + Math.max(...inner.map(depthOf)) : 0;
    depth.set(id, d);
    return d;
  };
  return [...found].sort((a, b) => depthOf(a) - depthOf(b) || a - b);
}

export interface KitPart {
  quantity: number;
  weight: string;
  weightUnit: WeightUnit;
  declaredValue: string;
  currency: string;
}

export interface KitTotals {
  weight: string;
  declaredValue: string;
  currency: string;
}

/**
 * The kit's weight (in the kit's unit, 3 decimals) and declared value (4 decimals). Components must
 * share one currency: a sum across currencies would need a rate, which a catalogue should not guess.
 */
export function kitTotals(
  parts: readonly KitPart[],
  weightUnit: WeightUnit,
): KitTotals | { error: "currencies"; currencies: string[] } | { error: "empty" } {
  if (parts.length === 0) return { error: "empty" };
  const currencies = [...new Set(parts.map((p) => p.currency))];
  if (currencies.length > 1) return { error: "currencies", currencies };
  let weight = new Dec(0);
  let value = new Dec(0);
  for (const p of parts) {
    weight = weight.plus(convertWeight(p.weight, p.weightUnit, weightUnit).mul(p.quantity));
    value = value.plus(new Dec(p.declaredValue).mul(p.quantity));
  }
  return { weight: measureString(weight), declaredValue: value.toFixed(4, Decimal.ROUND_HALF_UP), currency: currencies[0]! };
}
