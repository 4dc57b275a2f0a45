import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  marketplaceOf,
  type SalesPlatformOption,
  type SalesPlatformRow,
  type SalesPlatformSave,
  type SalesPlatformSiteRow,
  type SalesPlatformSiteSave,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { channelCategories, salesPlatforms, salesPlatformSites } from "./business.schema.js";
import { storeAccounts } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";
import { countRows } from "./business.common.js";

export const SalesPlatformAudit = auditNames("sales_platform", [
  "createSalesPlatform",
  "updateSalesPlatform",
  "activateSalesPlatform",
  "deactivateSalesPlatform",
  "deleteSalesPlatform",
]);
export const SalesPlatformSiteAudit = auditNames("sales_platform_site", [
  "createSalesPlatformSite",
  "updateSalesPlatformSite",
  "activateSalesPlatformSite",
  "deactivateSalesPlatformSite",
  "deleteSalesPlatformSite",
]);

/**
 * Sales platforms (marketplaces) and their country sites: context-wide reference data. A platform's
 * code is the channel (`type`) store accounts carry; a store account's country must be one of its
 * platform's active sites. Amazon sites carry the country's marketplace id (contracts `marketplaces`).
 */

const siteCount = sql<number>`(select cast(count(*) as integer) from sales_platform_sites s where s.platform_id = "sales_platforms"."id")`;
const platformAccounts = sql<number>`(select cast(count(*) as integer) from store_accounts a where a.context_id = "sales_platforms"."context_id" and a.channel = "sales_platforms"."code")`;
const platformSelect = {
  id: salesPlatforms.id,
  code: salesPlatforms.code,
  name: salesPlatforms.name,
  website: salesPlatforms.website,
  sort: salesPlatforms.sort,
  active: salesPlatforms.active,
  siteCount,
  accountCount: platformAccounts,
  remark: salesPlatforms.remark,
  version: salesPlatforms.version,
  updatedAt: isoTime(salesPlatforms.updatedAt),
};

/** The list's query; its whitelist and export come from `salesPlatformResource` (contracts). */
export function salesPlatformList(actor: Actor): ResourceListQuery {
  return {
    select: platformSelect,
    from: (q) => q.from(salesPlatforms).$dynamic(),
    where: eq(salesPlatforms.contextId, actor.contextId),
    columns: {
      id: salesPlatforms.id,
      code: salesPlatforms.code,
      name: salesPlatforms.name,
      sort: salesPlatforms.sort,
      active: salesPlatforms.active,
      siteCount: { column: siteCount, filter: false },
      accountCount: { column: platformAccounts, filter: false },
      updatedAt: salesPlatforms.updatedAt,
    },
    tieBreaker: salesPlatforms.id,
  };
}

export async function getSalesPlatform(db: DbOrTx, actor: Actor, id: number): Promise<SalesPlatformRow> {
  const [row] = await db
    .select(platformSelect)
    .from(salesPlatforms)
    .where(and(eq(salesPlatforms.contextId, actor.contextId), eq(salesPlatforms.id, id)));
  if (!row) throw notFound("masterdata.salesPlatform");
  return row;
}

const siteAccounts = sql<number>`(select cast(count(*) as integer) from store_accounts a join sales_platforms p on p.code = a.channel and p.context_id = a.context_id
  where p.id = "sales_platform_sites"."platform_id" and a.country_code = "sales_platform_sites"."country_code")`;
const siteSelect = {
  id: salesPlatformSites.id,
  platformId: salesPlatformSites.platformId,
  countryCode: salesPlatformSites.countryCode,
  siteName: salesPlatformSites.siteName,
  marketplaceId: salesPlatformSites.marketplaceId,
  currency: salesPlatformSites.currency,
  active: salesPlatformSites.active,
  accountCount: siteAccounts,
  version: salesPlatformSites.version,
};

export async function platformSites(db: DbOrTx, actor: Actor, platformId: number): Promise<SalesPlatformSiteRow[]> {
  await getSalesPlatform(db, actor, platformId);
  return db
    .select(siteSelect)
    .from(salesPlatformSites)
    .where(eq(salesPlatformSites.platformId, platformId))
    .orderBy(asc(salesPlatformSites.countryCode));
}

