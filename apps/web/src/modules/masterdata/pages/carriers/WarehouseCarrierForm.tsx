/** A carrier at a warehouse: services, pickup days and time, cut-off (warehouse and carrier fixed once saved). */
import { useEffect } from "react";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { WarehouseCarrierRow } from "@entrepot/contracts";
import { useActiveCarriers, useCarrierServices, useWarehouseOptions, warehouseCarrierApi } from "../../api.carriers";
import { NS, orNull, useFormSave } from "./common";

interface Values {
  warehouseId: number;
  carrierId: number;
  serviceIds: number[];
  pickupDays: number[];
  pickupTime: string | null;
  cutoffTime: string;
  remark: string | null;
}
const FIELDS = ["warehouseId", "carrierId", "serviceIds", "pickupDays", "pickupTime", "cutoffTime", "remark"];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function WarehouseCarrierForm({
  row,
  onClose,
  onSaved,
}: {
  row?: WarehouseCarrierRow;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const { busy, run } = useFormSave(form, FIELDS, () => {
    void onSaved();
    onClose();
  });
  const warehouses = useWarehouseOptions();
  const carriers = useActiveCarriers();
  const carrierId = Form.useWatch("carrierId", form) ?? row?.carrierId;
  const services = useCarrierServices(carrierId, carrierId !== undefined);

  useEffect(() => {
    form.setFieldsValue(row ? { ...row } : { serviceIds: [], pickupDays: [1, 2, 3, 4, 5], pickupTime: "17:00", cutoffTime: "15:00" });
  }, [form, row]);

  const submit = async (v: Values) => {
    const schedule = {
      serviceIds: v.serviceIds ?? [],
      pickupDays: v.pickupDays,
      pickupTime: orNull(v.pickupTime),
      cutoffTime: v.cutoffTime.trim(),
      remark: orNull(v.remark),
    };
    const saved = await run(() =>
      row
        ? warehouseCarrierApi.edit({ id: row.id, version: row.version, ...schedule })
        : warehouseCarrierApi.create({ warehouseId: v.warehouseId, carrierId: v.carrierId, ...schedule }),
    );
    if (saved) {
      void onSaved();
      onClose();
    }
  };
  const required = (label: string) => ({ required: true, message: t("components:form.required", { label }) });
  const timeRule = { pattern: TIME, message: t("warehouseCarrier.timeRule") };

  return (
    <Modal
      open
      title={row ? t("warehouseCarrier.edit", { warehouse: row.warehouseCode, carrier: row.carrierCode }) : t("warehouseCarrier.create")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("components:form.save")}
      cancelText={t("components:form.cancel")}
      okButtonProps={{ loading: busy, "data-testid": "form-save" } as never}
      width={640}
      destroyOnHidden
      maskClosable={false}
    >
      <Form<Values> form={form} name="warehouse-carrier-form" layout="vertical" onFinish={(v) => void submit(v)} disabled={busy}>
        <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 }}>
          <Form.Item name="warehouseId" label={t("common.warehouse")} rules={[required(t("common.warehouse"))]}>
            <Select
              disabled={!!row}
              loading={warehouses.isLoading}
              placeholder={t("components:form.select")}
              options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: `${w.warehouseCode} · ${w.warehouseName}` }))}
            />
          </Form.Item>
          <Form.Item name="carrierId" label={t("common.carrier")} rules={[required(t("common.carrier"))]}>
            <Select
              disabled={!!row}
              loading={carriers.isLoading}
              placeholder={t("components:form.select")}
              options={(row ? [{ id: row.carrierId, code: row.carrierCode, name: row.carrierName }] : (carriers.data ?? [])).map((c) => ({
                value: c.id,
                label: `${c.code} · ${c.name}`,
              }))}
              onChange={() => form.setFieldValue("serviceIds", [])}
            />
          </Form.Item>
        </div>
        <Form.Item name="serviceIds" label={t("warehouseCarrier.services")} extra={t("warehouseCarrier.servicesHelp")}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            disabled={carrierId === undefined}
            loading={services.isLoading}
            options={(services.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
          />
        </Form.Item>
        <Form.Item
          name="pickupDays"
          label={t("warehouseCarrier.pickupDays")}
          rules={[{ ...required(t("warehouseCarrier.pickupDays")), type: "array", min: 1 }]}
        >
          <Checkbox.Group options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
        </Form.Item>
        <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 }}>
          <Form.Item
            name="cutoffTime"
            label={t("warehouseCarrier.cutoffTime")}
            extra={t("warehouseCarrier.timeHelp")}
            rules={[required(t("warehouseCarrier.cutoffTime")), timeRule]}
          >
            <Input maxLength={5} placeholder="15:00" />
          </Form.Item>
          <Form.Item name="pickupTime" label={t("warehouseCarrier.pickupTime")} rules={[timeRule]}>
            <Input maxLength={5} placeholder="17:00" />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t("common.remark")}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
