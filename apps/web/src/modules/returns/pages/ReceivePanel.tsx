/**
 * The warehouse's receipt of a return: per line the good and the damaged units received now (damaged go to
 * unsellable stock). "Record" keeps the return receiving (more may come); "Record and finish" also closes
 * the receipt, so what did not come leaves in transit and shows as a difference.
 */
import { useState } from "react";
import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { ReturnPlanDetail } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { Panel } from "../../../components/Panel";
import { receivePlan, runTransition } from "../api";

type Line = ReturnPlanDetail["lines"][number];
type Qty = Record<number, { good: number; damaged: number }>;

const outstanding = (l: Line) => Math.max(0, l.expectedQty - l.receivedGood - l.receivedDamaged);

export function ReceivePanel({ plan, onDone }: { plan: ReturnPlanDetail; onDone: () => unknown }) {
  const { t } = useTranslation("returns");
  // the form starts with what is still expected as good units: the common case is one click
  const [qty, setQty] = useState<Qty>(() => Object.fromEntries(plan.lines.map((l) => [l.id, { good: outstanding(l), damaged: 0 }])));
  const [notes, setNotes] = useState(plan.receiptNotes ?? "");
  const [busy, setBusy] = useState(false);
  const set = (id: number, k: "good" | "damaged", v: number | null) => setQty((q) => ({ ...q, [id]: { ...q[id]!, [k]: v ?? 0 } }));
  const total = Object.values(qty).reduce((n, q) => n + q.good + q.damaged, 0);

  const submit = async (finish: boolean) => {
    setBusy(true);
    try {
      const lines = plan.lines.map((l) => ({ lineId: l.id, good: qty[l.id]!.good, damaged: qty[l.id]!.damaged }));
      const next = await receivePlan({ id: plan.id, version: plan.version, lines, notes: notes || null });
      if (finish) await runTransition("finishReceiving", next);
      void message.success(t("detail.done", { action: t(finish ? "actions.finishReceiving" : "actions.receive") }));
      onDone();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t("detail.receiveTitle")}>
      <p style={{ color: "rgba(0,0,0,0.55)", marginTop: 0 }}>{t("detail.receiveIntro")}</p>
      <Table<Line>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={plan.lines}
        data-testid="returns-receive"
        columns={[
          { key: "sku", dataIndex: "sku", title: t("detail.sku"), width: 180 },
          { key: "productName", dataIndex: "productName", title: t("detail.product"), ellipsis: true },
          { key: "expected", dataIndex: "expectedQty", title: t("detail.expected"), align: "right", width: 90 },
          { key: "outstanding", title: t("detail.outstanding"), align: "right", width: 90, render: (_, l) => outstanding(l) },
          ...(["good", "damaged"] as const).map((k) => ({
            key: k,
            title: t(`detail.${k}`),
            width: 130,
            render: (_: unknown, l: Line) => (
              <InputNumber
                min={0}
                max={100_000}
                precision={0}
                value={qty[l.id]![k]}
                data-testid={`returns-receive-${k}-${l.lineNo}`}
                onChange={(v) => set(l.id, k, v)}
              />
            ),
          })),
        ]}
      />
      <Input
        style={{ marginTop: 12, maxWidth: 600 }}
        maxLength={500}
        placeholder={t("detail.notes")}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        data-testid="returns-receive-notes"
      />
      <div>
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => void submit(false)} loading={busy} disabled={total === 0} data-testid="returns-receive-save">
            {t("detail.receiveSave")}
          </Button>
          <Button
            type="primary"
            onClick={() => void submit(true)}
            loading={busy}
            disabled={total === 0}
            data-testid="returns-receive-finish"
          >
            {t("detail.receiveAndFinish")}
          </Button>
        </Space>
      </div>
    </Panel>
  );
}
