import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AttachCatalogRow, AttachCatalogSave } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { duplicate, inUse, notFound } from "../../platform/http/errors.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { attachModels, attachRules, attachTypes } from "./content.schema.js";
import { isoTime } from "../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../platform/crud/index.js";

/**
 * Attachment models and types: two context-wide catalogues of the same shape (code + zh/en names),
 * served by one set of functions over either table. One in use by a rule cannot be deleted.
 */
export type CatalogKind = "model" | "type";
const tables = { model: attachModels, type: attachTypes } as const;
const ruleColumn = { model: attachRules.modelId, type: attachRules.typeId } as const;
const entity = { model: "attach_model", type: "attach_type" } as const;
const entityKey = { model: "admin.attachModel", type: "admin.attachType" } as const;
const commandNoun = { model: "AttachModel", type: "AttachType" } as const;

function rowSelect(kind: CatalogKind, actor: Actor) {
  const t = tables[kind];
  return {
    id: t.id,
    code: t.code,
    name: actor.locale === "zh-CN" ? t.nameZh : t.nameEn,
    nameZh: t.nameZh,
    nameEn: t.nameEn,
    remark: t.remark,
    version: t.version,
    updatedAt: isoTime(t.updatedAt),
  };
}

export function catalogListSpec(kind: CatalogKind) {
  return (actor: Actor): ListSpec => {
    const t = tables[kind];
    return {
      select: rowSelect(kind, actor),
      from: (q) => q.from(t).$dynamic(),
      where: eq(t.contextId, actor.contextId),
      fields: {
        id: { column: t.id, type: "int" },
        code: { column: t.code, type: "string" },
        name: { column: sql`(${t.nameZh} || ' ' || ${t.nameEn})`, type: "string", sort: false },
        nameZh: { column: t.nameZh, type: "string" },
        nameEn: { column: t.nameEn, type: "string" },
        updatedAt: { column: t.updatedAt, type: "timestamp" },
      },
      defaultSort: { field: "code", dir: "asc" },
      tieBreaker: t.id,
    };
  };
}

/** The whole catalogue in code order (pickers: a context has tens of entries, not thousands). */
export async function listCatalog(db: DbOrTx, actor: Actor, kind: CatalogKind): Promise<AttachCatalogRow[]> {
  const t = tables[kind];
  return db.select(rowSelect(kind, actor)).from(t).where(eq(t.contextId, actor.contextId)).orderBy(asc(t.code));
}

export async function getCatalogEntry(db: DbOrTx, actor: Actor, kind: CatalogKind, id: number): Promise<AttachCatalogRow> {
  const t = tables[kind];
  const [row] = await db.select(rowSelect(kind, actor)).from(t).where(and(eq(t.contextId, actor.contextId), eq(t.id, id))).limit(1);
  if (!row) throw notFound(entityKey[kind]);
  return row;
}

export async function saveCatalogEntry(ctx: CommandContext, kind: CatalogKind, input: AttachCatalogSave): Promise<AttachCatalogRow> {
  requireVersion(input);
  const t = tables[kind];
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, remark: input.remark ?? null };
  const id = await runCommand(ctx, async (tx) => {
    const [clash] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.contextId, ctx.actor.contextId), eq(t.code, input.code), input.id === undefined ? undefined : ne(t.id, input.id)));
    if (clash) throw duplicate("admin.attachCodeExists", { code: input.code });
    if (input.id === undefined) {
      const [row] = await tx
        .insert(t)
        .values({ contextId: ctx.actor.contextId, ...values })
        .returning();
      return { result: row!.id, audit: { action: AuditAction.create, command: `create${commandNoun[kind]}`, entity: entity[kind], entityId: row!.id, after: row } };
    }
    const [before] = await tx.select().from(t).where(and(eq(t.contextId, ctx.actor.contextId), eq(t.id, input.id))).for("update");
    if (!before) throw notFound(entityKey[kind]);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(t)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(t.id, before.id))
      .returning();
    return { result: before.id, audit: { action: AuditAction.update, command: `update${commandNoun[kind]}`, entity: entity[kind], entityId: before.id, before, after } };
  });
  return getCatalogEntry(ctx.db, ctx.actor, kind, id);
}

export async function deleteCatalogEntry(ctx: CommandContext, kind: CatalogKind, id: number): Promise<void> {
  const t = tables[kind];
  await runCommand(ctx, async (tx) => {
    const [before] = await tx.select().from(t).where(and(eq(t.contextId, ctx.actor.contextId), eq(t.id, id))).for("update");
    if (!before) throw notFound(entityKey[kind]);
    const [rule] = await tx.select({ id: attachRules.id }).from(attachRules).where(eq(ruleColumn[kind], id)).limit(1);
    if (rule) throw inUse("admin.attachInUse", { code: before.code });
    await tx.delete(t).where(eq(t.id, id));
    return { result: null, audit: { action: AuditAction.delete, command: `delete${commandNoun[kind]}`, entity: entity[kind], entityId: id, before } };
  });
}
