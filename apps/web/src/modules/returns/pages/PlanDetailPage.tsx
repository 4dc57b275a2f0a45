/**
 * home/returnProcessing/returnPlanDetail/detail?id= (seller) and returnPlanManage/detail?id= (warehouse):
 * one return plan: summary, lines with their differences, history from the audit log, and the actions its
 * state and the user's permissions allow; the warehouse receives here (ReceivePanel).
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
import { returnActions, type ReturnPlanDetail, returnPlanResource, type ReturnTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { DetailView } from "../../../components/DetailView";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { listQueryKey } from "../../../components/resource/listQuery";
import { deletePlan, deleteReceipt, planKey, planUrls, runTransition, usePlan } from "../api";
import { MovementsPanel } from "./MovementsPanel";
import { differenceCell, lineColumns, qtyColumn } from "../../../components/lineColumns";
import { ReceivePanel } from "./ReceivePanel";
import { DocumentPhotos } from "../../../components/DocumentPhotos";

type Line = ReturnPlanDetail["lines"][number];

export default function PlanDetailPage() {
  const { t } = useTranslation("returns");
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
  const seller = hasPermission(me, "returns:plan:manage");
  const operator = hasPermission(me, "returns:plan:operate");
  const actions = [
    ...(seller ? returnActions(d.status, "seller", d.unplanned) : []),
    ...(operator ? returnActions(d.status, "warehouse", d.unplanned) : []),
  ];
  // a seller's draft is the seller's to edit; an unplanned receipt's draft the warehouse's
  const editable = d.status === "draft" && (d.unplanned ? operator : seller);
  const editPath = d.unplanned
    ? `/home/returnProcessing/returnReceipt/edit?id=${d.id}`
    : `/home/returnProcessing/returnPlan/edit?id=${d.id}`;
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: planKey(d.id) });
    void qc.invalidateQueries({ queryKey: listQueryKey(planUrls.list) });
  };

  const run = (a: Exclude<ReturnTransition, "receive">) =>
    Modal.confirm({
      title: t("detail.confirm", { action: t(`actions.${a}`) }),
      onOk: async () => {
        setBusy(a);
        try {
          await runTransition(a, d);
          refresh();
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
      title: t("detail.confirmDelete", { returnNo: d.returnNo }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await (d.unplanned ? deleteReceipt : deletePlan)(d.id);
          void qc.invalidateQueries({ queryKey: listQueryKey(planUrls.list) });
          void message.success(t("detail.deleted"));
          void navigate(d.unplanned ? "/home/returnProcessing/returnReceipt" : "/home/returnProcessing/returnPlan");
        } catch (err) {
          void message.error(errorMessage(err));
        }
      },
    });

  const n = (key: keyof Line & string, title: string, render?: (l: Line) => React.ReactNode) => qtyColumn<Line>(key, t(title), render);

  return (
    <div>
      <PageHeading
        title={
          <>
            {/* an unplanned receipt has no plan behind it: it is headed as the receipt it is */}
            {t(d.unplanned ? "receipt.detailTitle" : "detail.title", { returnNo: d.returnNo })}
            {d.unplanned && (
              <Tag color="purple" style={{ marginLeft: 8 }} data-testid="returns-unplanned-tag">
                {t("receipt.unplanned")}
              </Tag>
            )}
          </>
        }
        intro={t(d.unplanned ? "receipt.detailIntro" : "detail.intro")}
        extra={
          <Space wrap>
            {editable && (
              <>
                <Button data-testid="returns-edit" onClick={() => void navigate(editPath)}>
                  {t("list.edit")}
                </Button>
                <Button danger data-testid="returns-delete" onClick={remove}>
                  {t("detail.delete")}
                </Button>
              </>
            )}
            {actions
              .filter((a): a is Exclude<ReturnTransition, "receive"> => a !== "receive")
              .map((a) => (
                <Button
                  key={a}
                  data-testid={`returns-action-${a}`}
                  type={a === "cancel" ? "default" : "primary"}
                  danger={a === "cancel"}
                  loading={busy === a}
                  onClick={() => run(a)}
                >
                  {t(`actions.${a}`)}
                </Button>
              ))}
          </Space>
        }
      />
      <Panel>
        <DetailView
          data={d}
          fields={definitionDetail(returnPlanResource, locale).filter((f) => me?.org.kind !== "seller" || f.key !== "orgCode")}
          column={4}
        />
      </Panel>
      {actions.includes("receive") && <ReceivePanel key={d.version} plan={d} onDone={refresh} />}
      <Panel title={t("detail.lines")}>
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.lines}
          data-testid="returns-lines"
          columns={[
            ...lineColumns<Line>({ sku: t("detail.sku"), product: t("detail.product") }),
            ...(d.unplanned && d.status === "draft"
              ? [n("countedGood", "receipt.good"), n("countedDamaged", "receipt.damaged")]
              : [n("expectedQty", "detail.expected")]),
            n("receivedGood", "detail.good"),
            n("receivedDamaged", "detail.damaged"),
            n("difference", "detail.difference", (l) => differenceCell(l.difference)),
          ]}
        />
      </Panel>
      {/* the receipt's photos: the warehouse's from the moment the parcel is announced (or recorded unplanned) */}
      {(d.status !== "draft" || d.unplanned) && <DocumentPhotos base="/api/returns/plan" documentId={d.id} onChanged={refresh} />}
      <MovementsPanel movements={d.movements} />
      <Panel title={t("detail.history")}>
        <Table
          size="small"
          rowKey={(h) => `${h.createdAt}-${h.command}`}
          pagination={false}
          dataSource={d.history}
          data-testid="returns-history"
          columns={[
            {
              key: "createdAt",
              dataIndex: "createdAt",
              title: t("detail.at"),
              width: 200,
              render: (v: string) => new Date(v).toLocaleString(locale),
            },
            {
              key: "command",
              dataIndex: "command",
              title: t("detail.action"),
              render: (v: string) => t(`commands.${v}`, { defaultValue: v }),
            },
            { key: "username", dataIndex: "username", title: t("detail.user"), width: 160 },
          ]}
        />
      </Panel>
    </div>
  );
}
