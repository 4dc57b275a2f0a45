import { and, eq, ne, sql } from "drizzle-orm";
import type { Locale, LocaleBundle, LocaleMessageRow, LocaleMessageSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { localeMessages } from "./content.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { LocaleMessageAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Locale messages: the admin's overrides of the web app's built-in texts. They are context-wide (the
 * wording of the product, not a tenant's data), so they are scoped by context, not by org.
 */
const rowSelect = {
  id: localeMessages.id,
  lang: sql<Locale>`${localeMessages.lang}`,
  msgKey: localeMessages.msgKey,
  text: localeMessages.text,
  remark: localeMessages.remark,
  version: localeMessages.version,
  updatedAt: isoTime(localeMessages.updatedAt),
};

/** The overrides' list (localeMessageResource); `lang` filters on the column (the select reads it cast to the Locale type). */
export function localeMessageList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(localeMessages).$dynamic(),
    where: eq(localeMessages.contextId, actor.contextId),
    columns: { lang: localeMessages.lang },
    tieBreaker: localeMessages.id,
  };
}

export async function getLocaleMessage(
  db: DbOrTx,
  actor: Actor,
  by: { id: number } | { lang: Locale; msgKey: string },
): Promise<LocaleMessageRow> {
  const cond = "id" in by ? eq(localeMessages.id, by.id) : and(eq(localeMessages.lang, by.lang), eq(localeMessages.msgKey, by.msgKey));
  const [row] = await db
    .select(rowSelect)
    .from(localeMessages)
    .where(and(eq(localeMessages.contextId, actor.contextId), cond))
    .limit(1);
  if (!row) throw notFound("admin.localeMessage");
  return row;
}

/** Every override of one language as key -> text: what the web app applies over its built-in texts. */
export async function localeBundle(db: DbOrTx, actor: Actor, lang: Locale): Promise<LocaleBundle> {
  const rows = await db
    .select({ key: localeMessages.msgKey, text: localeMessages.text })
    .from(localeMessages)
    .where(and(eq(localeMessages.contextId, actor.contextId), eq(localeMessages.lang, lang)));
  return Object.fromEntries(rows.map((r) => [r.key, r.text]));
}

async function lockMessage(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(localeMessages)
    .where(and(eq(localeMessages.contextId, actor.contextId), eq(localeMessages.id, id)))
    .for("update");
  if (!row) throw notFound("admin.localeMessage");
  return row;
}

async function assertKeyFree(tx: Tx, actor: Actor, input: { lang: string; msgKey: string }, exceptId?: number) {
  const [clash] = await tx
    .select({ id: localeMessages.id })
    .from(localeMessages)
    .where(
      and(
        eq(localeMessages.contextId, actor.contextId),
        eq(localeMessages.lang, input.lang),
        eq(localeMessages.msgKey, input.msgKey),
        exceptId === undefined ? undefined : ne(localeMessages.id, exceptId),
      ),
    );
  if (clash) throw duplicate("admin.localeMessageExists", { lang: input.lang, msgKey: input.msgKey });
}

/** dataSave: creates an override (no id) or updates one (id + the version read). */
export async function saveLocaleMessage(ctx: CommandContext, input: LocaleMessageSave): Promise<LocaleMessageRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = { lang: input.lang, msgKey: input.msgKey, text: input.text, remark: input.remark ?? null };
    if (input.id === undefined) {
      await assertKeyFree(tx, ctx.actor, values);
      const [row] = await tx
        .insert(localeMessages)
        .values({ contextId: ctx.actor.contextId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: LocaleMessageAudit.entry("createLocaleMessage", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockMessage(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await assertKeyFree(tx, ctx.actor, values, before.id);
    const [after] = await tx
      .update(localeMessages)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(localeMessages.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: LocaleMessageAudit.entry("updateLocaleMessage", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getLocaleMessage(ctx.db, ctx.actor, { id });
}

export async function deleteLocaleMessage(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: localeMessages,
    load: (tx) => lockMessage(tx, ctx.actor, id),
    audit: { names: LocaleMessageAudit, command: "deleteLocaleMessage" },
  });
}
