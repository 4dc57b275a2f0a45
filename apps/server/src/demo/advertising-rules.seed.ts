import { and, asc, eq } from "drizzle-orm";
import { ruleSave, type RuleSave } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { now } from "../platform/clock.js";
import { adTables, checkRuleInput, ruleColumns, runRules } from "../modules/advertising/index.js";

/**
 * The automation demo of one ad account: four rules of the kinds sellers run most (bids down on a high
 * ACoS, targets paused that spend without orders, budgets raised when they run out early, ads paused on low
 * stock and restored when it arrives), switched on, each run once by the schedule over the seeded history
 * (real actions and skips, so `robotization` shows run history and an action log with undo), and a tactic
 * bundling the first two over the account's SP campaigns, run once and dry-run once.
 */
const demoRules = (adsProfileId: number): RuleSave[] => [
  {
    adsProfileId,
    name: "高 ACoS 降低竞价 High ACoS: lower bids",
    description: "14 天内点击 ≥ 10 且 ACoS > 35% 的投放，竞价降低 15%（不低于 0.20）",
    level: "target",
    lookBackDays: 14,
    conditions: [
      { metric: "clicks", op: "gte", value: "10" },
      { metric: "acos", op: "gt", value: "35" },
    ],
    action: { kind: "bidDown", percent: "15" },
    limits: { minBid: "0.20" },
    cooldownHours: 48,
    priority: 10,
  },
  {
    adsProfileId,
    name: "有花费无订单暂停 Spend without orders: pause",
    description: "14 天内花费 ≥ 5 且订单 = 0 的投放暂停",
    level: "target",
    lookBackDays: 14,
    conditions: [
      { metric: "spend", op: "gte", value: "5" },
      { metric: "orders", op: "eq", value: "0" },
    ],
    action: { kind: "pause" },
    cooldownHours: 72,
    priority: 20,
  },
  {
    adsProfileId,
    name: "预算提前用完加预算 Budget out early: raise it",
    description: "15 点前预算已用 ≥ 90% 的活动，预算提高 20%（不超过 200）",
    level: "campaign",
    lookBackDays: 7,
    conditions: [{ metric: "budgetUsed", op: "gte", value: "90" }],
    byHour: 15,
    action: { kind: "budgetUp", percent: "20" },
    limits: { maxBudget: "200" },
    cooldownHours: 24,
    priority: 30,
    everyHours: 1,
  },
  {
    adsProfileId,
    name: "低库存暂停广告 Low stock: pause ads",
    description: "可售天数 < 14 天的商品广告暂停，补货到 21 天以上自动恢复",
    level: "productAd",
    lookBackDays: 14,
    conditions: [{ metric: "daysOfCover", op: "lt", value: "14" }],
    action: { kind: "pause" },
    restoreAtCoverDays: "21",
    cooldownHours: 24,
    priority: 5,
  },
];

export async function seedAdRulesDemo(tx: Tx, a: { orgId: number; adsProfileId: number }): Promise<void> {
  const { adRules, adTactics, adTacticRules, adTacticCampaigns, adCampaigns } = adTables;
  const rules = [];
  for (const body of demoRules(a.adsProfileId)) {
    const input = ruleSave.parse(body);
    checkRuleInput(input, "zh-CN");
    const [row] = await tx
      .insert(adRules)
      .values({ orgId: a.orgId, adsProfileId: a.adsProfileId, ...ruleColumns(input), enabled: true, nextRunAt: now() })
      .returning();
    rules.push(row!);
  }
  // each rule's first scheduled run over the seeded days: what it changed (undoable) and what it skipped
  for (const rule of rules)
    await runRules(tx, undefined, { orgId: a.orgId, rules: [rule], ruleId: rule.id, tacticId: null, dryRun: false, trigger: "schedule" });

  const campaigns = await tx
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(eq(adCampaigns.adsProfileId, a.adsProfileId), eq(adCampaigns.adType, "SP")))
    .orderBy(asc(adCampaigns.id))
    .limit(6);
  if (campaigns.length === 0) return;
  const bundled = rules.slice(0, 2);
  const [tactic] = await tx
    .insert(adTactics)
    .values({
      orgId: a.orgId,
      name: "SP 成本控制 SP cost control",
      description: "高 ACoS 降价 + 无单暂停，用于主推 SP 活动",
      enabled: true,
    })
    .returning();
  await tx.insert(adTacticRules).values(bundled.map((r) => ({ tacticId: tactic!.id, ruleId: r.id, orgId: a.orgId })));
  await tx.insert(adTacticCampaigns).values(campaigns.map((c) => ({ tacticId: tactic!.id, campaignId: c.id, orgId: a.orgId })));
  const spec = { orgId: a.orgId, rules: bundled, onlyCampaigns: campaigns.map((c) => c.id), ruleId: null, tacticId: tactic!.id };
  // a scheduled run (the rules' cooldowns from their own runs show as skips) and a dry run to compare
  await runRules(tx, undefined, { ...spec, dryRun: false, trigger: "schedule" });
  await runRules(tx, undefined, { ...spec, dryRun: true, trigger: "dryRun" });
}
