/** The rule form's values and their mapping to and from the contract's body (flat fields for the action, limits and scope). */
import type { RuleAction, RuleActionKind, RuleCondition, RuleLevel, RuleRow, RuleSave } from "@entrepot/contracts";

export interface RuleFormValues {
  adsProfileId?: number;
  name?: string;
  description?: string | null;
  level: RuleLevel;
  lookBackDays: number;
  skipRecentDays: number;
  conditions: Partial<RuleCondition>[];
  byHour?: number | null;
  actionKind: RuleActionKind;
  percent?: string;
  value?: string;
  matchType?: "NEGATIVE_EXACT" | "NEGATIVE_PHRASE";
  harvestGroupId?: number;
  harvestBid?: string;
  minBid?: string;
  maxBid?: string;
  minBudget?: string;
  maxBudget?: string;
  maxChangePercent?: string;
  cooldownHours: number;
  priority: number;
  everyHours: number;
  restoreAtCoverDays?: string | null;
  adTypes?: ("SP" | "SB" | "SD")[];
  campaignIds?: number[];
  adGroupIds?: number[];
}

export const newRuleValues: RuleFormValues = {
  level: "target",
  lookBackDays: 14,
  skipRecentDays: 0,
  conditions: [
    { metric: "clicks", op: "gte", value: "10" },
    { metric: "orders", op: "eq", value: "0" },
  ],
  actionKind: "bidDown",
  percent: "15",
  cooldownHours: 24,
  priority: 100,
  everyHours: 24,
};

/** Which extra inputs an action takes. */
export const actionNeeds = (kind: RuleActionKind) => ({
  percent: ["bidUp", "bidDown", "budgetUp", "budgetDown"].includes(kind),
  value: kind === "bidSet",
  matchType: kind === "negativeKeyword",
  harvest: kind === "harvestExact",
});

const opt = <T>(v: T | null | undefined | "") => (v === null || v === undefined || v === "" ? undefined : v);
const list = <T>(v: T[] | undefined) => (v?.length ? v : undefined);

function actionOf(v: RuleFormValues): RuleAction {
  switch (v.actionKind) {
    case "bidUp":
    case "bidDown":
    case "budgetUp":
    case "budgetDown":
      return { kind: v.actionKind, percent: String(v.percent ?? "") };
    case "bidSet":
      return { kind: "bidSet", value: String(v.value ?? "") };
    case "negativeKeyword":
      return { kind: "negativeKeyword", matchType: v.matchType ?? "NEGATIVE_EXACT" };
    case "harvestExact":
      return { kind: "harvestExact", adGroupId: v.harvestGroupId!, ...(opt(v.harvestBid) ? { bid: String(v.harvestBid) } : {}) };
    default:
      return { kind: v.actionKind } as RuleAction;
  }
}

export function toRuleBody(v: RuleFormValues, editing?: { id: number; version: number }): RuleSave {
  const limits = Object.fromEntries(
    (["minBid", "maxBid", "minBudget", "maxBudget", "maxChangePercent"] as const).filter((k) => opt(v[k])).map((k) => [k, String(v[k])]),
  );
  return {
    ...(editing ?? {}),
    adsProfileId: v.adsProfileId!,
    name: v.name ?? "",
    description: v.description ?? null,
    level: v.level,
    lookBackDays: v.lookBackDays,
    skipRecentDays: v.skipRecentDays ?? 0,
    conditions: v.conditions.map((c) => ({ metric: c.metric!, op: c.op!, value: String(c.value ?? "") })),
    byHour: opt(v.byHour) ?? null,
    action: actionOf(v),
    limits,
    cooldownHours: v.cooldownHours,
    priority: v.priority,
    everyHours: v.everyHours,
    restoreAtCoverDays: opt(v.restoreAtCoverDays) ?? null,
    scope: { adTypes: list(v.adTypes), campaignIds: list(v.campaignIds), adGroupIds: list(v.adGroupIds) },
  };
}

export function fromRuleRow(r: RuleRow): RuleFormValues {
  const a = r.action as Record<string, unknown> & { kind: RuleActionKind };
  return {
    adsProfileId: r.adsProfileId,
    name: r.name,
    description: r.description,
    level: r.level,
    lookBackDays: r.lookBackDays,
    skipRecentDays: r.skipRecentDays,
    conditions: r.conditions,
    byHour: r.byHour,
    actionKind: a.kind,
    percent: a.percent as string | undefined,
    value: a.value as string | undefined,
    matchType: a.matchType as RuleFormValues["matchType"],
    harvestGroupId: a.adGroupId as number | undefined,
    harvestBid: a.bid as string | undefined,
    ...r.limits,
    cooldownHours: r.cooldownHours,
    priority: r.priority,
    everyHours: r.everyHours,
    restoreAtCoverDays: r.restoreAtCoverDays,
    adTypes: r.scope.adTypes,
    campaignIds: r.scope.campaignIds,
    adGroupIds: r.scope.adGroupIds,
  };
}
