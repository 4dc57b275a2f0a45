import type { PromotionRow, PromotionState, PromotionTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import type { DocumentTable } from "../../../platform/documents/transition.js";
import { runTransition } from "../../../platform/documents/transition.js";
import { adPromotions } from "../schema.js";
import { loadProfile } from "../validate.js";
import { promotionMachine } from "./domain/promotion.machine.js";
import { applyRules, checkItems, lockPromotion, type Promotion } from "./promotions.service.js";
import { getPromotion } from "./promotions.queries.js";

/**
 * The promotion's state moves, each a transition of its machine through the platform's runner (scope 404,
 * state 409 naming the state, version 409, audit row with the transition's action code, the event). The
 * submission and a cancellation Amazon must hear of go out through the outbox (promotions.push.ts).
 */

export const promotionDocument: DocumentTable<Promotion, PromotionState, PromotionTransition> = {
  machine: promotionMachine as never,
  table: adPromotions,
  statusKey: "status",
  lock: lockPromotion,
};

/** States in which Amazon holds the promotion: a cancellation from them is pushed to Amazon. */
const onAmazon: readonly string[] = ["submitted", "approved", "running"];

/**
 * Submit (draft or sent back → submitted): Amazon's rules and the stock are checked again (a draft may have
 * aged: its start passed, its stock sold), then the submission is queued for Amazon.
 */
export async function submitPromotion(ctx: CommandContext, input: { id: number; version: number }): Promise<PromotionRow> {
  await runTransition(ctx, promotionDocument, "submit", input.id, {
    version: input.version,
    apply: async ({ tx, row, actor }) => {
      const profile = await loadProfile(tx, actor, row.adsProfileId);
      const values = await applyRules(
        tx,
        {
          kind: row.kind as never,
          startDate: row.startDate,
          endDate: row.endDate,
          startHour: row.startHour,
          durationHours: row.durationHours,
          discountType: row.discountType as "percent" | "amount",
          discountValue: row.discountValue,
          budget: row.budget,
          oncePerCustomer: row.oncePerCustomer,
          dealQuantity: row.dealQuantity,
        },
        profile,
      );
      await checkItems(tx, profile, row.productIds, values.dealQuantity);
      return { set: { submittedAt: now(), statusReason: null, pushStatus: "pending", pushError: null } };
    },
  });
  return getPromotion(ctx.db, ctx.actor, input.id);
}

/** Cancel before it ends; one Amazon holds (under review, approved, running) is withdrawn there too. */
export async function cancelPromotion(ctx: CommandContext, input: { id: number; version: number }): Promise<PromotionRow> {
  await runTransition(ctx, promotionDocument, "cancel", input.id, {
    version: input.version,
    apply: async ({ from }) => {
      const push = onAmazon.includes(from);
      return push ? { set: { pushStatus: "pending", pushError: null }, event: { push } } : { event: { push } };
    },
  });
  return getPromotion(ctx.db, ctx.actor, input.id);
}

/** Amazon's verdict on a submission (the push's answer): approved with its id, or sent back with its reason. */
export async function recordVerdict(
  ctx: CommandContext,
  id: number,
  verdict: { approved: true; amazonId: string } | { approved: false; code: string; reason: { "zh-CN": string; "en-US": string } },
) {
  const pushed = { pushStatus: "synced", pushError: null, pushedAt: now() };
  return verdict.approved
    ? runTransition(ctx, promotionDocument, "approve", id, { apply: async () => ({ set: { ...pushed, amazonId: verdict.amazonId } }) })
    : runTransition(ctx, promotionDocument, "reject", id, {
        apply: async () => ({ set: { ...pushed, statusReason: verdict.reason }, event: { code: verdict.code } }),
      });
}

/** The schedule's moves (approved → running at its start, running → ended at its end). */
export const startPromotion = (ctx: CommandContext, id: number) => runTransition(ctx, promotionDocument, "start", id);
export const endPromotion = (ctx: CommandContext, id: number) => runTransition(ctx, promotionDocument, "end", id);