/** The active platforms with their active sites: the store account form's channel and country choices. */
export async function salesPlatformOptions(db: DbOrTx, actor: Actor): Promise<SalesPlatformOption[]> {
  const rows = await db
    .select({
      code: salesPlatforms.code,
      name: salesPlatforms.name,
      countryCode: salesPlatformSites.countryCode,
      siteName: salesPlatformSites.siteName,
      marketplaceId: salesPlatformSites.marketplaceId,
      currency: salesPlatformSites.currency,
    })
    .from(salesPlatforms)
    .leftJoin(salesPlatformSites, and(eq(salesPlatformSites.platformId, salesPlatforms.id), eq(salesPlatformSites.active, true)))
    .where(and(eq(salesPlatforms.contextId, actor.contextId), eq(salesPlatforms.active, true)))
    .orderBy(asc(salesPlatforms.sort), asc(salesPlatforms.code), asc(salesPlatformSites.countryCode));
  const out = new Map<string, SalesPlatformOption>();
  for (const r of rows) {
    const p = out.get(r.code) ?? { code: r.code, name: r.name, sites: [] };
    if (r.countryCode)
      p.sites.push({ countryCode: r.countryCode, siteName: r.siteName!, marketplaceId: r.marketplaceId, currency: r.currency! });
    out.set(r.code, p);
  }
  return [...out.values()];
}

/** The active site of an active platform for a country, or undefined. */
export async function activeSite(db: DbOrTx, contextId: number, channel: string, countryCode: string) {
  const [row] = await db
    .select({
      siteName: salesPlatformSites.siteName,
      marketplaceId: salesPlatformSites.marketplaceId,
      platformActive: salesPlatforms.active,
    })
    .from(salesPlatforms)
    .innerJoin(salesPlatformSites, eq(salesPlatformSites.platformId, salesPlatforms.id))
    .where(
      and(
        eq(salesPlatforms.contextId, contextId),
        eq(salesPlatforms.code, channel),
        eq(salesPlatformSites.countryCode, countryCode),
        eq(salesPlatformSites.active, true),
      ),
    );
  return row;
}

