import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { ChannelCategoryRow, ChannelCategorySave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { channelCategories, salesPlatforms } from "./business.schema.js";
import { storeAccounts } from "../schema.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";
import { countRows } from "./business.common.js";

export const ChannelCategoryAudit = auditNames("channel_category", [
  "createChannelCategory",
  "updateChannelCategory",
  "deleteChannelCategory",
]);

/**
 * Channel categories: a two-level tree per sale channel type (e.g. Amazon browse nodes), context-wide
 * reference data. Rows come in tree order: each level-1 category followed by its children.
 */

const accountCount = sql<number>`(select cast(count(*) as integer) from store_accounts a where a.channel_category_id = "channel_categories"."id")`;
const rowSelect = {
  id: channelCategories.id,
  channel: channelCategories.channel,
  parentId: channelCategories.parentId,
  level: channelCategories.level,
  code: channelCategories.code,
  name: channelCategories.name,
  sort: channelCategories.sort,
  active: channelCategories.active,
  accountCount,
  version: channelCategories.version,
};
// tree order: the root's sort/id first, then the node's own
const treeOrder = [
  asc(channelCategories.channel),
  sql`(select p.sort from channel_categories p where p.id = coalesce("channel_categories"."parent_id", "channel_categories"."id"))`,
  sql`coalesce(${channelCategories.parentId}, ${channelCategories.id})`,
  asc(channelCategories.level),
  asc(channelCategories.sort),
  asc(channelCategories.id),
];

/** The management screen's list (channelCategoryResource, a tree): the context's categories, `parentId` a filter of the API too. */
export function channelCategoryPage(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(channelCategories).$dynamic(),
    where: eq(channelCategories.contextId, actor.contextId),
    columns: { parentId: { column: channelCategories.parentId, type: "int", sort: false } },
    tieBreaker: channelCategories.id,
  };
}

/** findAllByType (active only, for pickers) and findAll (every category, optionally of one type, for the management screen). */
export async function channelCategoryList(
  db: DbOrTx,
  actor: Actor,
  q: { type?: string; activeOnly: boolean },
): Promise<ChannelCategoryRow[]> {
  return db
    .select(rowSelect)
    .from(channelCategories)
    .where(
      and(
        eq(channelCategories.contextId, actor.contextId),
        q.type === undefined ? undefined : eq(channelCategories.channel, q.type),
        q.activeOnly ? eq(channelCategories.active, true) : undefined,
        // a child of an inactive parent is not offered either
        q.activeOnly
          ? sql`(${channelCategories.parentId} is null or exists (select 1 from channel_categories p where p.id = ${channelCategories.parentId} and p.active))`
          : undefined,
      ),
    )
    .orderBy(...treeOrder);
}

async function lockCategory(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(channelCategories)
    .where(and(eq(channelCategories.contextId, actor.contextId), eq(channelCategories.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.channelCategory");
  return row;
}

export async function saveChannelCategory(ctx: CommandContext, input: ChannelCategorySave): Promise<ChannelCategoryRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const parentId = input.parentId ?? null;
    const values = { code: input.code, name: input.name, sort: input.sort ?? 0, active: input.active ?? true };
    const [clash] = await tx
      .select({ id: channelCategories.id })
      .from(channelCategories)
      .where(
        and(
          eq(channelCategories.contextId, actor.contextId),
          eq(channelCategories.channel, input.channel),
          eq(channelCategories.code, values.code),
          input.id === undefined ? undefined : ne(channelCategories.id, input.id),
        ),
      );
    if (clash) throw duplicate("masterdata.categoryCodeExists", { code: values.code });
    if (input.id === undefined) {
      const [platform] = await tx
        .select({ id: salesPlatforms.id })
        .from(salesPlatforms)
        .where(and(eq(salesPlatforms.contextId, actor.contextId), eq(salesPlatforms.code, input.channel)));
      if (!platform) throw businessRule("masterdata.unknownChannel", { type: input.channel });
      if (parentId !== null) {
        const [parent] = await tx
          .select()
          .from(channelCategories)
          .where(and(eq(channelCategories.contextId, actor.contextId), eq(channelCategories.id, parentId)));
        if (!parent || parent.channel !== input.channel || parent.level !== 1) throw businessRule("masterdata.categoryParent");
      }
      const [row] = await tx
        .insert(channelCategories)
        .values({ contextId: actor.contextId, channel: input.channel, parentId, level: parentId === null ? 1 : 2, ...values })
        .returning();
      return {
        result: row!.id,
        audit: ChannelCategoryAudit.entry("createChannelCategory", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockCategory(tx, actor, input.id);
    checkVersion(before, input.version);
    if (before.channel !== input.channel || before.parentId !== parentId) throw businessRule("masterdata.categoryFixed");
    const [after] = await tx
      .update(channelCategories)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(channelCategories.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: ChannelCategoryAudit.entry("updateChannelCategory", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  const [row] = await ctx.db.select(rowSelect).from(channelCategories).where(eq(channelCategories.id, id));
  return row!;
}

/** Deletes a category with no sub-categories that no store account uses. */
export async function deleteChannelCategory(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: channelCategories,
    load: (tx) => lockCategory(tx, ctx.actor, id),
    audit: { names: ChannelCategoryAudit, command: "deleteChannelCategory" },
    usage: {
      entity: "channel_category",
      name: (r) => r.name,
      own: async (tx) => [
        {
          label: { "zh-CN": "下级类目", "en-US": "sub-categories" },
          count: await countRows(tx, channelCategories, eq(channelCategories.parentId, id)),
        },
        {
          label: { "zh-CN": "店铺账号", "en-US": "store accounts" },
          count: await countRows(tx, storeAccounts, eq(storeAccounts.channelCategoryId, id)),
        },
      ],
    },
  });
}
