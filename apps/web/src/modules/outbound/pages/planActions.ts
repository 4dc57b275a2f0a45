/** Runs a plan's transition after a confirmation naming it (the seller's submit/cancel, the warehouse's pick/pack/ship/complete). */
import { outboundStatusLabels, outboundTransitions, type OutboundTransition } from "@entrepot/contracts";
import { confirmTransition as confirmAndRun } from "../../../components/confirmTransition";
import { currentLocale, i18n } from "../../../lib/i18n";
import { runTransition } from "../api";

export function confirmTransition(
  transition: OutboundTransition,
  row: { id: number; version: number; planNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = currentLocale();
  const label = outboundTransitions[transition].label[locale];
  confirmAndRun({
    transition,
    label,
    title: t("outbound:plan.confirmTitle", { action: label, planNo: row.planNo }),
    content: t(`outbound:plan.confirm.${transition}`),
    danger: transition === "cancel",
    run: () => runTransition(transition, row),
    doneText: (after) => t("outbound:plan.done", { planNo: after.planNo, state: outboundStatusLabels[after.status][locale] }),
    onDone,
  });
}
