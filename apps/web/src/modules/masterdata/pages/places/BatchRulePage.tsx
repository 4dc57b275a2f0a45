/** system/managewarehouse/batchway/:type — `add` (optionally ?warehouseId=) creates a batch rule, `edit?id=` changes one. */
import "../../i18n.places";
import { useMemo } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Result from "antd/es/result";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { BatchRuleKind } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { listQueryKey } from "../../../../components/resource/listQuery";
import { useFormSubmit } from "../../../../components/resource/useFormSubmit";
import { loadBatchRule, ruleUrls, saveBatchRule, useAssignmentOptions, useWarehouseOptions } from "../../api.places";
import { ruleKindOptions } from "./descriptors.warehouse";
import { useRequired } from "./formRules";

interface Values {
  warehouseId?: number;
  customerOrgId?: number | null;
  rule: BatchRuleKind;
  minShelfLifeDays?: number | null;
  mixLotsInLocation: boolean;
  active: boolean;
  remark?: string | null;
}
const FIELDS = ["warehouseId", "customerOrgId", "rule", "minShelfLifeDays", "mixLotsInLocation", "active", "remark"];
const LIST = "/system/managewarehouse/list?tab=rules";

export default function BatchRulePage() {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { type } = useParams();
  const [params] = useSearchParams();
  const id = type === "edit" ? Number(params.get("id")) || undefined : undefined;
  const rule = useQuery({ queryKey: ["masterdata-places", "batchRule", id], enabled: !!id, queryFn: () => loadBatchRule(id!) });
  const warehouses = useWarehouseOptions(true);
  const assignments = useAssignmentOptions();
  const [form] = Form.useForm<Values>();
  const warehouseId = Form.useWatch("warehouseId", form);
  const kind = Form.useWatch("rule", form);
  const back = () => void navigate(LIST);
  const { busy, submit } = useFormSubmit(
    form,
    async (v: Values) => {
      const current = rule.data;
      const body = {
        warehouseId: v.warehouseId!,
        customerOrgId: v.customerOrgId ?? null,
        rule: v.rule,
        minShelfLifeDays: v.rule === "fefo" ? (v.minShelfLifeDays ?? null) : null,
        mixLotsInLocation: !!v.mixLotsInLocation,
        active: !!v.active,
        remark: v.remark?.trim() || null,
      };
      await saveBatchRule(current ? { ...body, id: current.id, version: current.version } : body);
      void queryClient.invalidateQueries({ queryKey: listQueryKey(ruleUrls.list) });
    },
    { fieldNames: FIELDS, onDone: back, onConflict: () => void rule.refetch() },
  );
  // customers that use the chosen warehouse (a rule for anyone else is refused)
  const customers = useMemo(() => {
    const seen = new Map<number, string>();
    for (const a of assignments.data ?? [])
      if (a.warehouseId === warehouseId && !seen.has(a.orgId)) seen.set(a.orgId, `${a.code} · ${a.name}`);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [assignments.data, warehouseId]);

  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={back}>
      {t("common.back")}
    </Button>
  );
  if (type !== "add" && type !== "edit") return <Result status="404" title={t("rule.notFound")} extra={backButton} />;
  if (id && rule.isError) return <Result status="404" title={t("rule.notFound")} extra={backButton} />;
  if (id && !rule.data) return <Spin style={{ display: "block", marginTop: 48 }} />;
  const current = rule.data;
  const initial: Partial<Values> = current
    ? { ...current, customerOrgId: current.customerOrgId }
    : { warehouseId: Number(params.get("warehouseId")) || undefined, rule: "fifo", mixLotsInLocation: false, active: true };

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <PageHeading
        title={current ? t("rule.editTitle", { code: current.warehouseCode }) : t("rule.createTitle")}
        intro={t("rule.intro")}
        extra={backButton}
      />
      <Panel>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void submit(v)}
          disabled={busy}
          style={{ maxWidth: 560 }}
          data-testid="page-form-batch-rule"
        >
          <Form.Item name="warehouseId" label={t("rule.warehouse")} rules={[req(t("rule.warehouse"), false)]}>
            <Select
              disabled={!!current}
              showSearch={{ optionFilterProp: "label" }}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.warehouseName}` }))}
              onChange={() => form.setFieldValue("customerOrgId", null)}
            />
          </Form.Item>
          <Form.Item name="customerOrgId" label={t("rule.customer")} extra={t("rule.customerHelp")}>
            <Select
              disabled={!!current || !warehouseId}
              allowClear
              placeholder={t("common.allCustomers")}
              options={
                current?.customerOrgId
                  ? [{ value: current.customerOrgId, label: `${current.customerOrgCode} · ${current.customerOrgName}` }]
                  : customers
              }
            />
          </Form.Item>
          <Form.Item name="rule" label={t("rule.rule")} rules={[req(t("rule.rule"), false)]}>
            <Select options={ruleKindOptions.map((o) => ({ value: o.value, label: t(o.label) }))} />
          </Form.Item>
          {kind === "fefo" && (
            <Form.Item name="minShelfLifeDays" label={t("rule.minShelfLifeDays")} extra={t("rule.minShelfLifeHelp")}>
              <InputNumber min={1} max={3650} style={{ width: 200 }} />
            </Form.Item>
          )}
          <Form.Item name="mixLotsInLocation" valuePropName="checked">
            <Checkbox>{t("rule.mixLots")}</Checkbox>
          </Form.Item>
          <Form.Item name="active" valuePropName="checked">
            <Checkbox>{t("common.active")}</Checkbox>
          </Form.Item>
          <Form.Item name="remark" label={t("common.remark")}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="page-form-batch-rule-save">
            {t("components:form.save")}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
