/**
 * One unsourced parcel: its fields, lines (code as read, good, damaged, matched SKU) and history. The
 * warehouse acts here as the state allows: correct it while unclaimed, confirm or reject a claim, assign it
 * to a seller, dispose of it (a reason asked for both refusals); a seller only reads.
 */
import "./i18n";
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import message from "antd/es/message";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type UnsourcedDetail, type UnsourcedStatus, unsourcedActions, unsourcedResource, unsourcedTransitions } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { DetailView } from "../../../components/DetailView";
import { Panel } from "../../../components/Panel";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { listQueryKey } from "../../../components/resource/listQuery";
import { receiptKey, unsourcedUrls, useReceipt, withdrawClaim, withReason } from "./api";
import { HistoryTable } from "../HistoryTable";
import { MatchPanel } from "./MatchPanel";
import { ReceiptFormModal } from "./ReceiptFormModal";
import { DocumentPhotos } from "../../../components/DocumentPhotos";

type Line = UnsourcedDetail["lines"][number];

export function ReceiptDrawer({ id, manage, onClose }: { id: number; manage: boolean; onClose: () => void }) {
  const { t } = useTranslation("unsourced");
  const locale = currentLocale();
  const qc = useQueryClient();
  const receipt = useReceipt(id);
  const [matching, setMatching] = useState<"confirmClaim" | "assign" | null>(null);
  const [editing, setEditing] = useState(false);
  const d = receipt.data;
  const refresh = () => {
    setMatching(null);
    void qc.invalidateQueries({ queryKey: receiptKey(id) });
    void qc.invalidateQueries({ queryKey: listQueryKey(unsourcedUrls.list) });
  };
  const askReason = (name: "rejectClaim" | "dispose") => {
    let reason = "";
    const label = unsourcedTransitions[name].label[locale];
    Modal.confirm({
      title: label,
      content: (
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t("reason.label")}
          onChange={(e) => (reason = e.target.value)}
          data-testid="unsourced-reason"
        />
      ),
      onOk: async () => {
        if (!reason.trim()) {
          void message.warning(t("reason.required"));
          throw new Error("reason");
        }
        try {
          await withReason(name, { id, version: d!.version, reason });
          void message.success(t("done", { action: label }));
          refresh();
        } catch (err) {
          void message.error(errorMessage(err));
        }
      },
    });
  };
  const { data: me } = useMe();
  // the claimant may take its claim back until the warehouse confirms it
  const canWithdraw =
    !!d && !manage && hasPermission(me, "inbound:unsourced:claim") && d.claimOrgId === me?.org.id && d.status === "claimRequested";
  const askWithdraw = () => {
    const label = unsourcedTransitions.withdraw.label[locale];
    Modal.confirm({
      title: label,
      content: t("claim.withdrawAsk", { receiptNo: d!.receiptNo }),
      okButtonProps: { danger: true, "data-testid": "unsourced-withdraw-ok" } as never,
      onOk: async () => {
        try {
          await withdrawClaim({ id, version: d!.version });
          void message.success(t("done", { action: label }));
          refresh();
        } catch (err) {
          void message.error(errorMessage(err));
        }
      },
    });
  };
  const actions = d && manage ? unsourcedActions(d.status as UnsourcedStatus, "warehouse") : [];

  return (
    <Drawer
      open
      width={900}
      onClose={onClose}
      title={d ? t("detail.title", { receiptNo: d.receiptNo }) : ""}
      data-testid="unsourced-detail"
      extra={
        <Space wrap>
          {d && manage && d.status === "received" && (
            <Button onClick={() => setEditing(true)} data-testid="unsourced-edit">
              {t("detail.edit")}
            </Button>
          )}
          {canWithdraw && (
            <Button danger onClick={askWithdraw} data-testid="unsourced-action-withdraw">
              {unsourcedTransitions.withdraw.label[locale]}
            </Button>
          )}
          {actions.map((a) => (
            <Button
              key={a}
              type={a === "confirmClaim" || a === "assign" ? "primary" : "default"}
              danger={a === "rejectClaim" || a === "dispose"}
              data-testid={`unsourced-action-${a}`}
              onClick={() => (a === "confirmClaim" || a === "assign" ? setMatching(a) : askReason(a as "rejectClaim" | "dispose"))}
            >
              {unsourcedTransitions[a].label[locale]}
            </Button>
          ))}
        </Space>
      }
    >
      {receipt.isLoading && <Spin />}
      {receipt.isError && <Alert type="error" showIcon title={t("detail.notFound")} />}
      {d && (
        <>
          <Panel>
            <DetailView data={d} fields={definitionDetail(unsourcedResource, locale)} column={3} />
          </Panel>
          {matching && <MatchPanel key={matching} receipt={d} mode={matching} onDone={refresh} />}
          <Panel title={t("detail.lines")}>
            <Table<Line>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.lines}
              data-testid="unsourced-lines"
              columns={[
                { key: "lineNo", dataIndex: "lineNo", title: "#", width: 50 },
                { key: "code", dataIndex: "code", title: t("form.code") },
                { key: "good", dataIndex: "good", title: t("form.good"), align: "right", width: 90 },
                { key: "damaged", dataIndex: "damaged", title: t("form.damaged"), align: "right", width: 100 },
                {
                  key: "sku",
                  dataIndex: "sku",
                  title: t("detail.sku"),
                  width: 220,
                  render: (v: string | null) => v ?? t("detail.unmatched"),
                },
              ]}
            />
          </Panel>
          <DocumentPhotos
            base="/api/inbound/unsourced"
            documentId={d.id}
            onChanged={() => void qc.invalidateQueries({ queryKey: receiptKey(id) })}
          />
          <Panel title={t("detail.history")}>
            <HistoryTable ns="unsourced" rows={d.history} testId="unsourced-history" />
          </Panel>
        </>
      )}
      {editing && d && <ReceiptFormModal editing={d} onClose={() => setEditing(false)} onSaved={() => refresh()} />}
    </Drawer>
  );
}
