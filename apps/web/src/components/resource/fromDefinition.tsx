/**
 * The descriptors of a contracts resource definition (`defineResource`): list columns, filters, form
 * fields (with rules from the save schema) and detail fields, in the user's language.
 */
import type { ReactNode } from "react";
import Tag from "antd/es/tag";
import { type AnyResource, inList, isEmptyValue, type Locale, optionLabel, type ResourceField, resourceFields } from "@entrepot/contracts";
import { fieldLimits, schemaRules, type Translate } from "./schemaForm";
import { TAG_FONT_SIZE, tagMinWidth } from "./tableLayout";
import { textWidth } from "./textWidth";
import type { ColumnDef, DetailFieldDef, FieldDef, FieldKind, FilterDef, ValueKind } from "./types";

export type Option = { value: string; label: string };
type Field = ResourceField & { key: string };
/** Per field key: what a screen adds (a cell of its own, options loaded from the server). */
export type Renders<Row> = Partial<Record<string, (row: Row) => ReactNode>>;

const valueKind: Record<ResourceField["kind"], ValueKind> = {
  text: "text",
  textarea: "text",
  number: "number",
  money: "money",
  date: "date",
  datetime: "datetime",
  bool: "bool",
  dict: "dict",
  enum: "text",
  ref: "text",
};

/** A value with options shows its label (as a coloured tag when the option has a colour). */
function optionCell<Row>(f: Field, locale: Locale): ((row: Row) => ReactNode) | undefined {
  if (!f.options?.length) return undefined;
  return (row) => {
    const v = (row as Record<string, unknown>)[f.key];
    if (Array.isArray(v)) return optionLabel(f, v, locale);
    const o = f.options!.find((x) => String(x.value) === String(v));
    if (!o) return optionLabel(f, v, locale);
    // a tag on one line: its column is kept as wide as the longest one (definitionColumns' minWidth)
    return o.color ? (
      <Tag color={o.color} style={{ whiteSpace: "nowrap" }}>
        {o.label[locale]}
      </Tag>
    ) : (
      o.label[locale]
    );
  };
}

/** A list of texts (a text field with `multiple`) shows them joined. */
function textsCell<Row>(f: Field): ((row: Row) => ReactNode) | undefined {
  if (!f.multiple || f.options?.length) return undefined;
  return (row) => {
    const v = (row as Record<string, unknown>)[f.key];
    return Array.isArray(v) ? v.join(", ") : (v as ReactNode);
  };
}

/** A field with an `empty` label shows it (in italics) where the row has no value. */
function emptyCell<Row>(f: Field, locale: Locale, base: ((row: Row) => ReactNode) | undefined) {
  if (!f.empty) return base;
  return (row: Row) => {
    const v = (row as Record<string, unknown>)[f.key];
    return isEmptyValue(v) ? <em>{f.empty![locale]}</em> : base ? base(row) : String(v as string | number);
  };
}

function display<Row>(f: Field, locale: Locale, renders: Renders<Row>) {
  return {
    kind: valueKind[f.kind],
    dictType: f.dictType,
    currency: f.currencyField ? (row: Row) => (row as Record<string, unknown>)[f.currencyField!] as string | null : undefined,
    render: renders[f.key] ?? emptyCell<Row>(f, locale, optionCell<Row>(f, locale) ?? textsCell<Row>(f)),
  };
}

/**
 * The definition without some fields, for a viewer who does not get them (e.g. the owner column where a
 * seller sees only its own records): no column, filter, detail or form field.
 */
export function withoutFields<D extends AnyResource>(def: D, keys: readonly string[] | undefined): D {
  if (!keys?.length) return def;
  const fields = Object.fromEntries(Object.entries(def.fields).filter(([key]) => !keys.includes(key)));
  return { ...def, fields };
}

export function definitionColumns<Row>(def: AnyResource, locale: Locale, renders: Renders<Row> = {}): ColumnDef<Row>[] {
  return resourceFields(def)
    .filter((f) => inList(def, f))
    .map((f) => ({
      key: f.key as Extract<keyof Row, string>,
      title: f.label[locale],
      sortable: f.sort ?? true,
      width: f.width,
      ellipsis: f.kind === "textarea" || undefined,
      hiddenByDefault: f.list === "hidden" || undefined,
      summary: f.summary,
      // options shown as coloured tags (statuses): no narrower than the longest tag, which does not wrap
      minWidth: !renders[f.key] && f.options?.some((o) => o.color) ? optionTagWidth(f, locale) : undefined,
      ...display(f, locale, renders),
    }));
}

const optionTagWidth = (f: Field, locale: Locale) =>
  tagMinWidth(
    f.options!.map((o) => o.label[locale]),
    (text) => textWidth(text, 400, TAG_FONT_SIZE),
  );

