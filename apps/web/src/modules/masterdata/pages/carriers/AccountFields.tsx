/**
 * The fields of a carrier account form (the operator's and sellers' own), inside the caller's antd Form.
 * Credentials are write-only: each shows whether it is set, a value replaces it, "Clear" removes it.
 */
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { CarrierAccountRow, CarrierAccountSave, CarrierCredentialField } from "@entrepot/contracts";
import { carrierCredentialFields, validationMessages } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { useActiveCarriers, useCarrierServices } from "../../api.carriers";
import { NS, orNull } from "./common";

export interface AccountValues {
  orgId?: number;
  carrierId: number;
  name: string;
  accountNumber?: string;
  countryCode: string;
  postcode: string | null;
  serviceIds: number[];
  remark: string | null;
  credentials?: Partial<Record<CarrierCredentialField, string>>;
  clear?: Partial<Record<CarrierCredentialField, boolean>>;
}
export const ACCOUNT_FIELDS = [
  "orgId",
  "carrierId",
  "name",
  "accountNumber",
  "countryCode",
  "postcode",
  "serviceIds",
  "credentials",
  "remark",
];

export const accountInitial = (row?: CarrierAccountRow): Partial<AccountValues> =>
  row
    ? {
        carrierId: row.carrierId,
        name: row.name,
        countryCode: row.countryCode,
        postcode: row.postcode,
        serviceIds: row.serviceIds,
        remark: row.remark,
      }
    : { countryCode: "US", serviceIds: [] };

/** The save body: only credentials that were typed or cleared are sent; the number only when typed. */
export function accountBody(v: AccountValues, row?: CarrierAccountRow): CarrierAccountSave {
  const credentials: Partial<Record<CarrierCredentialField, string | null>> = {};
  for (const f of carrierCredentialFields) {
    const typed = v.credentials?.[f]?.trim();
    if (typed) credentials[f] = typed;
    else if (v.clear?.[f]) credentials[f] = null;
  }
  const number = v.accountNumber?.trim();
  return {
    ...(row ? { id: row.id, version: row.version } : { carrierId: v.carrierId, ...(v.orgId ? { orgId: v.orgId } : {}) }),
    name: v.name,
    ...(number ? { accountNumber: number } : {}),
    countryCode: v.countryCode,
    postcode: orNull(v.postcode),
    serviceIds: v.serviceIds ?? [],
    remark: orNull(v.remark),
    ...(Object.keys(credentials).length ? { credentials } : {}),
  };
}

export function AccountFields({ row, carrierId }: { row?: CarrierAccountRow; carrierId: number | undefined }) {
  const { t } = useTranslation(NS);
  const carriers = useActiveCarriers();
  const services = useCarrierServices(carrierId, carrierId !== undefined);
  const required = (label: string) => ({ required: true, whitespace: true, message: t("components:form.required", { label }) });
  const carrierOptions = row
    ? [{ value: row.carrierId, label: `${row.carrierCode} · ${row.carrierName}` }]
    : (carriers.data ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

  return (
    <>
      <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 }}>
        <Form.Item
          name="carrierId"
          label={t("common.carrier")}
          rules={[{ required: true, message: t("components:form.required", { label: t("common.carrier") }) }]}
        >
          <Select
            disabled={!!row}
            loading={carriers.isLoading}
            placeholder={t("components:form.select")}
            options={carrierOptions}
            data-testid="account-carrier"
          />
        </Form.Item>
        <Form.Item name="name" label={t("account.accountName")} rules={[required(t("account.accountName"))]}>
          <Input maxLength={100} data-testid="account-name" />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label={t("account.accountNumber")}
          extra={row ? t("account.accountNumberKeep", { masked: row.accountMasked }) : undefined}
          rules={[
            ...(row ? [] : [required(t("account.accountNumber"))]),
            { pattern: /^[A-Za-z0-9\s-]{4,40}$/, message: t("account.accountNumberRule") },
          ]}
        >
          <Input maxLength={40} autoComplete="off" placeholder={row?.accountMasked} data-testid="account-number" />
        </Form.Item>
        <div style={{ display: "grid", gridTemplateColumns: "90px 1fr", columnGap: 8 }}>
          <Form.Item
            name="countryCode"
            label={t("account.countryCode")}
            rules={[
              { required: true, message: t("components:form.required", { label: t("account.countryCode") }) },
              { pattern: /^[A-Z]{2}$/, message: validationMessages["v.countryCode"][currentLocale()] },
            ]}
          >
            <Input maxLength={2} />
          </Form.Item>
          <Form.Item name="postcode" label={t("account.postcode")}>
            <Input maxLength={16} />
          </Form.Item>
        </div>
      </div>
      <Form.Item name="serviceIds" label={t("account.services")} extra={t("account.servicesHelp")}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          disabled={carrierId === undefined}
          loading={services.isLoading}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
        />
      </Form.Item>
      <fieldset style={{ border: "1px solid #f0f0f0", borderRadius: 8, padding: "8px 16px 0", margin: "0 0 16px" }}>
        <legend style={{ width: "auto", padding: "0 4px", fontSize: 14, marginBottom: 0, border: 0 }}>{t("account.credentials")}</legend>
        <p style={{ margin: "0 0 12px", color: "rgba(0,0,0,0.55)" }}>{t("account.credentialsIntro")}</p>
        {carrierCredentialFields.map((f) => {
          const isSet = !!row?.credentialsSet.includes(f);
          return (
            <div key={f} style={{ display: "grid", gridTemplateColumns: "180px 1fr 80px", columnGap: 8, alignItems: "start" }}>
              <div style={{ paddingTop: 5 }}>
                {t(`credential.${f}`)}{" "}
                <Tag color={isSet ? "green" : undefined}>{t(isSet ? "account.credentialSet" : "account.credentialUnset")}</Tag>
              </div>
              <Form.Item name={["credentials", f]} style={{ marginBottom: 12 }}>
                <Input.Password
                  maxLength={500}
                  autoComplete="new-password"
                  visibilityToggle={!isSet}
                  aria-label={t(`credential.${f}`)}
                  data-testid={`cred-${f}`}
                />
              </Form.Item>
              {isSet && (
                <Form.Item name={["clear", f]} valuePropName="checked" style={{ marginBottom: 12, paddingTop: 5 }}>
                  <Checkbox>{t("account.clear")}</Checkbox>
                </Form.Item>
              )}
            </div>
          );
        })}
      </fieldset>
      <Form.Item name="remark" label={t("common.remark")}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </>
  );
}
