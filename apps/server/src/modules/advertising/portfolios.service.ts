import { and, eq, sql } from "drizzle-orm";
import { type PortfolioRow, type portfolioSave, toMoneyString } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { checkVersion, requireVersion } from "../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { storeAccounts, storeAdsProfiles } from "../masterdata/index.js";
import { PortfolioAudit } from "./audit.js";
import { recordChange } from "./changes.js";
import { adScope, isoTime, pushSelect } from "./queries.js";
import { adPortfolios } from "./schema.js";
import { checkAmount, loadProfile, refuseTakenName } from "./validate.js";

/** Portfolios: named groups of one account's campaigns under an optional budget cap; each save a change pushed to Amazon. */

const portfolioSelect = {
  id: adPortfolios.id,
  orgId: adPortfolios.orgId,
  adsProfileId: adPortfolios.adsProfileId,
  storeTitle: storeAccounts.title,
  currency: storeAdsProfiles.currency,
  name: adPortfolios.name,
  budgetCap: sql<string | null>`${adPortfolios.budgetCap}::text`,
  state: adPortfolios.state,
  campaigns: sql<number>`(select count(*)::int from ad_campaigns c where c.portfolio_id = ${adPortfolios.id})`,
  ...pushSelect(adPortfolios),
  version: adPortfolios.version,
  updatedAt: isoTime(adPortfolios.updatedAt),
};
const fromPortfolios = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(adPortfolios)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adPortfolios.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .$dynamic();
const scope = (actor: Actor) => adScope(actor, adPortfolios.orgId, adPortfolios.adsProfileId);

export function portfolioList(actor: Actor): ResourceListQuery {
  return {
    select: portfolioSelect,
    from: fromPortfolios,
    where: scope(actor),
    columns: { budgetCap: adPortfolios.budgetCap },
    tieBreaker: adPortfolios.id,
  };
}

async function portfolioRow(db: DbOrTx, actor: Actor, id: number): Promise<PortfolioRow> {
  const [row] = await fromPortfolios(db.select(portfolioSelect)).where(and(eq(adPortfolios.id, id), scope(actor)));
  if (!row) throw notFound("advertising.portfolio");
  return row as PortfolioRow;
}

const checkName = (tx: Tx, adsProfileId: number, name: string, exceptId?: number) =>
  refuseTakenName(
    tx,
    { table: adPortfolios, id: adPortfolios.id, name: adPortfolios.name, parent: adPortfolios.adsProfileId },
    adsProfileId,
    name,
    "advertising.portfolioNameTaken",
    exceptId,
  );

export async function savePortfolio(ctx: CommandContext, input: z.output<typeof portfolioSave>) {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const budgetCap = input.budgetCap ? toMoneyString(input.budgetCap) : null;
    if (!input.id) {
      const profile = await loadProfile(tx, ctx.actor, input.adsProfileId);
      if (input.budgetCap) checkAmount("body.budgetCap", "budget", input.budgetCap, profile.currency);
      await checkName(tx, profile.id, input.name);
      const [row] = await tx
        .insert(adPortfolios)
        .values({ orgId: profile.orgId, adsProfileId: profile.id, name: input.name, budgetCap })
        .returning();
      const facts = {
        orgId: row!.orgId,
        adsProfileId: profile.id,
        campaignId: null,
        level: "portfolio" as const,
        entityId: row!.id,
        source: "user" as const,
      };
      await recordChange(tx, ctx.actor, { ...facts, lever: "create", before: null, after: { name: row!.name, budgetCap } }, ctx.requestId);
      return {
        result: row!.id,
        audit: PortfolioAudit.entry("createPortfolio", AuditAction.create, { entityId: row!.id, orgId: row!.orgId, after: row }),
      };
    }
    const [before] = await tx
      .select()
      .from(adPortfolios)
      .where(and(eq(adPortfolios.id, input.id), scope(ctx.actor)))
      .for("update");
    if (!before) throw notFound("advertising.portfolio");
    checkVersion(before, input.version);
    const profile = await loadProfile(tx, ctx.actor, before.adsProfileId);
    if (input.budgetCap) checkAmount("body.budgetCap", "budget", input.budgetCap, profile.currency);
    if (input.name.toLowerCase() !== before.name.toLowerCase()) await checkName(tx, before.adsProfileId, input.name, before.id);
    const [after] = await tx
      .update(adPortfolios)
      .set({ name: input.name, budgetCap, version: before.version + 1 })
      .where(eq(adPortfolios.id, before.id))
      .returning();
    const facts = {
      orgId: before.orgId,
      adsProfileId: before.adsProfileId,
      campaignId: null,
      level: "portfolio" as const,
      entityId: before.id,
      source: "user" as const,
    };
    await recordChange(
      tx,
      ctx.actor,
      { ...facts, lever: "settings", before: { name: before.name, budgetCap: before.budgetCap }, after: { name: input.name, budgetCap } },
      ctx.requestId,
    );
    return {
      result: before.id,
      audit: PortfolioAudit.entry("updatePortfolio", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return portfolioRow(ctx.db, ctx.actor, id);
}
