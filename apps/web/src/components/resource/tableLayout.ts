/**
 * Pure layout rules of a resource table: the width it scrolls at, how its summary row shows a number,
 * and whether an empty page means "nothing matches your filters" or "nothing yet".
 */
import { Decimal } from "@entrepot/contracts";
import type { ColumnDef, FilterDef, ValueKind } from "./types";
import { filterParam } from "./listState";

/** A column without a declared width gets one by what it shows, so the table's width is always known. */
const widthByKind: Record<ValueKind, number> = { text: 160, number: 110, dict: 120, money: 130, date: 110, datetime: 170, bool: 80 };
/** antd's row-selection checkbox column. */
export const SELECTION_WIDTH = 32;

export const columnWidth = (c: Pick<ColumnDef<never>, "width" | "kind">): number => c.width ?? widthByKind[c.kind ?? "text"];

/**
 * scroll.x: the sum of the columns' widths (declared or by kind), the actions column and the checkbox
 * column. A table narrower than its page still fills it (antd keeps min-width 100%); a wider one scrolls
 * sideways instead of squeezing columns under the fixed actions column.
 */
export function tableScrollX(
  columns: readonly Pick<ColumnDef<never>, "width" | "kind">[],
  actionsWidth: number | undefined,
  selection: boolean,
): number {
  return columns.reduce((sum, c) => sum + columnWidth(c), (actionsWidth ?? 0) + (selection ? SELECTION_WIDTH : 0));
}

/** How far a column may shrink to fit the page: a table overflowing by less than this fits instead of scrolling. */
export const MIN_FIT_SCALE = 0.8;

/**
 * Column widths that fit the width the table has (`available`, measured): when the declared widths
 * overflow it by a little (the usual case at 1440 px: a column or part of one), every data column gives
 * up the same share, at most 1 - MIN_FIT_SCALE of its width, so that the last columns do not start out
 * hidden under the fixed actions column; a table that still does not fit scrolls sideways as before.
 * `fixed` is the width that never shrinks (actions and checkbox columns).
 */
export function fitWidths(widths: readonly number[], fixed: number, available: number | undefined, mins: readonly number[] = []): number[] {
  // a column is never narrower than its floor (its header's longest word...), declared or fitted
  const floored = widths.map((w, i) => Math.max(w, mins[i] ?? 0));
  const total = floored.reduce((a, b) => a + b, 0);
  if (!available || total + fixed <= available || total === 0) return floored;
  // a column that would shrink below its floor stays at its floor, and the others give up the difference:
  // repeated until no column is newly held (at most once per column)
  const held = new Set<number>();
  for (;;) {
    const heldWidth = [...held].reduce((sum, i) => sum + (mins[i] ?? 0), 0);
    const free = [...floored.keys()].reduce((sum, i) => (held.has(i) ? sum : sum + floored[i]!), 0);
    const scale = Math.max(MIN_FIT_SCALE, free > 0 ? (available - fixed - heldWidth) / free : 1);
    const fitted = floored.map((w, i) => (held.has(i) ? (mins[i] ?? 0) : Math.floor(w * scale)));
    const below = fitted.flatMap((w, i) => (!held.has(i) && w < (mins[i] ?? 0) ? [i] : []));
    if (below.length === 0) return fitted;
    for (const i of below) held.add(i);
  }
}

/** CJK characters: a line may break between any two of them (they are words of their own). */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * The parts of a text a line never breaks inside: words between spaces or hyphens (the hyphen stays with
 * the word before it), and every CJK character on its own.
 */
export function unbreakableParts(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    let part = "";
    for (const ch of word) {
      if (CJK.test(ch)) {
        if (part) out.push(part);
        out.push(ch);
        part = "";
      } else {
        part += ch;
        if (ch === "-") {
          out.push(part);
          part = "";
        }
      }
    }
    if (part) out.push(part);
  }
  return out;
}

/** A cell of antd's small bordered table: 8 px padding each side and a 1 px border; a sortable header adds its arrows. */
export const CELL_PADDING = 8 * 2 + 1;
export const SORTER_WIDTH = 12 + 12;

/**
 * The narrowest a column may be so that its header wraps between words only (never "Wareh / ouse"):
 * its longest word, the cell's padding and, when sortable, the sort arrows. `measure` gives a text's
 * width in the header's font (a canvas in the browser).
 */
export function headerMinWidth(title: string, sortable: boolean, measure: (text: string) => number): number {
  const longest = Math.max(0, ...unbreakableParts(title).map(measure));
  return Math.ceil(longest) + CELL_PADDING + (sortable ? SORTER_WIDTH : 0);
}

/** antd's tag: 12 px text between 7 px of padding and a 1 px border on each side. */
export const TAG_FONT_SIZE = 12;
export const TAG_CHROME = (7 + 1) * 2;

/** The narrowest a column of tags may be (a tag never wraps): its longest label in a tag, and the cell's padding. */
export function tagMinWidth(labels: readonly string[], measure: (text: string) => number): number {
  return labels.length ? Math.ceil(Math.max(...labels.map(measure))) + TAG_CHROME + CELL_PADDING : 0;
}

/** The narrowest a one-line column (`noWrap`) may be: its widest value and the cell's padding. */
export function noWrapMinWidth(values: readonly unknown[], measure: (text: string) => number): number {
  const texts = values.filter((v) => v !== null && v !== undefined && v !== "").map((v) => String(v as string | number));
  return texts.length ? Math.ceil(Math.max(...texts.map(measure))) + CELL_PADDING : 0;
}

const decimalsOf = (v: unknown): number => {
  if (v === null || v === undefined || v === "") return 0;
  const s = String(v);
  const dot = s.indexOf(".");
  return dot < 0 || !/^-?\d+(\.\d+)?$/.test(s) ? 0 : s.length - dot - 1;
};

/**
 * A summary cell of a number column, at the precision its rows are shown with (the most decimals among
 * the page's values). The server sums exactly; showing the total at the rows' own precision keeps a
 * column of 3-decimal volumes from ending in a 2-decimal total that no longer adds up. Money columns
 * keep their 2-decimal display (spec §9), as their rows do.
 */
export function summaryNumber(total: string, rowValues: readonly unknown[]): string {
  const places = Math.max(0, ...rowValues.map(decimalsOf));
  try {
    return new Decimal(total).toFixed(places, Decimal.ROUND_HALF_UP);
  } catch {
    return total;
  }
}

/**
 * The filters a person set (in the search form) as opposed to those that scope the whole list
 * (`autoApply`, e.g. the dictionary type picked on the left): only the former make an empty page
 * "nothing matches your filters".
 */
export function userFilters(active: Record<string, string>, defs: readonly FilterDef[]): Record<string, string> {
  const scoping = new Set(defs.filter((d) => d.autoApply).map(filterParam));
  return Object.fromEntries(Object.entries(active).filter(([k]) => !scoping.has(k)));
}
/** What "clear filters" leaves: only the scoping filters. */
export function scopingFilters(active: Record<string, string>, defs: readonly FilterDef[]): Record<string, string> {
  const user = userFilters(active, defs);
  return Object.fromEntries(Object.entries(active).filter(([k]) => !(k in user)));
}
