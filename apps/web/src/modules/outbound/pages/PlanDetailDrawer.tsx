/** One outbound plan: its fields, SKU lines (planned, picked, shipped), cartons and pallets, and its history from the audit log. */
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  outboundActions,
  outboundPlanResource,
  type OutboundPlanDetail,
  type OutboundSide,
  outboundTransitions,
} from "@entrepot/contracts";
import { DetailView } from "../../../components/DetailView";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { formatDateTime } from "../../../components/format";
import { usePlan } from "../api";
import { confirmTransition } from "./planActions";

type Line = OutboundPlanDetail["lines"][number];
type Pkg = OutboundPlanDetail["packages"][number];

export function PlanDetailDrawerBody({ plan, locale }: { plan: OutboundPlanDetail; locale: Locale }) {
  const { t } = useTranslation("outbound");
  const fields = [
    ...definitionDetail<OutboundPlanDetail>(outboundPlanResource, locale),
    { key: "destinationAddress" as const, label: t("form.destinationAddress"), span: 3 },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <DetailView fields={fields} data={plan} column={3} />
      <Typography.Title level={5}>{t("detail.lines")}</Typography.Title>
      <Table<Line>
        size="small"
        rowKey="line"
        pagination={false}
        dataSource={plan.lines}
        columns={[
          { key: "line", dataIndex: "line", title: "#", width: 50 },
          { key: "sku", dataIndex: "sku", title: t("form.sku"), width: 180 },
          { key: "productName", dataIndex: "productName", title: t("form.product") },
          { key: "quantity", dataIndex: "quantity", title: t("form.quantity"), align: "right", width: 90 },
          { key: "pickedQty", dataIndex: "pickedQty", title: t("detail.picked"), align: "right", width: 90 },
          { key: "shippedQty", dataIndex: "shippedQty", title: t("detail.shipped"), align: "right", width: 90 },
        ]}
      />
      <Typography.Title level={5}>{t("detail.packages")}</Typography.Title>
      <Table<Pkg>
        size="small"
        rowKey="seq"
        pagination={false}
        dataSource={plan.packages}
        locale={{ emptyText: t("detail.noPackages") }}
        columns={[
          { key: "kind", title: t("form.kind"), width: 90, render: (_, p) => t(`form.${p.kind}`) },
          { key: "count", dataIndex: "count", title: t("form.count"), align: "right", width: 80 },
          { key: "dims", title: t("form.dims"), render: (_, p) => `${p.length} × ${p.width} × ${p.height} ${p.lengthUnit}` },
          { key: "weight", title: t("form.weight"), render: (_, p) => `${p.weight} ${p.weightUnit}` },
          { key: "unitsEach", dataIndex: "unitsEach", title: t("form.unitsEach"), align: "right", width: 200 },
        ]}
      />
      <Typography.Title level={5}>{t("detail.history")}</Typography.Title>
      <Timeline
        items={plan.history.map((h, i) => ({
          key: i,
          children: `${formatDateTime(h.createdAt, locale)} · ${t(`detail.actions.${h.action}`, { defaultValue: h.command })} · ${h.username ?? ""}`,
        }))}
      />
    </Space>
  );
}

export function PlanDetailDrawer({
  id,
  side,
  onClose,
  onChanged,
}: {
  id: number;
  side: OutboundSide;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation("outbound");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const query = usePlan(id);
  const plan = query.data;
  return (
    <Drawer
      open
      width={900}
      data-testid="plan-detail"
      title={plan ? t("detail.title", { planNo: plan.planNo }) : ""}
      onClose={onClose}
      extra={
        plan && (
          <Space>
            {outboundActions(plan.status, side).map((tr) => (
              <Button
                key={tr}
                danger={tr === "cancel"}
                onClick={() => confirmTransition(tr, plan, () => (void query.refetch(), onChanged()))}
              >
                {outboundTransitions[tr].label[locale]}
              </Button>
            ))}
          </Space>
        )
      }
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={String(query.error)} />}
      {plan && <PlanDetailDrawerBody plan={plan} locale={locale} />}
    </Drawer>
  );
}
