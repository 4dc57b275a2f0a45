import {
  type AdState,
  type AdStateLevel,
  type AdStateTransition,
  adStateLabels,
  adStateTransitions,
  adStateTransitionNames,
} from "@entrepot/contracts";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { defineMachine, type TransitionDef } from "../../../platform/documents/state-machine.js";

/**
 * The state machine Amazon Ads gives campaigns, ad groups, product ads and targets alike:
 *
 *   ENABLED ⇄ PAUSED (enable / pause), either → ARCHIVED (archive; final: Amazon never brings it back)
 *
 * States, transitions and labels are the contracts' (the web offers its buttons from the same table); one
 * machine per level, so the audit rows and 404/409 texts name the right entity.
 */
const actions: Record<AdStateTransition, AuditActionCode> = {
  enable: AuditAction.update,
  pause: AuditAction.update,
  archive: AuditAction.cancel,
};

const states = Object.fromEntries(
  Object.entries(adStateLabels).map(([s, l]) => [s, { "zh-CN": l["zh-CN"], "en-US": l["en-US"] }]),
) as Record<AdState, { "zh-CN": string; "en-US": string }>;

const transitions = Object.fromEntries(
  adStateTransitionNames.map((t) => {
    const d = adStateTransitions[t];
    const def: TransitionDef<AdState> = { from: d.from, to: d.to, action: actions[t], label: d.label };
    return [t, def];
  }),
) as Record<AdStateTransition, TransitionDef<AdState>>;

const machineOf = (level: AdStateLevel) =>
  defineMachine<AdState, AdStateTransition>({
    name: `advertising.${level}`,
    entity: level,
    entityKey: `advertising.${level}`,
    states,
    transitions,
  });

export const adStateMachines: Record<AdStateLevel, ReturnType<typeof machineOf>> = {
  campaign: machineOf("campaign"),
  adGroup: machineOf("adGroup"),
  productAd: machineOf("productAd"),
  target: machineOf("target"),
};