export function definitionDetail<Row>(def: AnyResource, locale: Locale, renders: Renders<Row> = {}): DetailFieldDef<Row>[] {
  return resourceFields(def)
    .filter((f) => (f.detail ?? (f.list !== false || f.form)) && f.key in def.row.shape)
    .map((f) => ({
      key: f.key as Extract<keyof Row, string>,
      label: f.label[locale],
      span: f.kind === "textarea" ? 2 : undefined,
      ...display(f, locale, renders),
    }));
}

const optionsOf = (f: Field, locale: Locale): Option[] | undefined =>
  f.options?.map((o) => ({ value: String(o.value), label: o.label[locale] }));

export function definitionFilters(def: AnyResource, locale: Locale, options: Record<string, Option[] | undefined> = {}): FilterDef[] {
  return resourceFields(def)
    .filter((f) => f.filter && (f.kind !== "ref" || options[f.key]))
    .map((f) => {
      const spec = typeof f.filter === "object" ? f.filter : {};
      const base = { field: f.key, label: f.label[locale], op: spec.op, width: spec.width, autoApply: spec.autoApply };
      if (f.options?.length || options[f.key]) return { ...base, kind: "select" as const, options: options[f.key] ?? optionsOf(f, locale) };
      if (f.kind === "bool") return { ...base, kind: "bool" as const };
      if (f.kind === "dict") return { ...base, kind: "dict" as const, dictType: f.dictType };
      if (f.kind === "date" || f.kind === "datetime")
        return { ...base, kind: "dateRange" as const, dateValue: f.kind === "date" ? ("date" as const) : ("timestamp" as const) };
      if (f.kind === "number") return { ...base, kind: "number" as const };
      return { ...base, kind: "text" as const };
    });
}

/** The form input of a field; a text field with `multiple` takes a list of texts typed in (tags). */
const inputKind = (f: Field, hasOptions: boolean): FieldKind => {
  if (hasOptions) return "select";
  switch (f.kind) {
    case "textarea":
    case "number":
    case "money":
    case "date":
    case "dict":
      return f.kind;
    case "bool":
      return "switch";
    case "enum":
    case "ref":
      return "select";
    default:
      return f.multiple ? "tags" : "text";
  }
};

/**
 * The form fields: the definition's `form` fields, their rules derived from the save schema (on edit from
 * the update schema where it has the field).
 */
export function definitionFields<Values>(
  def: AnyResource,
  locale: Locale,
  t: Translate,
  options: Record<string, Option[] | undefined> = {},
  mode: "create" | "edit" = "create",
): FieldDef<Values>[] {
  const schemaOf = (key: string) => (mode === "edit" && def.update && key in def.update.shape ? def.update : def.save);
  return resourceFields(def)
    .filter((f) => f.form && (f.kind !== "ref" || options[f.key]))
    .map((f) => {
      const opts = options[f.key] ?? (f.kind === "bool" ? undefined : optionsOf(f, locale));
      const label = f.label[locale];
      const schema = schemaOf(f.key);
      const limits = fieldLimits(schema);
      // a number the contract takes as a decimal string (a measure) is typed as text: no binary rounding
      const kind = f.kind === "number" && limits[f.key]?.type === "string" ? "text" : inputKind(f, !!opts);
      return {
        name: f.key as Extract<keyof Values, string>,
        label,
        kind,
        required: f.required || limits[f.key]?.required,
        max: limits[f.key]?.max,
        min: limits[f.key]?.min,
        dictType: f.dictType,
        options: opts,
        multiple: f.multiple,
        placeholder: f.placeholder?.[locale],
        help: f.help?.[locale],
        wide: f.wide,
        hidden: f.form === "create" ? ({ mode }) => mode === "edit" : undefined,
        readOnly: f.form === "readonly" ? ({ mode }) => mode === "edit" : undefined,
        rules: [
          ...(f.required && !limits[f.key]?.required ? [{ required: true, message: t("form.required", { label }) }] : []),
          ...schemaRules(
            schema,
            f.key,
            label,
            locale,
            t,
            kind === "number" ? "number" : kind === "text" || kind === "textarea" ? "text" : "other",
          ),
        ],
      };
    });
}

/** The form's starting values of a row: its form fields, ids and codes as the inputs hold them. */
export function formValuesOf(def: AnyResource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of resourceFields(def).filter((x) => x.form)) {
    const v = row[f.key];
    if (v === null || v === undefined) continue;
    const asOption = (x: unknown) => (typeof x === "number" ? String(x) : x);
    // a picker's options hold strings: ids (and a list of them, `multiple`) are put as the options hold them
    out[f.key] = f.kind === "enum" || f.kind === "ref" ? (Array.isArray(v) ? v.map(asOption) : asOption(v)) : v;
  }
  return out;
}
