/** Descriptors of the attachment screens: rules and files (models and types are contracts resources). */
import type { AttachCatalogRow, AttachRuleRow, BizAttachRow, FileFormat } from "@entrepot/contracts";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";

export const ruleColumns: ColumnDef<AttachRuleRow>[] = [
  { key: "modelCode", title: "admin-content:attach.model", sortable: true, width: 200, render: (r) => `${r.modelName} (${r.modelCode})` },
  { key: "typeCode", title: "admin-content:attach.type", sortable: true, width: 200, render: (r) => `${r.typeName} (${r.typeCode})` },
  { key: "formats", title: "admin-content:attach.formats", width: 220, render: (r) => r.formats.join(", ") },
  { key: "maxSizeKb", title: "admin-content:attach.maxSizeKb", kind: "number", sortable: true, width: 130 },
  { key: "remark", title: "admin-content:common.remark", ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "updatedAt", title: "admin-content:common.updatedAt", kind: "datetime", sortable: true, width: 160 },
];
export const ruleFilters: FilterDef[] = [
  { field: "modelCode", label: "admin-content:attach.model", kind: "text" },
  { field: "typeCode", label: "admin-content:attach.type", kind: "text" },
];

// a type-only import of the contracts keeps zod out of this chunk: the list mirrors `fileFormats`
const formats: readonly FileFormat[] = ["pdf", "png", "jpg", "gif", "webp", "xlsx", "docx", "zip", "csv", "txt"];
const formatList = new RegExp(`^\\s*(${formats.join("|")})(\\s*[,，]\\s*(${formats.join("|")}))*\\s*$`);
export const parseFormats = (text: string) =>
  text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean) as FileFormat[];

export interface RuleFormValues {
  modelId: string;
  typeId: string;
  formats: string;
  maxSizeKb: number;
  remark: string | null;
}
export function ruleFields(models: AttachCatalogRow[], types: AttachCatalogRow[]): FieldDef<RuleFormValues>[] {
  const opts = (rows: AttachCatalogRow[]) => rows.map((r) => ({ value: String(r.id), label: `${r.name} (${r.code})` }));
  return [
    { name: "modelId", label: "admin-content:attach.model", kind: "select", required: true, options: opts(models) },
    { name: "typeId", label: "admin-content:attach.type", kind: "select", required: true, options: opts(types) },
    {
      name: "formats",
      label: "admin-content:attach.formats",
      kind: "text",
      required: true,
      max: 200,
      pattern: { regex: formatList, message: "admin-content:attach.formatsRule" },
      help: "admin-content:attach.formatsHelp",
    },
    { name: "maxSizeKb", label: "admin-content:attach.maxSizeKb", kind: "number", required: true, min: 1, max: 102400 },
    { name: "remark", label: "admin-content:common.remark", kind: "textarea", max: 500 },
  ];
}

export const fileColumns: ColumnDef<BizAttachRow>[] = [
  { key: "fileName", title: "admin-content:attach.fileName", sortable: true, width: 240 },
  { key: "modelCode", title: "admin-content:attach.model", sortable: true, width: 140 },
  { key: "typeCode", title: "admin-content:attach.type", sortable: true, width: 140 },
  { key: "bizId", title: "admin-content:attach.bizId", sortable: true, width: 120 },
  { key: "format", title: "admin-content:attach.format", sortable: true, width: 90 },
  { key: "sizeBytes", title: "admin-content:attach.sizeBytes", kind: "number", sortable: true, width: 120 },
  { key: "uploadedBy", title: "admin-content:attach.uploadedBy", width: 140 },
  { key: "createdAt", title: "admin-content:attach.createdAt", kind: "datetime", sortable: true, width: 160 },
];
export const fileFilters: FilterDef[] = [
  { field: "fileName", label: "admin-content:attach.fileName", kind: "text" },
  { field: "modelCode", label: "admin-content:attach.model", kind: "text" },
  { field: "bizId", label: "admin-content:attach.bizId", kind: "text" },
  { field: "createdAt", label: "admin-content:attach.createdAt", kind: "dateRange", dateValue: "timestamp" },
];