async function lockPlatform(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(salesPlatforms)
    .where(and(eq(salesPlatforms.contextId, actor.contextId), eq(salesPlatforms.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.salesPlatform");
  return row;
}

export async function saveSalesPlatform(ctx: CommandContext, input: SalesPlatformSave): Promise<SalesPlatformRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = { name: input.name, website: input.website ?? null, sort: input.sort ?? 0, remark: input.remark ?? null };
    if (input.id === undefined) {
      const [clash] = await tx
        .select({ id: salesPlatforms.id })
        .from(salesPlatforms)
        .where(and(eq(salesPlatforms.contextId, ctx.actor.contextId), eq(salesPlatforms.code, input.code)));
      if (clash) throw duplicate("masterdata.salesPlatformCodeExists", { code: input.code });
      const [row] = await tx
        .insert(salesPlatforms)
        .values({ contextId: ctx.actor.contextId, code: input.code, ...values })
        .returning();
      return {
        result: row!.id,
        audit: SalesPlatformAudit.entry("createSalesPlatform", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockPlatform(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (before.code !== input.code) throw businessRule("masterdata.platformCodeFixed");
    const [after] = await tx
      .update(salesPlatforms)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(salesPlatforms.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SalesPlatformAudit.entry("updateSalesPlatform", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getSalesPlatform(ctx.db, ctx.actor, id);
}

export async function setSalesPlatformActive(
  ctx: CommandContext,
  input: { id: number; version: number; active: boolean },
): Promise<SalesPlatformRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockPlatform(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(salesPlatforms)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(salesPlatforms.id, before.id))
      .returning();
    const command = input.active ? "activateSalesPlatform" : "deactivateSalesPlatform";
    return { result: null, audit: SalesPlatformAudit.entry(command, AuditAction.update, { entityId: before.id, before, after }) };
  });
  return getSalesPlatform(ctx.db, ctx.actor, input.id);
}

/** Deletes a platform no store account or category uses, with its sites. */
export async function deleteSalesPlatform(ctx: CommandContext, id: number): Promise<void> {
  const countWhere = (tx: Tx, table: typeof storeAccounts | typeof channelCategories, row: { contextId: number; code: string }) =>
    countRows(tx, table, and(eq(table.contextId, row.contextId), eq(table.channel, row.code)));
  await deleteRecord(ctx, {
    table: salesPlatforms,
    // the audit row keeps the sites that go with the platform
    load: async (tx) => {
      const row = await lockPlatform(tx, ctx.actor, id);
      return { ...row, sites: await tx.select().from(salesPlatformSites).where(eq(salesPlatformSites.platformId, id)) };
    },
    audit: { names: SalesPlatformAudit, command: "deleteSalesPlatform" },
    usage: {
      entity: "sales_platform",
      name: (r) => r.code,
      own: async (tx, row) => [
        { label: { "zh-CN": "店铺账号", "en-US": "store accounts" }, count: await countWhere(tx, storeAccounts, row) },
        { label: { "zh-CN": "渠道类目", "en-US": "channel categories" }, count: await countWhere(tx, channelCategories, row) },
      ],
    },
    before: async (tx) => {
      await tx.delete(salesPlatformSites).where(eq(salesPlatformSites.platformId, id));
    },
  });
}

// ---- sites ----

async function lockSite(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(salesPlatformSites)
    .where(and(eq(salesPlatformSites.contextId, actor.contextId), eq(salesPlatformSites.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.site");
  return row;
}

/** Amazon sites: the country must have a marketplace and the id must be its (filled in when left out). */
function marketplaceFor(platformCode: string, country: string, given: string | null): string | null {
  if (platformCode !== "amazon") return given;
  const entry = marketplaceOf(country);
  if (!entry) throw businessRule("masterdata.amazonCountry", { country });
  if (given && given !== entry.marketplaceId)
    throw businessRule("masterdata.marketplaceMismatch", { country, expected: entry.marketplaceId });
  return entry.marketplaceId;
}

export async function saveSite(ctx: CommandContext, input: SalesPlatformSiteSave): Promise<SalesPlatformSiteRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const platform = await lockPlatform(tx, ctx.actor, input.platformId);
    const values = {
      countryCode: input.countryCode,
      siteName: input.siteName,
      marketplaceId: marketplaceFor(platform.code, input.countryCode, input.marketplaceId ?? null),
      currency: input.currency,
    };
    const [clash] = await tx
      .select({ id: salesPlatformSites.id })
      .from(salesPlatformSites)
      .where(
        and(
          eq(salesPlatformSites.platformId, platform.id),
          eq(salesPlatformSites.countryCode, values.countryCode),
          input.id === undefined ? undefined : ne(salesPlatformSites.id, input.id),
        ),
      );
    if (clash) throw duplicate("masterdata.siteExists", { country: values.countryCode });
    if (input.id === undefined) {
      const [row] = await tx
        .insert(salesPlatformSites)
        .values({ contextId: ctx.actor.contextId, platformId: platform.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: SalesPlatformSiteAudit.entry("createSalesPlatformSite", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockSite(tx, ctx.actor, input.id);
    if (before.platformId !== platform.id) throw notFound("masterdata.site");
    checkVersion(before, input.version);
    const [after] = await tx
      .update(salesPlatformSites)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(salesPlatformSites.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SalesPlatformSiteAudit.entry("updateSalesPlatformSite", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  const [row] = await ctx.db.select(siteSelect).from(salesPlatformSites).where(eq(salesPlatformSites.id, id));
  return row!;
}

export async function setSiteActive(ctx: CommandContext, input: { id: number; version: number; active: boolean }): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const before = await lockSite(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(salesPlatformSites)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(salesPlatformSites.id, before.id))
      .returning();
    const command = input.active ? "activateSalesPlatformSite" : "deactivateSalesPlatformSite";
    return { result: null, audit: SalesPlatformSiteAudit.entry(command, AuditAction.update, { entityId: before.id, before, after }) };
  });
}

export async function deleteSite(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: salesPlatformSites,
    load: (tx) => lockSite(tx, ctx.actor, id),
    audit: { names: SalesPlatformSiteAudit, command: "deleteSalesPlatformSite" },
    usage: {
      entity: "sales_platform_site",
      name: (r) => r.siteName,
      own: async (tx, before) => {
        const [platform] = await tx.select().from(salesPlatforms).where(eq(salesPlatforms.id, before.platformId));
        const where = and(
          eq(storeAccounts.contextId, before.contextId),
          eq(storeAccounts.channel, platform!.code),
          eq(storeAccounts.countryCode, before.countryCode),
        );
        return [{ label: { "zh-CN": "店铺账号", "en-US": "store accounts" }, count: await countRows(tx, storeAccounts, where) }];
      },
    },
  });
}
