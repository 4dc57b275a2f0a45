/**
 * billclient/boxing?id=: the carton packing of one inbound plan. Per SKU the units expected and the units
 * packed in cartons (short or over packing shows in colour); a draft's cartons are edited here (number,
 * size, weight, the SKUs inside) and saved with the plan unchanged otherwise; any plan's carton labels
 * print in the three label formats (Code 128 of `<plan no>-<carton no>`, what the receipt desk scans).
 */
import "../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import message from "antd/es/message";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { InboundPlanSave } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { CartonFields } from "../pages/CartonFields";
import { planKey, printCartonLabels, savePlan, usePlan } from "../api";

type Cartons = NonNullable<InboundPlanSave["cartons"]>;

export default function BoxingPage() {
  const { t } = useTranslation("inbound");
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || undefined;
  const plan = usePlan(id);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ cartons: Cartons }>();
  const cartons = Form.useWatch("cartons", form) ?? [];
  const [format, setFormat] = useState<1 | 2 | 3>(2);
  const [busy, setBusy] = useState(false);
  const d = plan.data;
  useEffect(() => {
    if (d)
      form.setFieldsValue({
        cartons: d.cartons.map(({ id: _id, items, ...c }) => ({
          ...c,
          items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        })),
      });
  }, [d, form]);

  if (plan.isLoading) return <Spin />;
  if (!d) return <Alert type="error" title={t("detail.notFound")} />;
  const editable = d.status === "draft" && hasPermission(me, "inbound:plan:manage");
  const packed = (productId: number) =>
    cartons.reduce((n, c) => n + (c?.items ?? []).filter((i) => i?.productId === productId).reduce((m, i) => m + (i.quantity ?? 0), 0), 0);
  const save = async (v: { cartons: Cartons }) => {
    setBusy(true);
    try {
      await savePlan({
        id: d.id,
        version: d.version,
        warehouseId: d.warehouseId,
        transitType: d.transitType as 1 | 2 | 3,
        transportMode: d.transportMode,
        eta: d.eta,
        trackingNo: d.trackingNo,
        containerNo: d.containerNo,
        remark: d.remark,
        lines: d.lines.map((l) => ({ productId: l.productId, expectedQty: l.expectedQty })),
        cartons: v.cartons ?? [],
        poLines: d.poLines.map((p) => ({ poLineId: p.poLineId, quantity: p.quantity })),
      });
      await qc.invalidateQueries({ queryKey: planKey(d.id) });
      void message.success(t("form.saved"));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const print = () => void printCartonLabels(d.id, d.planNo, format).catch((err: unknown) => message.error(errorMessage(err)));

  return (
    <div>
      <PageHeading
        title={t("boxing.title", { planNo: d.planNo })}
        intro={t(editable ? "boxing.intro" : "boxing.introReadOnly")}
        extra={
          <Space>
            <Button onClick={() => void navigate(`/inbound/inboundPlan/detail?id=${d.id}`)}>{t("boxing.openPlan")}</Button>
            <Select<1 | 2 | 3>
              value={format}
              onChange={setFormat}
              style={{ width: 200 }}
              options={([1, 2, 3] as const).map((f) => ({ value: f, label: t(`boxing.format${f}`) }))}
            />
            <Button type="primary" disabled={d.cartons.length === 0} onClick={print} data-testid="boxing-print">
              {t("detail.labels")}
            </Button>
          </Space>
        }
      />
      <Panel title={t("boxing.packing")}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.lines}
          data-testid="boxing-lines"
          columns={[
            { key: "sku", dataIndex: "sku", title: t("detail.sku"), width: 180 },
            { key: "productName", dataIndex: "productName", title: t("detail.product"), ellipsis: true },
            { key: "expectedQty", dataIndex: "expectedQty", title: t("detail.expected"), align: "right", width: 100 },
            {
              key: "packed",
              title: t("boxing.packed"),
              align: "right",
              width: 100,
              render: (_, l) => {
                const n = packed(l.productId);
                return <span style={{ color: n === l.expectedQty ? "#389e0d" : "#d46b08", fontWeight: 600 }}>{n}</span>;
              },
            },
          ]}
        />
      </Panel>
      <Panel title={t("form.cartons")}>
        <Form form={form} layout="vertical" disabled={!editable} onFinish={(v) => void save(v)}>
          <CartonFields products={d.lines.map((l) => ({ value: l.productId, label: l.sku }))} />
          {editable && (
            <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 12 }} data-testid="boxing-save">
              {t("boxing.save")}
            </Button>
          )}
        </Form>
      </Panel>
    </div>
  );
}
