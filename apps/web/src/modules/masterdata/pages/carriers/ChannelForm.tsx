/** The delivery channel form (drawer): service, the operator account that buys its labels, label settings, warehouses. */
import { useEffect, useMemo } from "react";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useTranslation } from "react-i18next";
import type { DeliveryChannelRow, DeliveryChannelSave } from "@entrepot/contracts";
import { labelFileFormats, labelSizes, signatureOptions } from "@entrepot/contracts";
import { channelApi, useAccountOptions, useCarrierServices, useWarehouseOptions } from "../../api.carriers";
import { NS, orNull, useFormSave } from "./common";

interface Values {
  code: string;
  name: string;
  serviceId: number;
  carrierAccountId: number;
  labelFormat: DeliveryChannelRow["labelFormat"];
  labelSize: DeliveryChannelRow["labelSize"];
  printReturnLabel: boolean;
  insurance: boolean;
  signature: DeliveryChannelRow["signature"];
  warehouseIds: number[];
  sort: number;
  remark: string | null;
}
const FIELDS = [
  "code",
  "name",
  "serviceId",
  "carrierAccountId",
  "labelFormat",
  "labelSize",
  "printReturnLabel",
  "insurance",
  "signature",
  "warehouseIds",
  "sort",
  "remark",
];

export function ChannelForm({ row, onClose, onSaved }: { row?: DeliveryChannelRow; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const { busy, run } = useFormSave(form, FIELDS, () => {
    void onSaved();
    onClose();
  });
  const services = useCarrierServices();
  const warehouses = useWarehouseOptions();
  const serviceId = Form.useWatch("serviceId", form) ?? row?.serviceId;
  const service = services.data?.find((s) => s.id === serviceId);
  const accounts = useAccountOptions("operator", { carrierId: service?.carrierId }, service !== undefined);

  useEffect(() => {
    form.setFieldsValue(
      row
        ? { ...row, carrierAccountId: row.carrierAccountId ?? undefined }
        : { labelFormat: "PDF", labelSize: "4x6", printReturnLabel: false, insurance: false, signature: "none", warehouseIds: [], sort: 0 },
    );
  }, [form, row]);

  // a service that is now inactive stays selectable for the channel that already uses it
  const serviceOptions = useMemo(() => {
    const usable = (services.data ?? []).filter((s) => s.active || s.id === row?.serviceId);
    const carriers = [...new Set(usable.map((s) => s.carrierCode))];
    return carriers.map((c) => ({
      label: c,
      options: usable.filter((s) => s.carrierCode === c).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` })),
    }));
  }, [services.data, row?.serviceId]);

  const submit = async (v: Values) => {
    const body: DeliveryChannelSave = {
      code: v.code.trim(),
      name: v.name,
      serviceId: v.serviceId,
      carrierAccountId: v.carrierAccountId,
      labelFormat: v.labelFormat,
      labelSize: v.labelSize,
      printReturnLabel: !!v.printReturnLabel,
      insurance: !!v.insurance,
      signature: v.signature,
      warehouseIds: v.warehouseIds,
      sort: v.sort ?? 0,
      remark: orNull(v.remark),
    };
    const saved = await run(() => channelApi.save(row ? { id: row.id, version: row.version, ...body } : body));
    if (saved) {
      void onSaved();
      onClose();
    }
  };

  return (
    <Drawer
      open
      title={row ? t("channel.edit", { code: row.code }) : t("channel.create")}
      onClose={onClose}
      size={720}
      destroyOnHidden
      footer={
        <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
          <Button onClick={onClose}>{t("components:form.cancel")}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="form-save">
            {t("components:form.save")}
          </Button>
        </div>
      }
    >
      <Form<Values>
        form={form}
        name="channel-form"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        disabled={busy}
        style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 }}
      >
        <Form.Item
          name="code"
          label={t("channel.code")}
          rules={[
            { required: true, message: t("components:form.required", { label: t("channel.code") }) },
            { pattern: /^[A-Z0-9][A-Z0-9_-]{1,31}$/, message: t("channel.codeRule") },
          ]}
        >
          <Input maxLength={32} placeholder="UPS_GROUND" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t("channel.name")}
          rules={[{ required: true, whitespace: true, message: t("components:form.required", { label: t("channel.name") }) }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="serviceId"
          label={t("common.service")}
          rules={[{ required: true, message: t("components:form.required", { label: t("common.service") }) }]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            loading={services.isLoading}
            options={serviceOptions}
            placeholder={t("components:form.select")}
            onChange={() => form.setFieldValue("carrierAccountId", undefined)}
          />
        </Form.Item>
        <Form.Item
          name="carrierAccountId"
          label={t("common.account")}
          extra={service && accounts.data?.length === 0 ? t("channel.noAccounts") : t("channel.accountHelp")}
          rules={[{ required: true, message: t("components:form.required", { label: t("common.account") }) }]}
        >
          <Select
            disabled={!service}
            loading={accounts.isLoading}
            placeholder={service ? t("components:form.select") : t("channel.pickServiceFirst")}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.accountMasked})` }))}
          />
        </Form.Item>
        <Form.Item
          name="warehouseIds"
          label={t("common.warehouses")}
          extra={t("channel.warehousesHelp")}
          style={{ gridColumn: "1 / -1" }}
          rules={[{ required: true, type: "array", min: 1, message: t("components:form.required", { label: t("common.warehouses") }) }]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={warehouses.isLoading}
            options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: `${w.warehouseCode} · ${w.warehouseName}` }))}
            data-testid="channel-warehouses"
          />
        </Form.Item>
        <h4 style={{ gridColumn: "1 / -1", margin: "4px 0 12px" }}>{t("channel.labelSettings")}</h4>
        <Form.Item name="labelFormat" label={t("channel.labelFormat")}>
          <Radio.Group optionType="button" options={labelFileFormats.map((f) => ({ value: f, label: f }))} />
        </Form.Item>
        <Form.Item name="labelSize" label={t("channel.labelSize")}>
          <Radio.Group optionType="button" options={labelSizes.map((s) => ({ value: s, label: t(`labelSize.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name="signature"
          label={t("channel.signature")}
          extra={service && !service.supportsSignature ? t("channel.noSignature") : undefined}
        >
          <Select
            options={signatureOptions.map((s) => ({
              value: s,
              label: t(`signature.${s}`),
              disabled: s !== "none" && service !== undefined && !service.supportsSignature,
            }))}
          />
        </Form.Item>
        <div style={{ display: "flex", gap: 24 }}>
          <Form.Item
            name="insurance"
            label={t("channel.insurance")}
            valuePropName="checked"
            extra={service && !service.supportsInsurance ? t("channel.noInsurance") : undefined}
          >
            <Switch disabled={service !== undefined && !service.supportsInsurance} />
          </Form.Item>
          <Form.Item name="printReturnLabel" label={t("channel.printReturnLabel")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="sort" label={t("common.sort")}>
          <InputNumber min={0} max={99999} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="remark" label={t("common.remark")} style={{ gridColumn: "1 / -1" }}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Drawer>
  );
}
