/**
 * The warehouse's receipt of a document's lines (inbound plans, return plans): per line the good and the
 * damaged units received now (damaged go to unsellable stock). "Record" keeps the document receiving (more
 * may come); "Record and finish" also closes the receipt, so what did not come shows as a difference.
 * `ns` is the module's texts' namespace, holding `detail.receiveTitle|receiveIntro|sku|product|expected|
 * outstanding|good|damaged|receiveSave|receiveAndFinish|done` and `actions.receive|finishReceiving`.
 */
import { type ReactNode, useState } from "react";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api";
import { Panel } from "./Panel";

export interface ReceivableLine {
  id: number;
  lineNo: number;
  sku: string;
  productName: string;
  expectedQty: number;
  receivedGood: number;
  receivedDamaged: number;
}

/** What one receipt records per line. */
export interface ReceivedLine {
  lineId: number;
  good: number;
  damaged: number;
}

type Qty = Record<number, { good: number; damaged: number }>;

const outstanding = (l: ReceivableLine) => Math.max(0, l.expectedQty - l.receivedGood - l.receivedDamaged);

export function ReceiveLinesPanel<Line extends ReceivableLine, Result>({
  ns,
  testId,
  lines,
  maxQty,
  receive,
  onDone,
  children,
}: {
  ns: string;
  /** `<testId>` on the table, `<testId>-good-<lineNo>`, `-save`, `-finish`... on its inputs and buttons. */
  testId: string;
  lines: readonly Line[];
  maxQty: number;
  /** Records the quantities, then (with `finish`) closes the receipt. */
  receive: (lines: ReceivedLine[], finish: boolean) => Promise<Result>;
  /** With what `receive` answered (the document as it is now). */
  onDone: (result: Result) => unknown;
  /** More to record with the receipt (a return's notes), under the lines. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  // the form starts with what is still expected as good units: the common case is one click
  const [qty, setQty] = useState<Qty>(() => Object.fromEntries(lines.map((l) => [l.id, { good: outstanding(l), damaged: 0 }])));
  const [busy, setBusy] = useState(false);
  const set = (id: number, k: "good" | "damaged", v: number | null) => setQty((q) => ({ ...q, [id]: { ...q[id]!, [k]: v ?? 0 } }));
  const total = Object.values(qty).reduce((n, q) => n + q.good + q.damaged, 0);

  const submit = async (finish: boolean) => {
    setBusy(true);
    try {
      const result = await receive(
        lines.map((l) => ({ lineId: l.id, good: qty[l.id]!.good, damaged: qty[l.id]!.damaged })),
        finish,
      );
      void message.success(t("detail.done", { action: t(finish ? "actions.finishReceiving" : "actions.receive") }));
      onDone(result);
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
        dataSource={lines as Line[]}
        data-testid={testId}
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
                max={maxQty}
                precision={0}
                value={qty[l.id]![k]}
                data-testid={`${testId}-${k}-${l.lineNo}`}
                onChange={(v) => set(l.id, k, v)}
              />
            ),
          })),
        ]}
      />
      {children}
      <div>
        <Space style={{ marginTop: 12 }}>
          <Button onClick={() => void submit(false)} loading={busy} disabled={total === 0} data-testid={`${testId}-save`}>
            {t("detail.receiveSave")}
          </Button>
          <Button type="primary" onClick={() => void submit(true)} loading={busy} disabled={total === 0} data-testid={`${testId}-finish`}>
            {t("detail.receiveAndFinish")}
          </Button>
        </Space>
      </div>
    </Panel>
  );
}
