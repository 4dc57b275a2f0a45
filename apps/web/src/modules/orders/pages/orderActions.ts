/** Runs an order's transition after a confirmation naming it; buys a label. Pack has its own dialog (PackModal). */
import message from "antd/es/message";
import { orderStatusLabels, orderTransitions, type OrderTransition } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { confirmTransition as confirmAndRun } from "../../../components/confirmTransition";
import { currentLocale, i18n } from "../../../lib/i18n";
import { buyLabel, runTransition } from "../api";

export function confirmTransition(
  transition: Exclude<OrderTransition, "pack">,
  row: { id: number; version: number; orderNo: string },
  onDone: () => void,
): void {
  const t = i18n.t.bind(i18n);
  const locale = currentLocale();
  const label = orderTransitions[transition].label[locale];
  confirmAndRun({
    transition,
    label,
    title: t("orders:order.confirmTitle", { action: label, orderNo: row.orderNo }),
    content: t(`orders:order.confirm.${transition}`),
    danger: transition === "cancel",
    run: () => runTransition(transition, row),
    doneText: (after) => t("orders:order.done", { orderNo: after.orderNo, state: orderStatusLabels[after.status][locale] }),
    onDone,
  });
}

export async function buyOrderLabel(row: { id: number; version: number; orderNo: string }, onDone: () => void): Promise<void> {
  try {
    const after = await buyLabel(row);
    void message.success(i18n.t("orders:order.labelBought", { orderNo: after.orderNo, trackingNo: after.trackingNo }));
  } catch (err) {
    void message.error(errorMessage(err), 6);
  }
  onDone();
}
