/** Runs a channel receipt's transition after a confirmation naming it; a refusal (nothing received, a stale version) shows the server's message. */
import Modal from "antd/es/modal";
import { winitReceiptStatusLabels, winitReceiptTransitions, type WinitReceiptTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { i18n } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { runReceiptTransition } from "./api";

export function confirmReceiptTransition(
  transition: WinitReceiptTransition,
  row: { id: number; version: number; receiptNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const label = winitReceiptTransitions[transition].label[locale];
  Modal.confirm({
    title: t("winit:confirm.title", { action: label, receiptNo: row.receiptNo }),
    content: t(`winit:confirm.${transition}`),
    okText: label,
    okButtonProps: { danger: transition === "cancel", "data-testid": `confirm-${transition}` } as never,
    cancelText: t("components:confirm.cancel"),
    onOk: async () => {
      try {
        const after = await runReceiptTransition(transition, row);
        notify("success", t("winit:confirm.done", { receiptNo: after.receiptNo, state: winitReceiptStatusLabels[after.status][locale] }));
      } catch (err) {
        notify("error", errorMessage(err));
      }
      onDone();
    },
  });
}
