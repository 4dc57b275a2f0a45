/** Descriptors of the business area's lists and forms. Texts are `md-business:` keys. */
import Tag from "antd/es/tag";
import type { StoreAccountRow, StoreAccountStatus } from "@entrepot/contracts";
import { i18n } from "../../../../lib/i18n";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";

type Option = { value: string; label: string };
const k = (key: string) => `md-business:${key}`;
const activeOptions: Option[] = [
  { value: "true", label: k("common.yes") },
  { value: "false", label: k("common.no") },
];
const activeTag = (active: boolean) =>
  active ? <Tag color="success">{i18n.t(k("common.active"))}</Tag> : <Tag>{i18n.t(k("common.inactiveTag"))}</Tag>;
const orgCol = <Row extends { orgCode: string }>(): ColumnDef<Row> => ({
  key: "orgCode" as Extract<keyof Row, string>,
  title: k("common.org"),
  sortable: true,
  width: 100,
});

// ---- store accounts and ads ----

const statusColour: Record<StoreAccountStatus, string> = { normal: "success", authorisation_expired: "warning", suspended: "error" };
export const storeStatusOptions: Option[] = (["normal", "authorisation_expired", "suspended"] as const).map((s) => ({
  value: s,
  label: k(`shop.statuses.${s}`),
}));
export const accountColumns: ColumnDef<StoreAccountRow>[] = [
  orgCol<StoreAccountRow>(),
  { key: "title", title: k("shop.store"), sortable: true, width: 180 },
  { key: "channelName", title: k("shop.type"), sortable: true, sortKey: "type", width: 110 },
  { key: "countryCode", title: k("common.country"), sortable: true, width: 80 },
  { key: "siteName", title: k("shop.site"), sortable: true, width: 150 },
  { key: "marketplaceId", title: k("shop.marketplaceId"), width: 160, hiddenByDefault: true },
  { key: "currency", title: k("common.currency"), sortable: true, width: 80 },
  { key: "channelCategoryName", title: k("shop.category"), width: 180, ellipsis: true },
  { key: "returnWarehouseCode", title: k("shop.returnWarehouse"), sortable: true, width: 110 },
  {
    key: "status",
    title: k("common.status"),
    sortable: true,
    width: 120,
    render: (r) => <Tag color={statusColour[r.status]}>{i18n.t(k(`shop.statuses.${r.status}`))}</Tag>,
  },
  { key: "active", title: k("common.active"), sortable: true, width: 90, render: (r) => activeTag(r.active) },
  { key: "updatedAt", title: k("common.updatedAt"), kind: "datetime", sortable: true, width: 160, hiddenByDefault: true },
];
export const accountFilters = (orgs: Option[] | null, platforms: Option[]): FilterDef[] => [
  ...(orgs ? [{ field: "orgId", label: k("common.org"), kind: "select" as const, options: orgs, width: 160 }] : []),
  { field: "title", label: k("shop.store"), kind: "text" },
  { field: "type", label: k("shop.type"), kind: "select", options: platforms, width: 140 },
  { field: "countryCode", label: k("common.country"), kind: "text", width: 100 },
  { field: "status", label: k("common.status"), kind: "select", options: storeStatusOptions, width: 150 },
  { field: "active", label: k("common.active"), kind: "select", options: activeOptions, width: 110 },
];

/** Empty strings from optional inputs go to the server as null. */
export { orNull } from "../../../../components/format";
export const idOrNull = (v: string | null | undefined) => (v ? Number(v) : null);
