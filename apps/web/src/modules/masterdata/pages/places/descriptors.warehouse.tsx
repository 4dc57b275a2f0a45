/** List descriptors of the EAS pushes tab of the warehouse screen. */
import type { EasPushRow } from "@entrepot/contracts";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { PushStatusTag } from "./tags";

const ns = (k: string) => `masterdata-places:${k}`;

export const pushColumns: ColumnDef<EasPushRow>[] = [
  { key: "id", title: ns("common.id"), kind: "number", sortable: true, width: 70 },
  { key: "entityCode", title: ns("push.entity"), sortable: true, width: 110 },
  { key: "status", title: ns("push.status"), sortable: true, width: 90, render: (r) => <PushStatusTag status={r.status} /> },
  { key: "attempts", title: ns("push.attempts"), kind: "number", width: 90 },
  { key: "lastError", title: ns("push.lastError"), width: 220, ellipsis: true },
  { key: "requestedByName", title: ns("push.requestedBy"), width: 160 },
  { key: "createdAt", title: ns("push.createdAt"), kind: "datetime", sortable: true, width: 160 },
  { key: "sentAt", title: ns("push.sentAt"), kind: "datetime", sortable: true, width: 160 },
  { key: "nextAttemptAt", title: ns("push.nextAttemptAt"), kind: "datetime", width: 160, hiddenByDefault: true },
];
export const pushFilters: FilterDef[] = [
  { field: "entityCode", label: ns("push.entity"), kind: "text", width: 130 },
  {
    field: "status",
    label: ns("push.status"),
    kind: "select",
    options: ["pending", "sent", "failed"].map((v) => ({ value: v, label: ns(`push.statuses.${v}`) })),
    width: 120,
  },
];
