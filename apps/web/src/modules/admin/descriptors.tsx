/** The dictionary resources' descriptors: list columns, search filters, form fields, detail fields. */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DictDataRow, type DictTypeRow, tagColours, type TagColour } from "@entrepot/contracts";
import { BuiltInTag } from "../../components/BuiltInTag";
import type { ColumnDef, DetailFieldDef, FieldDef, FilterDef } from "../../components/resource/types";

function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("admin");
  return enabled ? <Tag color="success">{t("status.enabled")}</Tag> : <Tag>{t("status.disabled")}</Tag>;
}

export const asTagColour = (v: string | null | undefined): TagColour | null => tagColours.find((c) => c === v) ?? null;

// --- dictionary types ---------------------------------------------------------------------------------

export const dictTypeColumns: ColumnDef<DictTypeRow>[] = [
  { key: "dictId", title: "admin:dictType.dictId", kind: "number", sortable: true, width: 80 },
  {
    key: "dictType",
    title: "admin:dictType.dictType",
    sortable: true,
    width: 230,
    render: (row) => (
      <>
        <Link to={`/dict/data?dictType=${encodeURIComponent(row.dictType)}`}>{row.dictType}</Link>
        {row.builtIn && <BuiltInTag />}
      </>
    ),
  },
  { key: "dictNameZh", title: "admin:dictType.dictNameZh", sortable: true, width: 150 },
  { key: "dictNameEn", title: "admin:dictType.dictNameEn", sortable: true, width: 200 },
  { key: "entryCount", title: "admin:dictType.entryCount", kind: "number", sortable: true, width: 90 },
  { key: "enabled", title: "admin:dictType.enabled", width: 90, render: (row) => <EnabledTag enabled={row.enabled} /> },
  { key: "remark", title: "admin:dictType.remark", ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "updatedAt", title: "admin:dictType.updatedAt", kind: "datetime", sortable: true, width: 150 },
  { key: "createdAt", title: "admin:dictType.createdAt", kind: "datetime", width: 170, hiddenByDefault: true },
];

export const dictTypeFilters: FilterDef[] = [
  { field: "dictType", label: "admin:dictType.dictType", kind: "text" },
  { field: "dictName", label: "admin:dictType.dictName", kind: "text" },
  { field: "builtIn", label: "admin:dictType.builtIn", kind: "bool", width: 110 },
  {
    field: "enabled",
    label: "admin:dictType.enabled",
    kind: "select",
    width: 110,
    options: [
      { value: "true", label: "admin:status.enabled" },
      { value: "false", label: "admin:status.disabled" },
    ],
  },
  { field: "updatedAt", label: "admin:dictType.updatedAt", kind: "dateRange", dateValue: "timestamp" },
];

/** Create and edit share the form; the code is set once (shown read-only on edit). */
export type DictTypeFormValues = Pick<DictTypeRow, "dictType" | "dictNameZh" | "dictNameEn" | "enabled" | "remark">;
export const dictTypeFields: FieldDef<DictTypeFormValues>[] = [
  {
    name: "dictType",
    label: "admin:dictType.dictType",
    kind: "text",
    required: true,
    max: 64,
    pattern: { regex: /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, message: "admin:dictType.codeRule" },
    readOnly: ({ mode }) => mode === "edit",
  },
  { name: "dictNameZh", label: "admin:dictType.dictNameZh", kind: "text", required: true, max: 100 },
  { name: "dictNameEn", label: "admin:dictType.dictNameEn", kind: "text", required: true, max: 100 },
  { name: "enabled", label: "admin:dictType.enabled", kind: "switch" },
  { name: "remark", label: "admin:dictType.remark", kind: "textarea", max: 500 },
];

