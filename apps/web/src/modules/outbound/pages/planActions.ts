/** Runs a plan's transition after a confirmation naming it (the seller's submit/cancel, the warehouse's pick/pack/ship/complete). */
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { outboundStatusLabels, outboundTransitions, type OutboundTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { i18n } from "../../../lib/i18n";
import { runTransition } from "../api";

export function confirmTransition(
  transition: OutboundTransition,
  row: { id: number; version: number; planNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const label = outboundTransitions[transition].label[locale];
  Modal.confirm({
    title: t("outbound:plan.confirmTitle", { action: label, planNo: row.planNo }),
    content: t(`outbound:plan.confirm.${transition}`),
    okText: label,
    okButtonProps: { danger: transition === "cancel", "data-testid": `confirm-${transition}` },
    cancelText: t("components:confirm.cancel"),
    onOk: async () => {
      try {
        const after = await runTransition(transition, row);
        void message.success(t("outbound:plan.done", { planNo: after.planNo, state: outboundStatusLabels[after.status][locale] }));
      } catch (err) {
        void message.error(errorMessage(err), 6);
      }
      onDone();
    },
  });
}
