/** Descriptors of the business area's lists and forms. Texts are `md-business:` keys. */
import Tag from "antd/es/tag";
import type { CustomerManageRow, CustomerRow, StoreAccountRow, StoreAccountStatus } from "@entrepot/contracts";
import { i18n } from "../../../../lib/i18n";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";

type Option = { value: string; label: string };
const k = (key: string) => `md-business:${key}`;
const bizCode = { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, message: k("common.codeRule") };
export const activeOptions: Option[] = [
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

// ---- customers and salespeople ----

const customerBase: ColumnDef<CustomerManageRow>[] = [
  { key: "code", title: k("customer.code"), sortable: true, width: 110 },
  { key: "customerName", title: k("customer.name"), sortable: true, width: 220 },
  { key: "linkedOrgCode", title: k("customer.linkedOrg"), sortable: true, width: 110 },
  { key: "salespersonName", title: k("customer.salesperson"), sortable: true, width: 140 },
  { key: "accountStatus", title: k("customer.accountStatus"), kind: "dict", dictType: "customerAccountStatus", sortable: true, width: 110 },
];
export const customerColumns: ColumnDef<CustomerRow>[] = [
  ...(customerBase as ColumnDef<CustomerRow>[]),
  { key: "billingCurrency", title: k("customer.billingCurrency"), sortable: true, width: 100 },
  { key: "creditLimit", title: k("customer.creditLimit"), kind: "money", currency: (r) => r.billingCurrency, sortable: true, width: 150 },
  { key: "paymentTermsDays", title: k("customer.terms"), kind: "number", sortable: true, width: 110 },
  { key: "contractStart", title: k("customer.contractStart"), kind: "date", sortable: true, width: 120, hiddenByDefault: true },
  { key: "contractEnd", title: k("customer.contractEnd"), kind: "date", sortable: true, width: 120 },
  { key: "contactName", title: k("common.contact"), sortable: true, width: 120 },
  { key: "contactPhone", title: k("customer.contactPhone"), width: 140, hiddenByDefault: true },
];
export const customerManageColumns: ColumnDef<CustomerManageRow>[] = [
  ...customerBase,
  { key: "statusReason", title: k("customer.statusReason"), ellipsis: true, width: 200 },
  { key: "warehouseCodes", title: k("customer.warehouses"), width: 200, ellipsis: true },
  { key: "storeAccountCount", title: k("customer.storeAccounts"), kind: "number", sortable: true, width: 90 },
  { key: "creditLimit", title: k("customer.creditLimit"), kind: "money", currency: (r) => r.billingCurrency, sortable: true, width: 150 },
  { key: "statusChangedAt", title: k("common.updatedAt"), kind: "datetime", width: 160, hiddenByDefault: true },
];
export const customerFilters = (salespeople: Option[]): FilterDef[] => [
  { field: "code", label: k("customer.code"), kind: "text" },
  { field: "customerName", label: k("customer.name"), kind: "text" },
  { field: "accountStatus", label: k("customer.accountStatus"), kind: "dict", dictType: "customerAccountStatus", width: 130 },
  { field: "salespersonId", label: k("customer.salesperson"), kind: "select", options: salespeople, width: 150 },
];
export type CustomerFormValues = {
  code: string;
  customerName: string;
  linkedOrgId?: string | null;
  salespersonId?: string | null;
  billingCurrency: string;
  creditLimit: string;
  paymentTermsDays: number;
  contractStart?: string | null;
  contractEnd?: string | null;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  remark?: string;
};
export const customerFields = (orgs: Option[], salespeople: Option[]): FieldDef<CustomerFormValues>[] => [
  { name: "code", label: k("customer.code"), kind: "text", required: true, max: 32, pattern: bizCode },
  { name: "customerName", label: k("customer.name"), kind: "text", required: true, max: 100 },
  { name: "linkedOrgId", label: k("customer.linkedOrg"), kind: "select", options: orgs },
  { name: "salespersonId", label: k("customer.salesperson"), kind: "select", options: salespeople },
  { name: "billingCurrency", label: k("customer.billingCurrency"), kind: "dict", dictType: "currencies", required: true },
  { name: "creditLimit", label: k("customer.creditLimit"), kind: "money", required: true },
  { name: "paymentTermsDays", label: k("customer.terms"), kind: "number", min: 0, max: 365, required: true },
  { name: "contractStart", label: k("customer.contractStart"), kind: "date" },
  { name: "contractEnd", label: k("customer.contractEnd"), kind: "date" },
  { name: "contactName", label: k("common.contact"), kind: "text", max: 100 },
  { name: "contactPhone", label: k("customer.contactPhone"), kind: "text", max: 40 },
  { name: "contactEmail", label: k("customer.contactEmail"), kind: "text", max: 200 },
  { name: "remark", label: k("common.remark"), kind: "textarea", max: 500, wide: true },
];

/** Empty strings from optional inputs go to the server as null. */
export { orNull } from "../../../../components/format";
export const idOrNull = (v: string | null | undefined) => (v ? Number(v) : null);
