/** Assigning a delivery channel to a seller org at a warehouse, paid by the operator's or the seller's own account. */
import { useEffect } from "react";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { OrgCarrierServiceRow, OrgCarrierServiceSave } from "@entrepot/contracts";
import { orgServiceApi, useAccountOptions, useAssignableWarehouses, useChannels, useSellerOrgs } from "../../api.carriers";
import { NS, orNull, useFormSave } from "./common";

interface Values {
  orgId: number;
  channelId: number;
  warehouseId: number;
  accountSource: "operator" | "own";
  carrierAccountId?: number | null;
  remark: string | null;
}
const FIELDS = ["orgId", "channelId", "warehouseId", "accountSource", "carrierAccountId", "remark"];

export function OrgServiceForm({ row, onClose, onSaved }: { row?: OrgCarrierServiceRow; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const { busy, run } = useFormSave(form, FIELDS, () => {
    void onSaved();
    onClose();
  });
  const orgs = useSellerOrgs();
  const channels = useChannels();
  const orgId = Form.useWatch("orgId", form) ?? row?.orgId;
  const channelId = Form.useWatch("channelId", form) ?? row?.channelId;
  const source = Form.useWatch("accountSource", form) ?? row?.accountSource ?? "operator";
  const channel = channels.data?.find((c) => c.id === channelId);
  const where = useAssignableWarehouses(orgId, channelId);
  const own = useAccountOptions(
    "seller",
    { carrierId: channel?.carrierId, orgId },
    source === "own" && orgId !== undefined && channel !== undefined,
  );

  useEffect(() => {
    form.setFieldsValue(row ? { ...row } : { accountSource: "operator" });
  }, [form, row]);

  const submit = async (v: Values) => {
    const body: OrgCarrierServiceSave = {
      orgId: v.orgId,
      channelId: v.channelId,
      warehouseId: v.warehouseId,
      accountSource: v.accountSource,
      carrierAccountId: v.accountSource === "own" ? v.carrierAccountId : null,
      remark: orNull(v.remark),
    };
    if (await run(() => orgServiceApi.save(row ? { id: row.id, version: row.version, ...body } : body))) {
      void onSaved();
      onClose();
    }
  };
  const required = (label: string) => [{ required: true, message: t("components:form.required", { label }) }];

  return (
    <Modal
      open
      title={row ? t("orgService.edit", { org: row.orgCode, code: row.channelCode }) : t("orgService.create")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("components:form.save")}
      cancelText={t("components:form.cancel")}
      okButtonProps={{ loading: busy, "data-testid": "form-save" } as never}
      width={600}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<Values> form={form} name="org-service-form" layout="vertical" onFinish={(v) => void submit(v)} disabled={busy}>
        <Form.Item name="orgId" label={t("common.org")} rules={required(t("common.org"))}>
          <Select
            disabled={!!row}
            showSearch={{ optionFilterProp: "label" }}
            loading={orgs.isLoading}
            placeholder={t("components:form.select")}
            options={(orgs.data ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
            onChange={() => form.setFieldsValue({ warehouseId: undefined, carrierAccountId: undefined })}
            data-testid="os-org"
          />
        </Form.Item>
        <Form.Item name="channelId" label={t("orgService.channel")} rules={required(t("orgService.channel"))}>
          <Select
            showSearch={{ optionFilterProp: "label" }}
            loading={channels.isLoading}
            placeholder={t("components:form.select")}
            options={(channels.data ?? [])
              .filter((c) => c.active || c.id === row?.channelId)
              .map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
            onChange={() => form.setFieldsValue({ warehouseId: undefined, carrierAccountId: undefined })}
            data-testid="os-channel"
          />
        </Form.Item>
        <Form.Item
          name="warehouseId"
          label={t("common.warehouse")}
          rules={required(t("common.warehouse"))}
          extra={orgId && channelId && where.data?.length === 0 ? t("orgService.noWarehouses") : undefined}
        >
          <Select
            disabled={!orgId || !channelId}
            loading={where.isLoading}
            placeholder={orgId && channelId ? t("components:form.select") : t("orgService.pickOrgChannel")}
            options={(where.data ?? []).map((w) => ({
              value: w.warehouseId,
              label: `${w.warehouseCode} · ${w.warehouseName}${w.assigned && w.warehouseId !== row?.warehouseId ? ` ${t("orgService.assigned")}` : ""}`,
            }))}
            data-testid="os-warehouse"
          />
        </Form.Item>
        <Form.Item name="accountSource" label={t("orgService.accountSource")}>
          <Radio.Group options={(["operator", "own"] as const).map((s) => ({ value: s, label: t(`source.${s}`) }))} />
        </Form.Item>
        {source === "own" && (
          <Form.Item
            name="carrierAccountId"
            label={t("orgService.ownAccount")}
            rules={required(t("orgService.ownAccount"))}
            extra={own.data?.length === 0 ? t("orgService.noOwnAccounts") : t("orgService.ownAccountHelp")}
          >
            <Select
              loading={own.isLoading}
              placeholder={t("components:form.select")}
              options={(own.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.accountMasked})`, disabled: a.blacklisted }))}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t("common.remark")}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
