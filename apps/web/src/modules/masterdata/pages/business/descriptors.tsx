/** Descriptors of the business area's lists and forms. Texts are `md-business:` keys. */
import Tag from "antd/es/tag";
import type { CustomerManageRow, CustomerRow, ProductLineRow, StoreAccountRow, StoreAccountStatus, StoreAdsRow, SupplierRow } from "@entrepot/contracts";
import { i18n } from "../../../../app/i18n";
import type { ColumnDef, FieldDef, FilterDef } from "../../../../components/resource/types";

type Option = { value: string; label: string };
const k = (key: string) => `md-business:${key}`;
const bizCode = { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, message: k("common.codeRule") };
const country = { regex: /^[A-Z]{2}$/, message: k("common.countryRule") };
export const activeOptions: Option[] = [
  { value: "true", label: k("common.yes") },
  { value: "false", label: k("common.no") },
];
const activeTag = (active: boolean) => (active ? <Tag color="success">{i18n.t(k("common.active"))}</Tag> : <Tag>{i18n.t(k("common.inactiveTag"))}</Tag>);
const orgCol = <Row extends { orgCode: string }>(): ColumnDef<Row> => ({ key: "orgCode" as Extract<keyof Row, string>, title: k("common.org"), sortable: true, width: 100 });

// ---- product lines and suppliers ----

export const paymentTypeOptions: Option[] = ["1", "2", "3"].map((v) => ({ value: v, label: k(`line.pay.${v}`) }));
export const flagOptions: Option[] = [
  { value: "0", label: k("line.flagNormal") },
  { value: "1", label: k("line.flagExcluded") },
];
export const lineColumns: ColumnDef<ProductLineRow>[] = [
  orgCol<ProductLineRow>(),
  { key: "code", title: k("common.code"), sortable: true, width: 120 },
  { key: "name", title: k("common.name"), sortable: true, width: 220 },
  { key: "supplierName", title: k("line.supplier"), sortable: true, width: 220, ellipsis: true },
  { key: "paymentType", title: k("line.paymentType"), sortable: true, width: 110, render: (r) => (r.paymentType ? i18n.t(k(`line.pay.${r.paymentType}`)) : null) },
  { key: "flag", title: k("line.flag"), sortable: true, width: 140, render: (r) => (r.flag === 1 ? <Tag color="warning">{i18n.t(k("line.flagExcluded"))}</Tag> : null) },
  { key: "active", title: k("common.status"), sortable: true, width: 90, render: (r) => activeTag(r.active) },
  { key: "remark", title: k("common.remark"), ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "updatedAt", title: k("common.updatedAt"), kind: "datetime", sortable: true, width: 160 },
];
export const lineFilters = (orgs: Option[] | null): FilterDef[] => [
  ...(orgs ? [{ field: "orgId", label: k("common.org"), kind: "select" as const, options: orgs, width: 160 }] : []),
  { field: "code", label: k("common.code"), kind: "text" },
  { field: "name", label: k("common.name"), kind: "text" },
  { field: "paymentType", label: k("line.paymentType"), kind: "select", options: paymentTypeOptions, width: 130 },
  { field: "active", label: k("common.active"), kind: "select", options: activeOptions, width: 110 },
];
export type LineFormValues = { orgId?: string; code: string; name: string; supplierId?: string | null; paymentType?: string | null; flag: string; remark?: string | null };
export const lineFields = (orgs: Option[] | null, suppliersOf: (orgId: string | undefined) => Option[]): FieldDef<LineFormValues>[] => [
  ...(orgs ? [{ name: "orgId" as const, label: k("common.org"), kind: "select" as const, required: true, options: orgs, hidden: (c: { mode: string }) => c.mode === "edit" }] : []),
  { name: "code", label: k("common.code"), kind: "text", required: true, max: 32, pattern: bizCode },
  { name: "name", label: k("common.name"), kind: "text", required: true, max: 100 },
  { name: "supplierId", label: k("line.supplier"), kind: "select", optionsFrom: (v) => suppliersOf(v.orgId) },
  { name: "paymentType", label: k("line.paymentType"), kind: "select", options: paymentTypeOptions },
  { name: "flag", label: k("line.flag"), kind: "select", required: true, options: flagOptions },
  { name: "remark", label: k("common.remark"), kind: "textarea", max: 500 },
];

