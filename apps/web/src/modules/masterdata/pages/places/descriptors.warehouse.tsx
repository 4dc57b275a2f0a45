/** List descriptors of the warehouse screens: warehouses, batch rules, EAS pushes, assignments. */
import type { EasPushRow, WarehouseRow } from "@entrepot/contracts";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { ActiveTag, PushStatusTag, WarehouseTypeTag } from "./tags";

const ns = (k: string) => `masterdata-places:${k}`;
export const warehouseTypeOptions = ["1", "2", "3", "4"].map((v) => ({ value: v, label: ns(`warehouseType.${v}`) }));

/** `staff`: the operator's own view (who else uses the warehouse, whether sellers see it). */
export const warehouseColumns = (showOperator: boolean, staff: boolean): ColumnDef<WarehouseRow>[] => [
  { key: "code", title: ns("warehouse.code"), sortable: true, width: 130, fixed: "left" },
  { key: "name", title: ns("warehouse.name"), sortable: true, width: 220, ellipsis: true },
  {
    key: "warehouseType",
    title: ns("warehouse.type"),
    sortable: true,
    width: 110,
    render: (r) => <WarehouseTypeTag type={r.warehouseType} />,
  },
  { key: "active", title: ns("common.status"), sortable: true, width: 80, render: (r) => <ActiveTag active={r.active} /> },
  { key: "pageDisplay", title: ns("warehouse.pageDisplay"), sortable: true, width: 100, kind: "bool", hiddenByDefault: !staff },
  { key: "orgName", title: ns("warehouse.operator"), width: 180, ellipsis: true, hiddenByDefault: !showOperator },
  { key: "state", title: ns("common.state"), sortable: true, width: 80 },
  { key: "city", title: ns("common.city"), sortable: true, width: 120 },
  { key: "address1", title: ns("common.address1"), width: 200, ellipsis: true, hiddenByDefault: true },
  { key: "postcode", title: ns("common.postcode"), width: 100 },
  { key: "timeZone", title: ns("warehouse.timeZone"), sortable: true, width: 170, hiddenByDefault: true },
  { key: "capacityM3", title: ns("warehouse.capacity"), kind: "number", sortable: true, width: 120, summary: true },
  { key: "assignedOrgCount", title: ns("warehouse.assignedOrgCount"), kind: "number", sortable: true, width: 110, hiddenByDefault: !staff },
  { key: "updatedAt", title: ns("common.updatedAt"), kind: "datetime", sortable: true, width: 160, hiddenByDefault: true },
];
export const warehouseFilters: FilterDef[] = [
  { field: "code", label: ns("warehouse.code"), kind: "text", width: 140 },
  { field: "name", label: ns("warehouse.name"), kind: "text" },
  { field: "warehouseType", label: ns("warehouse.type"), kind: "select", options: warehouseTypeOptions, width: 130 },
  { field: "state", label: ns("common.state"), kind: "text", op: "EQ", width: 90 },
  { field: "active", label: ns("common.status"), kind: "bool", width: 100 },
];

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
