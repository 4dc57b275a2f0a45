/** Descriptors of the content area's lists and forms: locale messages and posts. */
import type { LocaleMessageRow } from "@entrepot/contracts";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";

const langOptions = [
  { value: "zh-CN", label: "admin-content:lang.zh-CN" },
  { value: "en-US", label: "admin-content:lang.en-US" },
];

// --- locale messages ----------------------------------------------------------------------------------

export const localeMessageColumns: ColumnDef<LocaleMessageRow>[] = [
  { key: "id", title: "admin-content:common.id", kind: "number", sortable: true, width: 80 },
  { key: "lang", title: "admin-content:locale.lang", sortable: true, width: 110 },
  { key: "msgKey", title: "admin-content:locale.msgKey", sortable: true, width: 260 },
  { key: "text", title: "admin-content:locale.text", sortable: true, ellipsis: true, width: 300 },
  { key: "remark", title: "admin-content:common.remark", ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "updatedAt", title: "admin-content:common.updatedAt", kind: "datetime", sortable: true, width: 160 },
];

export const localeMessageFilters: FilterDef[] = [
  { field: "lang", label: "admin-content:locale.lang", kind: "select", options: langOptions, width: 140 },
  { field: "msgKey", label: "admin-content:locale.msgKey", kind: "text" },
  { field: "text", label: "admin-content:locale.text", kind: "text" },
];

export type LocaleMessageFormValues = Pick<LocaleMessageRow, "lang" | "msgKey" | "text" | "remark">;
export const localeMessageFields: FieldDef<LocaleMessageFormValues>[] = [
  { name: "lang", label: "admin-content:locale.lang", kind: "select", required: true, options: langOptions },
  {
    name: "msgKey",
    label: "admin-content:locale.msgKey",
    kind: "text",
    required: true,
    max: 200,
    placeholder: "shell:menu.home",
    pattern: { regex: /^[A-Za-z][\w-]{0,63}:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,9}$/, message: "admin-content:locale.keyRule" },
  },
  { name: "text", label: "admin-content:locale.text", kind: "textarea", required: true, max: 2000, wide: true },
  { name: "remark", label: "admin-content:common.remark", kind: "textarea", max: 500, wide: true },
];
