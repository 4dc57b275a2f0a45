/** Runs a channel receipt's transition after a confirmation naming it; a refusal (nothing received, a stale version) shows the server's message. */
import { winitReceiptStatusLabels, winitReceiptTransitions, type WinitReceiptTransition } from "@entrepot/contracts";
import { confirmTransition } from "../../../components/confirmTransition";
import { currentLocale, i18n } from "../../../lib/i18n";
import { runReceiptTransition } from "./api";

export function confirmReceiptTransition(
  transition: WinitReceiptTransition,
  row: { id: number; version: number; receiptNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = currentLocale();
  const label = winitReceiptTransitions[transition].label[locale];
  confirmTransition({
    transition,
    label,
    title: t("winit:confirm.title", { action: label, receiptNo: row.receiptNo }),
    content: t(`winit:confirm.${transition}`),
    danger: transition === "cancel",
    run: () => runReceiptTransition(transition, row),
    doneText: (after) => t("winit:confirm.done", { receiptNo: after.receiptNo, state: winitReceiptStatusLabels[after.status][locale] }),
    onDone,
  });
}
