/** Descriptors of the attachment files screen (models, types and rules are contracts resources). */
import type { BizAttachRow } from "@entrepot/contracts";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";

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
