/** The warehouse's receipt of a return (components/ReceiveLinesPanel), with the receipt's notes. */
import { useState } from "react";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import type { ReturnPlanDetail } from "@entrepot/contracts";
import { ReceiveLinesPanel } from "../../../components/ReceiveLinesPanel";
import { receivePlan, runTransition } from "../api";

export function ReceivePanel({ plan, onDone }: { plan: ReturnPlanDetail; onDone: () => unknown }) {
  const { t } = useTranslation("returns");
  const [notes, setNotes] = useState(plan.receiptNotes ?? "");
  return (
    <ReceiveLinesPanel
      ns="returns"
      testId="returns-receive"
      lines={plan.lines}
      maxQty={100_000}
      receive={async (lines, finish) => {
        const next = await receivePlan({ id: plan.id, version: plan.version, lines, notes: notes || null });
        if (finish) await runTransition("finishReceiving", next);
      }}
      onDone={onDone}
    >
      <Input
        style={{ marginTop: 12, maxWidth: 600 }}
        maxLength={500}
        placeholder={t("detail.notes")}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        data-testid="returns-receive-notes"
      />
    </ReceiveLinesPanel>
  );
}
