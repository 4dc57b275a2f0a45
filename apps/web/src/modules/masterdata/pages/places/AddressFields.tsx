/**
 * Country, state/province, city and postcode inputs shared by the places forms. The state is a picker
 * for the countries the region tree knows (US and Canadian codes, Chinese province names), free text
 * elsewhere; the postcode follows the country's format (US ZIP, Canadian and Chinese postcodes).
 */
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { CA_POSTCODE, US_ZIP } from "@entrepot/contracts";
import { useRegions } from "../../api.places";
import { useRequired } from "./formRules";

export interface AddressFieldNames {
  country: string;
  state: string;
  city?: string;
  postcode?: string;
}

const postcodeRule = (country: string | undefined, t: (k: string) => string): Rule | undefined => {
  if (country === "US") return { pattern: US_ZIP, message: t("rules.usZip") };
  if (country === "CA") return { pattern: CA_POSTCODE, message: t("rules.caPostcode") };
  if (country === "CN") return { pattern: /^\d{6}$/, message: t("rules.cnPostcode") };
  return undefined;
};

export function AddressFields({
  names,
  required = {},
  stateLabel,
}: {
  names: AddressFieldNames;
  required?: { city?: boolean; postcode?: boolean };
  stateLabel?: string;
}) {
  const { t, i18n } = useTranslation("masterdata-places");
  const form = Form.useFormInstance();
  const req = useRequired();
  const country = Form.useWatch(names.country, form) as string | undefined;
  const countries = useRegions(undefined, 1);
  const states = useRegions(country, 2);
  const zh = i18n.language === "zh-CN";
  const stateOptions = (states.data ?? []).map((r) => ({
    value: country === "US" || country === "CA" ? r.regionCode : r.nameZh,
    label:
      country === "US" || country === "CA" ? `${r.regionCode} · ${zh ? r.nameZh : r.nameEn}` : zh ? r.nameZh : `${r.nameEn} ${r.nameZh}`,
  }));
  const needsState = country === "US" || country === "CA";
  const pcRule = postcodeRule(country, t);
  return (
    <>
      <Form.Item name={names.country} label={t("common.country")} rules={[req(t("common.country"), false)]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={countries.isLoading}
          options={(countries.data ?? []).map((c) => ({ value: c.regionCode, label: `${c.regionCode} · ${zh ? c.nameZh : c.nameEn}` }))}
          onChange={() => form.setFieldValue(names.state, null)}
        />
      </Form.Item>
      <Form.Item
        name={names.state}
        label={stateLabel ?? t("common.state")}
        rules={needsState ? [req(stateLabel ?? t("common.state"), false)] : []}
      >
        {stateOptions.length ? (
          <Select showSearch={{ optionFilterProp: "label" }} allowClear options={stateOptions} placeholder={t("common.statePlaceholder")} />
        ) : (
          <Input maxLength={64} />
        )}
      </Form.Item>
      {names.city && (
        <Form.Item name={names.city} label={t("common.city")} rules={required.city ? [req(t("common.city"))] : []}>
          <Input maxLength={100} />
        </Form.Item>
      )}
      {names.postcode && (
        <Form.Item
          name={names.postcode}
          label={t("common.postcode")}
          rules={[...(required.postcode ? [req(t("common.postcode"))] : []), ...(pcRule ? [pcRule] : [])]}
        >
          <Input maxLength={16} />
        </Form.Item>
      )}
    </>
  );
}
