import { type OrderStatus, type OrderTransition, orderStatusLabels, orderTransitions, orderTransitionNames } from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { defineMachine, type Guard, type GuardContext, type TransitionDef } from "../../../platform/documents/state-machine.js";

/**
 * The B2C order's state machine. States, transitions and labels are the contracts' (the web offers its
 * buttons from the same table); here each transition gets its spec audit action code (pick and pack have
 * none of their own: an update, 200) and ship its guard: the label must be bought first.
 *
 *   draft → submitted (reserve) → picked → packed → (label bought) → shipped (sales out)
 *   draft | submitted | picked | packed → cancelled (reservation released)
 */
const actions: Record<OrderTransition, AuditActionCode> = {
  submit: AuditAction.submit,
  pick: AuditAction.update,
  pack: AuditAction.update,
  ship: AuditAction.ship,
  cancel: AuditAction.cancel,
};

type OrderGuard = Guard<GuardContext<{ trackingNo?: string | null; orderNo?: string }>>;
const labelBought: OrderGuard = ({ row }) => (row.trackingNo ? undefined : { key: "orders.noLabel", params: { orderNo: row.orderNo } });
const guards: Partial<Record<OrderTransition, OrderGuard[]>> = { ship: [labelBought] };

const states = Object.fromEntries(
  Object.entries(orderStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<OrderStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  orderTransitionNames.map((t) => {
    const d = orderTransitions[t];
    const def: TransitionDef<OrderStatus, GuardContext<{ trackingNo?: string | null; orderNo?: string }>> = {
      from: d.from,
      to: d.to,
      action: actions[t],
      label: d.label,
      guards: guards[t],
    };
    return [t, def];
  }),
) as Record<OrderTransition, TransitionDef<OrderStatus, GuardContext<{ trackingNo?: string | null; orderNo?: string }>>>;

export const orderMachine = defineMachine<OrderStatus, OrderTransition, GuardContext<{ trackingNo?: string | null; orderNo?: string }>>({
  name: "orders.b2cOrder",
  entity: "b2cOrder",
  entityKey: "orders.b2cOrder",
  states,
  transitions,
});