export const supplierColumns: ColumnDef<SupplierRow>[] = [
  orgCol<SupplierRow>(),
  { key: "code", title: k("common.code"), sortable: true, width: 120 },
  { key: "name", title: k("common.name"), sortable: true, width: 240 },
  { key: "contactName", title: k("common.contact"), sortable: true, width: 120 },
  { key: "phone", title: k("common.phone"), width: 150 },
  { key: "email", title: k("common.email"), width: 200, hiddenByDefault: true },
  { key: "countryCode", title: k("common.country"), sortable: true, width: 80 },
  { key: "paymentTermsDays", title: k("supplier.terms"), kind: "number", sortable: true, width: 110 },
  { key: "productLineCount", title: k("supplier.lines"), kind: "number", sortable: true, width: 100 },
  { key: "active", title: k("common.status"), sortable: true, width: 90, render: (r) => activeTag(r.active) },
];
export const supplierFilters: FilterDef[] = [
  { field: "code", label: k("common.code"), kind: "text" },
  { field: "name", label: k("common.name"), kind: "text" },
  { field: "active", label: k("common.active"), kind: "select", options: activeOptions, width: 110 },
];
export type SupplierFormValues = { orgId?: string; code: string; name: string; contactName?: string; phone?: string; email?: string; countryCode?: string; address?: string; paymentTermsDays?: number; remark?: string };
export const supplierFields = (orgs: Option[] | null): FieldDef<SupplierFormValues>[] => [
  ...(orgs ? [{ name: "orgId" as const, label: k("common.org"), kind: "select" as const, required: true, options: orgs, hidden: (c: { mode: string }) => c.mode === "edit" }] : []),
  { name: "code", label: k("common.code"), kind: "text", required: true, max: 32, pattern: bizCode },
  { name: "name", label: k("common.name"), kind: "text", required: true, max: 100 },
  { name: "contactName", label: k("common.contact"), kind: "text", max: 100 },
  { name: "phone", label: k("common.phone"), kind: "text", max: 40 },
  { name: "email", label: k("common.email"), kind: "text", max: 200 },
  { name: "countryCode", label: k("common.country"), kind: "text", max: 2, pattern: country, placeholder: "CN" },
  { name: "paymentTermsDays", label: k("supplier.terms"), kind: "number", min: 0, max: 365 },
  { name: "address", label: k("supplier.address"), kind: "textarea", max: 300, wide: true },
  { name: "remark", label: k("common.remark"), kind: "textarea", max: 500, wide: true },
];

// ---- store accounts and ads ----

const statusColour: Record<StoreAccountStatus, string> = { normal: "success", authorisation_expired: "warning", suspended: "error" };
export const storeStatusOptions: Option[] = (["normal", "authorisation_expired", "suspended"] as const).map((s) => ({ value: s, label: k(`shop.statuses.${s}`) }));
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
  { key: "status", title: k("common.status"), sortable: true, width: 120, render: (r) => <Tag color={statusColour[r.status]}>{i18n.t(k(`shop.statuses.${r.status}`))}</Tag> },
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

export const regionOptions: Option[] = ["NA", "EU", "FE"].map((r) => ({ value: r, label: k(`ads.regions.${r}`) }));
export const adsColumns: ColumnDef<StoreAdsRow>[] = [
  orgCol<StoreAdsRow>(),
  { key: "storeAccountTitle", title: k("ads.store"), sortable: true, width: 180 },
  { key: "countryCode", title: k("common.country"), sortable: true, width: 80 },
  { key: "profileId", title: k("ads.profileId"), sortable: true, width: 170 },
  { key: "region", title: k("ads.region"), sortable: true, width: 140, render: (r) => i18n.t(k(`ads.regions.${r.region}`)) },
  { key: "dailyBudgetCap", title: k("ads.budget"), kind: "money", currency: (r) => r.currency, sortable: true, width: 150 },
  { key: "autoSync", title: k("ads.autoSync"), kind: "bool", sortable: true, width: 100 },
  {
    key: "authorisedUntil",
    title: k("ads.authorisedUntil"),
    sortable: true,
    width: 150,
    render: (r) => (r.authorisedUntil ? <span>{r.authorisedUntil} {r.authorisedUntil < new Date().toISOString().slice(0, 10) && <Tag color="error">{i18n.t(k("ads.expired"))}</Tag>}</span> : null),
  },
  { key: "active", title: k("common.active"), sortable: true, width: 90, render: (r) => activeTag(r.active) },
];
export const adsFilters: FilterDef[] = [
  { field: "storeAccountTitle", label: k("ads.store"), kind: "text" },
  { field: "region", label: k("ads.region"), kind: "select", options: regionOptions, width: 150 },
  { field: "autoSync", label: k("ads.autoSync"), kind: "select", options: activeOptions, width: 110 },
];
export type AdsFormValues = { storeAccountId: string; profileId: string; region: string; dailyBudgetCap: string; currency: string; autoSync: boolean; authorisedUntil?: string | null; active: boolean; remark?: string };
export const adsFields = (accounts: Option[]): FieldDef<AdsFormValues>[] => [
  { name: "storeAccountId", label: k("ads.store"), kind: "select", required: true, options: accounts, readOnly: (c) => c.mode === "edit" },
  { name: "profileId", label: k("ads.profileId"), kind: "text", required: true, max: 20, pattern: { regex: /^\d{1,20}$/, message: k("ads.profileRule") } },
  { name: "region", label: k("ads.region"), kind: "select", required: true, options: regionOptions },
  { name: "dailyBudgetCap", label: k("ads.budget"), kind: "money", required: true },
  { name: "currency", label: k("common.currency"), kind: "dict", dictType: "currencies", required: true },
  { name: "authorisedUntil", label: k("ads.authorisedUntil"), kind: "date" },
  { name: "autoSync", label: k("ads.autoSync"), kind: "switch" },
  { name: "active", label: k("common.active"), kind: "switch" },
  { name: "remark", label: k("common.remark"), kind: "textarea", max: 500, wide: true },
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
  code: string; customerName: string; linkedOrgId?: string | null; salespersonId?: string | null; billingCurrency: string; creditLimit: string; paymentTermsDays: number;
  contractStart?: string | null; contractEnd?: string | null; contactName?: string; contactPhone?: string; contactEmail?: string; remark?: string;
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