export const dictTypeDetail: DetailFieldDef<DictTypeRow>[] = [
  {
    key: "dictType",
    label: "admin:dictType.dictType",
    render: (row) =>
      row.builtIn ? (
        <>
          {row.dictType}
          <BuiltInTag />
        </>
      ) : (
        row.dictType
      ),
  },
  { key: "dictNameZh", label: "admin:dictType.dictNameZh" },
  { key: "dictNameEn", label: "admin:dictType.dictNameEn" },
  { key: "entryCount", label: "admin:dictType.entryCount", kind: "number" },
  { key: "enabled", label: "admin:dictType.enabled", render: (row) => <EnabledTag enabled={row.enabled} /> },
  { key: "updatedAt", label: "admin:dictType.updatedAt", kind: "datetime" },
  { key: "remark", label: "admin:dictType.remark", span: 3 },
];

// --- dictionary entries -------------------------------------------------------------------------------

export const dictDataColumns: ColumnDef<DictDataRow>[] = [
  { key: "dictCode", title: "admin:dictData.dictCode", kind: "number", sortable: true, width: 80 },
  {
    key: "dictValue",
    title: "admin:dictData.dictValue",
    sortable: true,
    width: 180,
    render: (row) => (
      <>
        <code>{row.dictValue}</code>
        {row.builtIn && <BuiltInTag />}
      </>
    ),
  },
  { key: "dictLabelZh", title: "admin:dictData.dictLabelZh", width: 150 },
  { key: "dictLabelEn", title: "admin:dictData.dictLabelEn", width: 200 },
  {
    key: "cssClass",
    title: "admin:dictData.preview",
    width: 140,
    render: (row) => <Tag color={row.cssClass && row.cssClass !== "default" ? row.cssClass : undefined}>{row.dictLabel}</Tag>,
  },
  { key: "dictSort", title: "admin:dictData.dictSort", kind: "number", sortable: true, width: 80 },
  { key: "isDefault", title: "admin:dictData.isDefault", kind: "bool", width: 80 },
  { key: "enabled", title: "admin:dictData.enabled", width: 90, render: (row) => <EnabledTag enabled={row.enabled} /> },
  { key: "remark", title: "admin:dictData.remark", ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "updatedAt", title: "admin:dictData.updatedAt", kind: "datetime", sortable: true, width: 150 },
];

export const dictDataFilters = (typeOptions: { value: string; label: string }[]): FilterDef[] => [
  { field: "dictType", label: "admin:dictData.dictType", kind: "select", options: typeOptions, autoApply: true, width: 300 },
  { field: "dictValue", label: "admin:dictData.dictValue", kind: "text", width: 140 },
  { field: "dictLabel", label: "admin:dictData.dictLabel", kind: "text", width: 160 },
  {
    field: "enabled",
    label: "admin:dictData.enabled",
    kind: "select",
    width: 110,
    options: [
      { value: "true", label: "admin:status.enabled" },
      { value: "false", label: "admin:status.disabled" },
    ],
  },
];

/** `builtIn` has no field: it comes in with the edited row and decides whether the value is editable. */
export type DictEntryFormValues = Pick<
  DictDataRow,
  "dictValue" | "dictLabelZh" | "dictLabelEn" | "dictSort" | "cssClass" | "isDefault" | "enabled" | "remark" | "builtIn"
>;
export const dictEntryFields: FieldDef<DictEntryFormValues>[] = [
  {
    name: "dictValue",
    label: "admin:dictData.dictValue",
    kind: "text",
    required: true,
    max: 64,
    // a built-in entry's value is a code the system relies on
    readOnly: ({ mode, initial }) => mode === "edit" && !!initial?.builtIn,
  },
  { name: "dictSort", label: "admin:dictData.dictSort", kind: "number", min: 0, max: 99999 },
  { name: "dictLabelZh", label: "admin:dictData.dictLabelZh", kind: "text", required: true, max: 100 },
  { name: "dictLabelEn", label: "admin:dictData.dictLabelEn", kind: "text", required: true, max: 100 },
  { name: "cssClass", label: "admin:dictData.cssClass", kind: "select", options: tagColours.map((c) => ({ value: c, label: c })) },
  { name: "isDefault", label: "admin:dictData.isDefault", kind: "switch" },
  { name: "enabled", label: "admin:dictData.enabled", kind: "switch" },
  { name: "remark", label: "admin:dictData.remark", kind: "textarea", max: 500 },
];
