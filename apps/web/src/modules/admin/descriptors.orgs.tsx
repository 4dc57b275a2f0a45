/** Descriptors of the orgs area: the organisation forms and the registration review (lists come from the definitions). */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RegistrationRow } from "@entrepot/contracts";
import type { DetailFieldDef, FieldDef } from "../../components/resource/types";

const statusColour: Record<string, string> = {
  active: "success",
  disabled: "default",
  pending: "processing",
  accepted: "success",
  denied: "error",
};

/** An org or registration status as a coloured tag, in the user's language. */
function OrgStatusTag({ status }: { status: string }) {
  const { t } = useTranslation("admin-orgs");
  return <Tag color={statusColour[status]}>{t(`status.${status}`)}</Tag>;
}
export const managedKinds = ["operator", "seller", "company", "forwarder", "supplier"] as const;
const kindOptions = managedKinds.map((k) => ({ value: k, label: `admin-orgs:kind.${k}` }));

// --- organisations ------------------------------------------------------------------------------------

export interface OrgFormValues {
  code: string;
  name: string;
  kind: (typeof managedKinds)[number];
  managingOrgId?: string | null;
  customerPrefix?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}
export const orgFields = (operators: { value: number; label: string }[] | null): FieldDef<OrgFormValues>[] => [
  {
    name: "code",
    label: "admin-orgs:org.code",
    kind: "text",
    required: true,
    max: 32,
    pattern: { regex: /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, message: "admin-orgs:org.codeRule" },
  },
  { name: "name", label: "admin-orgs:org.name", kind: "text", required: true, max: 200 },
  {
    name: "kind",
    label: "admin-orgs:org.kind",
    kind: "select",
    required: true,
    options: kindOptions,
    readOnly: ({ mode }) => mode === "edit",
  },
  // only the platform names the serving operator; operator staff serve what they create
  ...(operators
    ? [
        {
          name: "managingOrgId",
          label: "admin-orgs:org.managingOrgId",
          kind: "select",
          options: operators.map((o) => ({ value: String(o.value), label: o.label })),
          readOnly: ({ mode }) => mode === "edit",
        } as FieldDef<OrgFormValues>,
      ]
    : []),
  {
    name: "customerPrefix",
    label: "admin-orgs:org.customerPrefix",
    kind: "text",
    max: 4,
    pattern: { regex: /^[A-Z]{2,4}$/, message: "admin-orgs:org.prefixRule" },
  },
  { name: "contactName", label: "admin-orgs:org.contactName", kind: "text", max: 100 },
  { name: "contactEmail", label: "admin-orgs:org.contactEmail", kind: "text", max: 200 },
  { name: "contactPhone", label: "admin-orgs:org.contactPhone", kind: "text", max: 40 },
];

export interface OrgSettingsValues {
  defaultWarehouse?: string | null;
  currency?: string | null;
  locale?: string | null;
  timeZone?: string | null;
  billingContactName?: string | null;
  billingContactEmail?: string | null;
}
export const orgSettingsFields: FieldDef<OrgSettingsValues>[] = [
  { name: "defaultWarehouse", label: "admin-orgs:org.defaultWarehouse", kind: "text", max: 64 },
  {
    name: "currency",
    label: "admin-orgs:org.currency",
    kind: "select",
    options: ["USD", "CNY", "EUR", "GBP", "CAD", "JPY", "AUD"].map((c) => ({ value: c, label: c })),
  },
  {
    name: "locale",
    label: "admin-orgs:org.locale",
    kind: "select",
    options: [
      { value: "zh-CN", label: "简体中文" },
      { value: "en-US", label: "English" },
    ],
  },
  {
    name: "timeZone",
    label: "admin-orgs:org.timeZone",
    kind: "select",
    options: ["America/Los_Angeles", "America/Chicago", "America/New_York", "Europe/London", "Europe/Berlin", "Asia/Shanghai"].map((z) => ({
      value: z,
      label: z,
    })),
  },
  { name: "billingContactName", label: "admin-orgs:org.billingContactName", kind: "text", max: 100 },
  { name: "billingContactEmail", label: "admin-orgs:org.billingContactEmail", kind: "text", max: 200 },
];

// --- registrations ------------------------------------------------------------------------------------

// --- access groups ------------------------------------------------------------------------------------

export const registrationDetail: DetailFieldDef<RegistrationRow>[] = [
  { key: "companyName", label: "admin-orgs:registration.companyName" },
  { key: "companyId", label: "admin-orgs:registration.companyId" },
  { key: "status", label: "admin-orgs:registration.status", render: (row) => <OrgStatusTag status={row.status} /> },
  { key: "contactName", label: "admin-orgs:registration.contactName" },
  { key: "email", label: "admin-orgs:registration.email" },
  { key: "phone", label: "admin-orgs:registration.phone" },
  { key: "createdAt", label: "admin-orgs:registration.createdAt", kind: "datetime" },
  { key: "decidedByName", label: "admin-orgs:registration.decidedByName" },
  { key: "decidedAt", label: "admin-orgs:registration.decidedAt", kind: "datetime" },
  { key: "adminUsername", label: "admin-orgs:registration.adminUsername" },
  { key: "bypassed", label: "admin-orgs:registration.bypassed", kind: "bool" },
  {
    key: "orgId",
    label: "admin-orgs:registration.orgId",
    render: (row) => (row.orgId ? <Link to={`/orgmanage/update/edit?id=${row.orgId}`}>#{row.orgId}</Link> : null),
  },
  { key: "remark", label: "admin-orgs:registration.remark", span: 3 },
  { key: "deniedReason", label: "admin-orgs:registration.deniedReason", span: 3 },
];
