/** The owning-org picker staff see on create forms (customers always work on their own org). */
import Form from "antd/es/form";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { OrgKind } from "@entrepot/contracts";
import { useOrgOptions } from "../../api.places";
import { useRequired } from "./formRules";

export function OrgPicker({ kinds, label }: { kinds: readonly OrgKind[]; label?: string }) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const orgs = useOrgOptions();
  const text = label ?? t("common.org");
  return (
    <Form.Item name="orgId" label={text} rules={[req(text, false)]}>
      <Select
        showSearch={{ optionFilterProp: "label" }}
        loading={orgs.isLoading}
        options={(orgs.data ?? []).filter((o) => kinds.includes(o.kind)).map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
      />
    </Form.Item>
  );
}
