import {
  type PromotionState,
  type PromotionTransition,
  promotionStateLabels,
  promotionTransitionNames,
  promotionTransitions,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../../platform/documents/state-machine.js";

/**
 * A promotion's life (states, transitions and labels are the contracts', so the web offers the same moves):
 *
 *   draft ─submit→ submitted ─approve→ approved ─start→ running ─end→ ended
 *                  submitted ─reject→ needsAction ─submit→ submitted
 *   cancel: from any state before the end.
 *
 * A person submits and cancels; Amazon's verdict (approve / reject) arrives through the adapter after the
 * submission's push; the schedule job starts and ends it by its window.
 */
const actions: Record<PromotionTransition, AuditActionCode> = {
  submit: AuditAction.submit,
  approve: AuditAction.approve,
  reject: AuditAction.reject,
  start: AuditAction.update,
  end: AuditAction.complete,
  cancel: AuditAction.cancel,
};

const states = Object.fromEntries(
  Object.entries(promotionStateLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<PromotionState, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  promotionTransitionNames.map((t) => {
    const d = promotionTransitions[t];
    const def: TransitionDef<PromotionState> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<PromotionTransition, TransitionDef<PromotionState>>;

export const promotionMachine = defineMachine<PromotionState, PromotionTransition>({
  name: "advertising.promotion",
  entity: "promotion",
  entityKey: "advertising.promotion",
  states,
  transitions,
});
