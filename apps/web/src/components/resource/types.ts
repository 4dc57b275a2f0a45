/**
 * Descriptors: one per resource drives its list, search form, create/edit form and detail view
 * (ARCHITECTURE §6). Texts are i18n keys ("admin:dictType.code"); a string that is not a key shows as is.
 */
import type { ReactNode } from "react";
import type { Rule } from "antd/es/form";
import type { FilterOp } from "@entrepot/contracts";

/** How a value is shown in a list cell or a detail field. */
export type ValueKind = "text" | "number" | "dict" | "money" | "date" | "datetime" | "bool";

export interface ValueDisplay<Row> {
  kind?: ValueKind;
  /** kind "dict": the dictionary type whose label and colour show for the value. */
  dictType?: string;
  /** kind "money": the currency code, or the row field holding it. */
  currency?: string | ((row: Row) => string | null | undefined);
  /** Anything else: render it yourself. */
  render?: (row: Row) => ReactNode;
}

export interface ColumnDef<Row> extends ValueDisplay<Row> {
  key: Extract<keyof Row, string>;
  title: string;
  /** Sortable on the server; `sortKey` when the sort field (sidx) is not the column key. */
  sortable?: boolean;
  sortKey?: string;
  width?: number;
  fixed?: "left" | "right";
  ellipsis?: boolean;
  /** Codes (batch or document numbers) stay on one line: the column is at least as wide as the page's widest value. */
  noWrap?: boolean;
  /** The narrowest the column may be when the table shrinks its columns to fit (a column of tags, which never wrap). */
  minWidth?: number;
  /** Not shown until the user turns it on in the column settings. */
  hiddenByDefault?: boolean;
  /** Shows `summary[key]` of the list reply in the summary row. */
  summary?: boolean;
}

export type FilterKind = "text" | "number" | "dict" | "select" | "bool" | "dateRange";

export interface FilterDef {
  /** The server's filter field: sent as `search[OP_field]`. */
  field: string;
  label: string;
  kind: FilterKind;
  /** Defaults: text LIKE, dateRange BETWEEN, everything else EQ. */
  op?: FilterOp;
  dictType?: string;
  options?: { value: string; label: string }[];
  /** dateRange on a timestamp field sends whole local days as ISO instants; on a date field, YYYY-MM-DD. */
  dateValue?: "date" | "timestamp";
  /** Apply as soon as the value changes, and survive "Reset" (a select that scopes the whole list). */
  autoApply?: boolean;
  width?: number;
}

/** money: a decimal string (up to 4 decimals); date: a "YYYY-MM-DD" string; tags: a list of strings typed in. */
export type FieldKind = "text" | "textarea" | "number" | "switch" | "dict" | "select" | "money" | "date" | "tags";
export type FormMode = "create" | "edit";

export interface FieldDef<Values> {
  name: Extract<keyof Values, string>;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Text: maximum length; number: maximum value. */
  max?: number;
  min?: number;
  pattern?: { regex: RegExp; message: string };
  dictType?: string;
  options?: { value: string; label: string }[];
  /** select: several values (an array). */
  multiple?: boolean;
  /** Options that depend on the other fields' current values (e.g. a platform's countries); wins over `options`. */
  optionsFrom?: (values: Partial<Values>) => { value: string; label: string }[];
  /** The field these options depend on: its value is cleared when that one changes (a warehouse's customers). */
  dependsOn?: Extract<keyof Values, string>;
  placeholder?: string;
  help?: string;
  /** Shown but not editable (e.g. the value of a built-in entry). */
  readOnly?: boolean | ((ctx: FieldContext<Values>) => boolean);
  /** Left out of the form (e.g. a code that can only be set on create). */
  hidden?: boolean | ((ctx: FieldContext<Values>) => boolean);
  /** Takes the whole row in a two-column form. */
  wide?: boolean;
  /** Rules derived elsewhere (from the save schema: components/resource/schemaForm.ts); replace required/max/pattern. */
  rules?: Rule[];
}
export interface FieldContext<Values> {
  mode: FormMode;
  initial: Partial<Values> | undefined;
  /** The form's current values (a field shown only for some choice of another). */
  values: Partial<Values>;
}

export interface DetailFieldDef<Row> extends ValueDisplay<Row> {
  key: Extract<keyof Row, string>;
  label: string;
  span?: number;
}
