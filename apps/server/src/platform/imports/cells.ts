import { z } from "zod";
import { codeTable, type CodeTableType } from "@entrepot/contracts";
import { registerMessages } from "../i18n/messages.js";

/**
 * Cell readers for import row schemas. A sheet's cells arrive as trimmed strings; a reader turns one
 * into the value the row contract expects (a boolean, an integer, one of a code table's values written
 * in any case or as its zh/en name) or says plainly why it cannot:
 *   row: fromCells({ active: cell.yesNo(), quantity: cell.integer(), unit: cell.oneOf(["cm", "inch"]) }, myRowContract)
 * Cells a reader cannot read are reported with their column; the rest go through the contract unchanged.
 */
registerMessages({
  "import.cell.yesNo": { "zh-CN": "须填 是 或 否(也可填 Y/N、1/0)", "en-US": "must be Yes or No (Y/N or 1/0 also work)" },
  "import.cell.integer": { "zh-CN": "须为整数", "en-US": "must be a whole number" },
  "import.cell.oneOf": { "zh-CN": "须为以下之一:{values}", "en-US": "must be one of: {values}" },
});

/** Reads one cell: the value, or `{ error, params }` naming why it cannot be read. */
export type CellReader = (text: string) => unknown;
const unreadable = Symbol("unreadable");
interface Unreadable {
  [unreadable]: true;
  key: string;
  params: Record<string, unknown>;
}
const fail = (key: string, params: Record<string, unknown> = {}): Unreadable => ({ [unreadable]: true, key, params });
const isUnreadable = (v: unknown): v is Unreadable => typeof v === "object" && v !== null && unreadable in v;
const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

const yes = new Set(["是", "y", "yes", "true", "1", "启用", "active"]);
const no = new Set(["否", "n", "no", "false", "0", "停用", "inactive"]);

export const cell: {
  yesNo(): CellReader;
  integer(): CellReader;
  oneOf<V extends string | number>(values: readonly V[], aliases?: Record<string, V>): CellReader;
  code<V extends string | number = string>(type: CodeTableType, as?: (code: string) => V): CellReader;
  upper(): CellReader;
} = {
  /** 是/否, Yes/No, Y/N, true/false, 1/0 (any case). */
  yesNo(): CellReader {
    return (t) => (yes.has(norm(t)) ? true : no.has(norm(t)) ? false : fail("import.cell.yesNo"));
  },
  /** A whole number ("12", "12.0" from a number cell). */
  integer(): CellReader {
    return (t) => (/^[-+]?\d+(\.0+)?$/.test(t) ? Number.parseInt(t, 10) : fail("import.cell.integer"));
  },
  /**
   * One of `values`, matched ignoring case and spaces, or one of `aliases` (names in either language:
   * { 成品: 1, "finished goods": 1 }). Numbers match their digits.
   */
  oneOf<V extends string | number>(values: readonly V[], aliases: Record<string, V> = {}): CellReader {
    const byText = new Map<string, V>(values.map((v) => [norm(String(v)), v]));
    for (const [k, v] of Object.entries(aliases)) byText.set(norm(k), v);
    return (t) => byText.get(norm(t)) ?? fail("import.cell.oneOf", { values: values.join(", ") });
  },
  /**
   * A code table's value (spec constants): its code or its zh/en label, in any case; `as` converts the
   * code (Number for numeric codes).
   */
  code<V extends string | number = string>(type: CodeTableType, as: (code: string) => V = (c) => c as V): CellReader {
    const entries = codeTable(type).entries as readonly { value: string; en: string; zh: string }[];
    const aliases: Record<string, V> = {};
    for (const e of entries) for (const label of [e.en, e.zh]) aliases[label] = as(e.value);
    return cell.oneOf(
      entries.map((e) => as(e.value)),
      aliases,
    );
  },
  /** Upper-case (currency and country codes). */
  upper(): CellReader {
    return (t) => t.toUpperCase();
  },
};

/**
 * A row schema for `registerImport`: reads the named cells with their readers, then checks the row with
 * `contract` (a module's own row contract, so that an import checks exactly what its API checks).
 * An unreadable cell is one issue on its column (a custom issue whose message is a server message key,
 * translated by the import); the contract's issues on the other columns are reported with it.
 */
export function fromCells<S extends z.ZodType>(readers: Record<string, CellReader>, contract: S): z.ZodType<z.output<S>> {
  return z.unknown().transform((raw, ctx) => {
    if (typeof raw !== "object" || raw === null) return contract.parse(raw);
    const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    const failed = new Set<string>();
    for (const [key, read] of Object.entries(readers)) {
      const v = out[key];
      if (typeof v !== "string") continue;
      const value = read(v);
      if (isUnreadable(value)) {
        ctx.addIssue({ code: "custom", message: value.key, path: [key], params: value.params, input: v });
        failed.add(key);
        out[key] = undefined;
      } else out[key] = value;
    }
    const res = contract.safeParse(out);
    if (res.success && !failed.size) return res.data as z.output<S>;
    for (const issue of res.error?.issues ?? []) if (!failed.has(String(issue.path[0] ?? ""))) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<S>>;
}
