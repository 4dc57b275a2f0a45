/** List descriptors of the address book and importers. */
import Tag from "antd/es/tag";
import type { AddressRow, ImporterRow } from "@entrepot/contracts";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { ActiveTag, KindTag } from "./tags";

const ns = (k: string) => `masterdata-places:${k}`;
export const addressKindOptions = ["sender", "receiver", "return", "pickup"].map((v) => ({ value: v, label: ns(`address.kinds.${v}`) }));
const kindColours: Record<string, string> = { sender: "blue", receiver: "cyan", return: "orange", pickup: "purple" };
const where = (r: { countryCode: string; state?: string | null; city: string | null }) =>
  [r.countryCode, r.state, r.city].filter(Boolean).join(" · ");

export const addressColumns = (showOrg: boolean): ColumnDef<AddressRow>[] => [
  { key: "orgCode", title: ns("common.org"), sortable: true, width: 90, hiddenByDefault: !showOrg },
  {
    key: "kind",
    title: ns("address.kind"),
    sortable: true,
    width: 130,
    render: (r) => <KindTag path="address.kinds" value={r.kind} color={kindColours[r.kind]} />,
  },
  { key: "label", title: ns("address.label"), sortable: true, width: 200, ellipsis: true },
  {
    key: "isDefault",
    title: ns("address.defaultTag"),
    sortable: true,
    width: 80,
    render: (r) => (r.isDefault ? <Tag color="gold">★</Tag> : null),
  },
  { key: "active", title: ns("common.status"), sortable: true, width: 80, render: (r) => <ActiveTag active={r.active} /> },
  { key: "company", title: ns("address.company"), width: 180, ellipsis: true },
  { key: "contactName", title: ns("common.contact"), sortable: true, width: 120 },
  { key: "phone", title: ns("common.phone"), width: 140 },
  { key: "city", title: ns("common.location"), sortable: true, width: 210, ellipsis: true, render: where },
  { key: "address1", title: ns("common.address1"), width: 240, ellipsis: true },
  { key: "postcode", title: ns("common.postcode"), sortable: true, width: 100 },
  { key: "updatedAt", title: ns("common.updatedAt"), kind: "datetime", sortable: true, width: 160, hiddenByDefault: true },
];
export const addressFilters: FilterDef[] = [
  { field: "kind", label: ns("address.kind"), kind: "select", options: addressKindOptions, width: 150 },
  { field: "label", label: ns("address.label"), kind: "text" },
  { field: "city", label: ns("common.city"), kind: "text", width: 140 },
  { field: "active", label: ns("common.active"), kind: "bool", width: 100 },
];

export const importerColumns = (showOrg: boolean): ColumnDef<ImporterRow>[] => [
  { key: "orgCode", title: ns("common.org"), sortable: true, width: 90, hiddenByDefault: !showOrg },
  { key: "name", title: ns("importer.name"), sortable: true, width: 220, ellipsis: true },
  { key: "taxId", title: ns("importer.taxId"), sortable: true, width: 160 },
  { key: "active", title: ns("common.status"), sortable: true, width: 80, render: (r) => <ActiveTag active={r.active} /> },
  { key: "countryCode", title: ns("common.location"), sortable: true, width: 210, ellipsis: true, render: (r) => where(r) },
  { key: "address1", title: ns("common.address1"), width: 220, ellipsis: true },
  { key: "postcode", title: ns("common.postcode"), width: 100 },
  { key: "contactName", title: ns("common.contact"), width: 120 },
  { key: "email", title: ns("common.email"), width: 180, ellipsis: true, hiddenByDefault: true },
];
export const importerFilters: FilterDef[] = [
  { field: "name", label: ns("importer.name"), kind: "text" },
  { field: "taxId", label: ns("importer.taxId"), kind: "text", width: 150 },
  { field: "active", label: ns("common.active"), kind: "bool", width: 100 },
];
