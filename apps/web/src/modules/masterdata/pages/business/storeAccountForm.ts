/** The store account form's fields: country, category and return warehouse choices follow the platform and org chosen. */
import type { ChannelCategoryRow, SalesPlatformOption, StoreAccountRow } from "@entrepot/contracts";
import type { FieldDef } from "../../../../components/resource/types";

const k = (key: string) => `md-business:${key}`;
export type AccountFormValues = {
  orgId?: string;
  title: string;
  type: string;
  countryCode: string;
  currency: string;
  accountType: string;
  channelCategoryId?: string | null;
  returnWarehouseId?: string | null;
  bossShippingMethodCodes: string[];
  defaultManMadeShipment: boolean;
  isAccountPay: boolean;
  isOpenSFP: boolean;
  issueAccountPay: boolean;
  jdCode?: string;
  remark?: string;
};

export interface AccountChoices {
  orgs: { value: string; label: string }[] | null;
  platforms: SalesPlatformOption[];
  categories: ChannelCategoryRow[];
  warehouses: { orgId: number; id: number; code: string; name: string }[];
  /** The org of the record being edited, or the caller's own (sellers). */
  fixedOrgId?: number;
}

export function accountFields(c: AccountChoices): FieldDef<AccountFormValues>[] {
  const orgOf = (v: Partial<AccountFormValues>) => c.fixedOrgId ?? (v.orgId ? Number(v.orgId) : undefined);
  return [
    ...(c.orgs
      ? [
          {
            name: "orgId" as const,
            label: k("common.org"),
            kind: "select" as const,
            required: true,
            options: c.orgs,
            hidden: (x: { mode: string }) => x.mode === "edit",
          },
        ]
      : []),
    { name: "title", label: k("shop.store"), kind: "text", required: true, max: 100 },
    {
      name: "type",
      label: k("shop.type"),
      kind: "select",
      required: true,
      options: c.platforms.map((p) => ({ value: p.code, label: p.name })),
    },
    {
      name: "countryCode",
      label: k("common.country"),
      kind: "select",
      required: true,
      placeholder: k("shop.pickType"),
      optionsFrom: (v) =>
        (c.platforms.find((p) => p.code === v.type)?.sites ?? []).map((s) => ({
          value: s.countryCode,
          label: `${s.countryCode} · ${s.siteName}`,
        })),
    },
    { name: "currency", label: k("common.currency"), kind: "dict", dictType: "currencies", required: true },
    {
      name: "accountType",
      label: k("shop.accountType"),
      kind: "select",
      required: true,
      options: [
        { value: "1", label: k("shop.seller") },
        { value: "2", label: k("shop.vendor") },
      ],
    },
    {
      name: "channelCategoryId",
      label: k("shop.category"),
      kind: "select",
      optionsFrom: (v) =>
        c.categories
          .filter((x) => x.channel === v.type && x.active)
          .map((x) => ({ value: String(x.id), label: x.level === 2 ? `— ${x.name}` : x.name })),
    },
    {
      name: "returnWarehouseId",
      label: k("shop.returnWarehouse"),
      kind: "select",
      placeholder: c.orgs ? k("common.pickOrg") : undefined,
      optionsFrom: (v) =>
        c.warehouses.filter((w) => w.orgId === orgOf(v)).map((w) => ({ value: String(w.id), label: `${w.code} ${w.name}` })),
    },
    { name: "bossShippingMethodCodes", label: k("shop.shipping"), kind: "tags", wide: true },
    { name: "jdCode", label: k("shop.jdCode"), kind: "text", max: 32 },
    { name: "defaultManMadeShipment", label: k("shop.manMade"), kind: "switch" },
    { name: "isOpenSFP", label: k("shop.openSfp"), kind: "switch" },
    { name: "isAccountPay", label: k("shop.accountPay"), kind: "switch" },
    { name: "issueAccountPay", label: k("shop.issuePay"), kind: "switch" },
    { name: "remark", label: k("common.remark"), kind: "textarea", max: 500, wide: true },
  ];
}

export function toAccountForm(r: StoreAccountRow): AccountFormValues {
  return {
    title: r.title,
    type: r.type,
    countryCode: r.countryCode,
    currency: r.currency,
    accountType: String(r.accountType),
    channelCategoryId: r.channelCategoryId ? String(r.channelCategoryId) : null,
    returnWarehouseId: r.returnWarehouseId ? String(r.returnWarehouseId) : null,
    bossShippingMethodCodes: r.bossShippingMethodCodes,
    defaultManMadeShipment: r.defaultManMadeShipment,
    isAccountPay: r.isAccountPay,
    isOpenSFP: r.isOpenSFP,
    issueAccountPay: r.issueAccountPay,
    jdCode: r.jdCode ?? undefined,
    remark: r.remark ?? undefined,
  };
}
