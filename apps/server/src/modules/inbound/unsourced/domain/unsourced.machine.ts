import {
  UNSOURCED_DISPOSE_DAYS,
  type UnsourcedStatus,
  type UnsourcedTransition,
  unsourcedStatusLabels,
  unsourcedTransitionNames,
  unsourcedTransitions,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../../platform/audit/audit.js";
import { defineMachine, type GuardContext, type TransitionDef } from "../../../../platform/documents/state-machine.js";

/** What the guards read of a receipt. */
export interface UnsourcedGuardRow {
  status: string;
  receivedAt: Date;
}

/**
 * The unsourced receipt's state machine. States, transitions and labels are the contracts' (the web offers
 * its buttons from the same table); here each transition gets its spec audit action code.
 *
 *   received → claimRequested (a seller, by tracking number) → claimed (the operator confirms: stock posts)
 *   claimRequested → received (the operator rejects the claim, or the claimant withdraws it)
 *   received → claimed (the operator assigns it to a seller: stock posts)
 *   received → disposed (nobody claimed it within UNSOURCED_DISPOSE_DAYS)
 */
const actions: Record<UnsourcedTransition, AuditActionCode> = {
  requestClaim: AuditAction.submit,
  withdraw: AuditAction.cancel,
  rejectClaim: AuditAction.update,
  confirmClaim: AuditAction.complete,
  assign: AuditAction.complete,
  dispose: AuditAction.cancel,
};

const DAY = 86_400_000;
/** Whole days a parcel has waited (the list's "days held"). */
export const daysHeld = (receivedAt: Date, now: Date) => Math.floor((now.getTime() - receivedAt.getTime()) / DAY);

const states = Object.fromEntries(
  Object.entries(unsourcedStatusLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<UnsourcedStatus, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  unsourcedTransitionNames.map((t) => {
    const d = unsourcedTransitions[t];
    const def: TransitionDef<UnsourcedStatus, GuardContext<UnsourcedGuardRow, unknown, unknown>> = {
      from: d.from,
      to: d.to,
      action: actions[t],
      label: d.label,
    };
    if (t === "dispose")
      def.guards = [
        ({ row }) =>
          daysHeld(row.receivedAt, new Date()) < UNSOURCED_DISPOSE_DAYS
            ? { key: "inbound.unsourcedTooEarly", params: { days: UNSOURCED_DISPOSE_DAYS, held: daysHeld(row.receivedAt, new Date()) } }
            : undefined,
      ];
    return [t, def];
  }),
) as Record<UnsourcedTransition, TransitionDef<UnsourcedStatus, GuardContext<UnsourcedGuardRow, unknown, unknown>>>;

export const unsourcedMachine = defineMachine<UnsourcedStatus, UnsourcedTransition, GuardContext<UnsourcedGuardRow, unknown, unknown>>({
  name: "inbound.unsourcedReceipt",
  entity: "unsourcedReceipt",
  entityKey: "inbound.unsourcedReceipt",
  states,
  transitions,
});
