/**
 * inbound/inboundPlan/detail?id=: one plan (seller and warehouse alike): summary, lines with their
 * differences and on-shelf status, cartons, history from the audit log, and the actions its state and
 * the user's permissions allow; the warehouse receives here (ReceivePanel).
 */
import "../i18n";
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import message from "antd/es/message";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type InboundPlanDetail, inboundPlanResource } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { DetailView } from "../../../components/DetailView";
import { DictTag } from "../../../components/DictTag";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { listQueryKey } from "../../../components/resource/listQuery";
import { deletePlan, type PlanTransition, planKey, planUrls, printCartonLabels, runTransition, usePlan } from "../api";
import { dims, trim } from "../../catalog";
import { ReceivePanel } from "./ReceivePanel";
import { differenceCell, lineColumns, qtyColumn } from "../../../components/lineColumns";
import { HistoryTable } from "../HistoryTable";

type Line = InboundPlanDetail["lines"][number];
const sellerActions = new Set<PlanTransition>(["submit", "cancel"]);

export default function PlanDetailPage() {
  const { t } = useTranslation("inbound");
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || undefined;
  const plan = usePlan(id);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const locale = currentLocale();

  if (plan.isLoading) return <Spin />;
  if (!plan.data) return <Alert type="error" title={t("detail.notFound")} />;
  const d = plan.data;
  const may = (a: PlanTransition) => hasPermission(me, sellerActions.has(a) ? "inbound:plan:manage" : "inbound:plan:operate");
  // putaway while goods wait for it, complete once none do (the server's guard refuses it before)
  const pending = d.receivedGood + d.receivedDamaged - d.putawayQty;
  const actions = (d.actions as PlanTransition[]).filter(
    (a) => a !== "receive" && may(a) && (a !== "putaway" || pending > 0) && (a !== "complete" || pending === 0),
  );
  const refresh = (next?: InboundPlanDetail) =>
    next ? qc.setQueryData(planKey(d.id), next) : qc.invalidateQueries({ queryKey: planKey(d.id) });

  const run = (a: Exclude<PlanTransition, "receive">) =>
    Modal.confirm({
      title: t("detail.confirm", { action: t(`actions.${a}`) }),
      onOk: async () => {
        setBusy(a);
        try {
          refresh(await runTransition(a, d.id, d.version));
          void message.success(t("detail.done", { action: t(`actions.${a}`) }));
        } catch (err) {
          void message.error(errorMessage(err));
        } finally {
          setBusy(null);
        }
      },
    });

  const remove = () =>
    Modal.confirm({
      title: t("detail.confirmDelete", { planNo: d.planNo }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deletePlan(d.id);
          void qc.invalidateQueries({ queryKey: listQueryKey(planUrls.list) });
          void message.success(t("detail.deleted"));
          void navigate("/inbound/inboundPlan");
        } catch (err) {
          void message.error(errorMessage(err));
        }
      },
    });

  const n = (key: keyof Line & string, title: string, render?: (l: Line) => React.ReactNode) => qtyColumn<Line>(key, t(title), render);

  return (
    <div>
      <PageHeading
        title={t("detail.title", { planNo: d.planNo })}
        intro={t("detail.intro")}
        extra={
          <Space wrap>
            {d.status === "draft" && hasPermission(me, "inbound:plan:manage") && (
              <>
                <Button onClick={() => void navigate(`/inbound/inboundPlan/edit?id=${d.id}`)}>{t("list.edit")}</Button>
                <Button danger data-testid="inbound-delete" onClick={remove}>
                  {t("detail.delete")}
                </Button>
              </>
            )}
            {actions.map((a) => (
              <Button
                key={a}
                data-testid={`inbound-action-${a}`}
                type={a === "cancel" ? "default" : "primary"}
                danger={a === "cancel"}
                loading={busy === a}
                onClick={() => run(a as Exclude<PlanTransition, "receive">)}
              >
                {t(`actions.${a}`)}
              </Button>
            ))}
            {d.cartons.length > 0 && (
              <Button onClick={() => void printCartonLabels(d.id, d.planNo).catch((err: unknown) => message.error(errorMessage(err)))}>
                {t("detail.labels")}
              </Button>
            )}
          </Space>
        }
      />
      <Panel>
        <DetailView
          data={d}
          fields={definitionDetail(inboundPlanResource, locale).filter((f) => me?.org.kind !== "seller" || f.key !== "orgCode")}
          column={4}
        />
      </Panel>
      {d.actions.includes("receive") && may("receive") && <ReceivePanel plan={d} onDone={refresh} />}
      <Panel title={t("detail.lines")}>
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.lines}
          data-testid="inbound-lines"
          columns={[
            ...lineColumns<Line>({ sku: t("detail.sku"), product: t("detail.product") }),
            n("expectedQty", "detail.expected"),
            n("receivedGood", "detail.good"),
            n("receivedDamaged", "detail.damaged"),
            n("putawayQty", "detail.putaway"),
            n("differenceQty", "detail.difference", (l) => differenceCell(l.differenceQty)),
            {
              key: "onShelfStatus",
              title: t("detail.onShelf"),
              width: 130,
              render: (_, l) => (l.onShelfStatus === null ? "-" : <DictTag type="onShelfStatus" value={String(l.onShelfStatus)} />),
            },
          ]}
        />
      </Panel>
      {d.poLines.length > 0 && (
        <Panel title={t("po.fromPo")}>
          <div data-testid="inbound-po-links">
            {d.poLines.map((p) => (
              <Tag key={p.poLineId}>{`${p.poNo} · ${p.supplierName} · ${p.sku} × ${p.quantity}`}</Tag>
            ))}
          </div>
        </Panel>
      )}
      <Panel title={t("detail.cartons")}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.cartons}
          data-testid="inbound-cartons"
          locale={{ emptyText: t("detail.noCartons") }}
          columns={[
            { key: "cartonNo", dataIndex: "cartonNo", title: t("form.cartonNo"), width: 120 },
            {
              key: "dims",
              title: t("form.dimensions"),
              width: 220,
              render: (_, c) => dims(c),
            },
            { key: "weight", title: t("form.weight"), width: 140, render: (_, c) => `${trim(c.weight)} ${c.weightUnit}` },
            {
              key: "items",
              title: t("form.contents"),
              render: (_, c) => c.items.map((i) => <Tag key={i.productId}>{`${i.sku} × ${i.quantity}`}</Tag>),
            },
          ]}
        />
      </Panel>
      <Panel title={t("detail.history")}>
        <HistoryTable ns="inbound" rows={d.history} testId="inbound-history" />
      </Panel>
    </div>
  );
}
