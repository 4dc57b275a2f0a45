/** Runs a stock document's transition after a confirmation naming it; a refusal (self-approval 403, stock short 409) shows the server's message. */
import { stockDocStatusLabels, stockDocTransitions, type StockDocTransition } from "@entrepot/contracts";
import { confirmTransition } from "../../../../components/confirmTransition";
import { currentLocale, i18n } from "../../../../lib/i18n";
import { runDocTransition } from "../api";

export function confirmDocTransition(
  transition: StockDocTransition,
  row: { id: number; version: number; docNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = currentLocale();
  const label = stockDocTransitions[transition].label[locale];
  confirmTransition({
    transition,
    label,
    title: t("stockdocs:confirm.title", { action: label, docNo: row.docNo }),
    content: t(`stockdocs:confirm.${transition}`),
    danger: transition === "cancel" || transition === "reject",
    run: () => runDocTransition(transition, row),
    doneText: (after) => t("stockdocs:confirm.done", { docNo: after.docNo, state: stockDocStatusLabels[after.status][locale] }),
    onDone,
  });
}
