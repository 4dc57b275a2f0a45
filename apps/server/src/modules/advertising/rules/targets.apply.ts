import { eq } from "drizzle-orm";
import type { Actor } from "../../../platform/access/actor.js";
import type { Tx } from "../../../platform/db/database.js";
import { locate, recordChange } from "../changes.js";
import type { Settings } from "../domain/engine.js";
import { adGroups, adTargets } from "../schema.js";

/**
 * A rule's negative or harvest: adds the search term as a target of an ad group (a negative keyword, a
 * negative product, or an exact keyword) and records the change (history row + push to Amazon).
 * Kept apart on purpose: the campaign area's own "add target" command may take this over later.
 */
export async function addRuleTarget(
  tx: Tx,
  actor: Actor | undefined,
  change: { lever: "negative" | "harvest"; term: NonNullable<Settings["term"]>; ruleId: number; ruleActionId: number },
  requestId?: string,
): Promise<{ targetId: number; changeId: number }> {
  const { term } = change;
  const [group] = await tx
    .select({ orgId: adGroups.orgId, campaignId: adGroups.campaignId, defaultBid: adGroups.defaultBid })
    .from(adGroups)
    .where(eq(adGroups.id, term.adGroupId));
  if (!group) throw new Error(`addRuleTarget: ad group ${term.adGroupId} not found`);
  const negative = change.lever === "negative";
  const product = term.matchType === "ASIN_SAME_AS";
  const [target] = await tx
    .insert(adTargets)
    .values({
      orgId: group.orgId,
      campaignId: group.campaignId,
      adGroupId: term.adGroupId,
      kind: product ? "product" : "keyword",
      matchType: product ? "ASIN_SAME" : term.matchType,
      expression: product ? term.text.toUpperCase() : term.text,
      negative,
      bid: negative ? null : (term.bid ?? group.defaultBid),
    })
    .returning({ id: adTargets.id, bid: adTargets.bid });
  const at = (await locate(tx, "target", target!.id))!;
  const changeId = await recordChange(
    tx,
    actor,
    {
      ...at,
      level: "target",
      entityId: target!.id,
      lever: change.lever,
      before: null,
      after: { term: { ...term, ...(negative ? {} : { bid: target!.bid! }) } },
      source: "rule",
      ruleId: change.ruleId,
      ruleActionId: change.ruleActionId,
    },
    requestId,
  );
  return { targetId: target!.id, changeId };
}
