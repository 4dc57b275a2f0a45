/** Runs a stock document's transition after a confirmation naming it; a refusal (self-approval 403, stock short 409) shows the server's message. */
import Modal from "antd/es/modal";
import { stockDocStatusLabels, stockDocTransitions, type StockDocTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { i18n } from "../../../../lib/i18n";
import { notify } from "../../../../lib/notify";
import { runDocTransition } from "../api";

export function confirmDocTransition(
  transition: StockDocTransition,
  row: { id: number; version: number; docNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const label = stockDocTransitions[transition].label[locale];
  Modal.confirm({
    title: t("stockdocs:confirm.title", { action: label, docNo: row.docNo }),
    content: t(`stockdocs:confirm.${transition}`),
    okText: label,
    okButtonProps: { danger: transition === "cancel" || transition === "reject", "data-testid": `confirm-${transition}` } as never,
    cancelText: t("components:confirm.cancel"),
    onOk: async () => {
      try {
        const after = await runDocTransition(transition, row);
        notify("success", t("stockdocs:confirm.done", { docNo: after.docNo, state: stockDocStatusLabels[after.status][locale] }));
      } catch (err) {
        notify("error", errorMessage(err));
      }
      onDone();
    },
  });
}
