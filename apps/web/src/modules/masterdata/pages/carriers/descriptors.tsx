/** Descriptors of the carriers area's lists, filters and simple forms. */
import Tag from "antd/es/tag";
import type { CarrierAccountRow, DeliveryChannelRow, OrgCarrierServiceRow } from "@entrepot/contracts";
import { labelFileFormats } from "@entrepot/contracts";
import { i18n } from "../../../../lib/i18n";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { ActiveTag, keyOptions, labelOf, NS } from "./common";

const k = (key: string) => `${NS}:${key}`;
const active = {
  key: "active",
  title: k("common.status"),
  sortable: true,
  width: 90,
  render: (r: { active: boolean }) => <ActiveTag active={r.active} />,
} as const;
const updated = {
  key: "updatedAt",
  title: k("common.updatedAt"),
  kind: "datetime",
  sortable: true,
  width: 160,
  hiddenByDefault: true,
} as const;
const remark = { key: "remark", title: k("common.remark"), ellipsis: true, width: 200, hiddenByDefault: true } as const;
const activeFilter: FilterDef = {
  field: "active",
  label: k("common.status"),
  kind: "select",
  options: [
    { value: "true", label: k("common.active") },
    { value: "false", label: k("common.inactive") },
  ],
  width: 120,
};
const carrierFilter = (options: { value: string; label: string }[]): FilterDef => ({
  field: "carrierCode",
  label: k("common.carrier"),
  kind: "select",
  options,
  width: 160,
});
export const carrierCodeOptions = (rows: { code: string; name: string }[] | undefined) =>
  (rows ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));

// --- delivery channels, organisation services, warehouse carriers (forms written by hand) --------------

export const channelColumns: ColumnDef<DeliveryChannelRow>[] = [
  { key: "code", title: k("channel.code"), sortable: true, width: 150 },
  { key: "name", title: k("channel.name"), sortable: true, width: 220 },
  { key: "carrierCode", title: k("common.carrier"), sortable: true, width: 100 },
  { key: "carrierServiceCode", title: k("common.service"), sortable: true, width: 170 },
  {
    key: "carrierAccountName",
    title: k("common.account"),
    width: 190,
    render: (r) => (r.carrierAccountName ? `${r.carrierAccountName} (${r.carrierAccountMasked})` : "—"),
  },
  { key: "labelFormat", title: k("channel.labelFormat"), sortable: true, width: 90 },
  { key: "labelSize", title: k("channel.labelSize"), sortable: true, width: 100, render: (r) => labelOf("labelSize", r.labelSize) },
  { key: "signature", title: k("channel.signature"), sortable: true, width: 100, render: (r) => labelOf("signature", r.signature) },
  { key: "printReturnLabel", title: k("channel.printReturnLabel"), kind: "bool", width: 110, hiddenByDefault: true },
  { key: "insurance", title: k("channel.insurance"), kind: "bool", width: 80, hiddenByDefault: true },
  { key: "warehouseCodes", title: k("common.warehouses"), width: 190 },
  { key: "orgCount", title: k("channel.orgCount"), kind: "number", width: 90 },
  active,
  remark,
  updated,
];
export const channelFilters = (carriers: { value: string; label: string }[]): FilterDef[] => [
  { field: "code", label: k("channel.code"), kind: "text" },
  { field: "name", label: k("channel.name"), kind: "text" },
  carrierFilter(carriers),
  { field: "carrierServiceCode", label: k("common.service"), kind: "text" },
  {
    field: "labelFormat",
    label: k("channel.labelFormat"),
    kind: "select",
    options: labelFileFormats.map((f) => ({ value: f, label: f })),
    width: 110,
  },
  activeFilter,
];

export const orgServiceColumns = (seller: boolean): ColumnDef<OrgCarrierServiceRow>[] => [
  ...(seller
    ? []
    : [
        {
          key: "orgCode",
          title: k("common.org"),
          sortable: true,
          width: 160,
          render: (r: OrgCarrierServiceRow) => `${r.orgCode} · ${r.orgName}`,
        } as ColumnDef<OrgCarrierServiceRow>,
      ]),
  { key: "channelCode", title: k("orgService.channel"), sortable: true, width: 170 },
  { key: "channelName", title: k("channel.name"), width: 220 },
  { key: "carrierServiceCode", title: k("common.service"), sortable: true, width: 170 },
  { key: "warehouseCode", title: k("common.warehouse"), sortable: true, width: 110 },
  {
    key: "accountSource",
    title: k("orgService.accountSource"),
    sortable: true,
    width: 190,
    render: (r) =>
      r.accountSource === "own" ? `${labelOf("source", "own")} ${r.carrierAccountMasked ?? ""}` : labelOf("source", "operator"),
  },
  active,
  remark,
  updated,
];
export const orgServiceFilters = (seller: boolean, carriers: { value: string; label: string }[]): FilterDef[] => [
  ...(seller ? [] : [{ field: "orgCode", label: k("common.org"), kind: "text" } as FilterDef]),
  { field: "channelCode", label: k("orgService.channel"), kind: "text" },
  carrierFilter(carriers),
  { field: "warehouseCode", label: k("common.warehouse"), kind: "text", width: 130 },
  {
    field: "accountSource",
    label: k("orgService.accountSource"),
    kind: "select",
    options: keyOptions("source", ["operator", "own"]),
    width: 160,
  },
  activeFilter,
];

/** Weekdays with runs of three or more shown as a range: [1,2,3,4,5,7] -> "Mon–Fri, Sun". */
export function weekdaysText(days: number[]): string {
  const name = (d: number) => i18n.t(k(`weekday.${d}`));
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${name(sorted[i]!)}–${name(sorted[j]!)}`);
    else for (let x = i; x <= j; x++) parts.push(name(sorted[x]!));
    i = j + 1;
  }
  return parts.join(i18n.language === "zh-CN" ? "、" : ", ");
}
// --- accounts (both lists: the operator's and sellers' own) --------------------------------------------

/** Cells of the account lists: the owner with its name, the masked number with the blacklist mark. */
export const accountRenders = {
  orgCode: (r: CarrierAccountRow) => `${r.orgCode} · ${r.orgName}`,
  accountMasked: (r: CarrierAccountRow) => (
    <span>
      <code>{r.accountMasked}</code> {r.blacklisted && <Tag color="red">{i18n.t(k("account.blacklisted"))}</Tag>}
    </span>
  ),
};
