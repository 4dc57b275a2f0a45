import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AttachCatalogRow, AttachCatalogSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction, type AuditActionCode } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { attachModels, attachRules, attachTypes } from "./content.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

/**
 * Attachment models and types: two context-wide catalogues of the same shape (code + zh/en names),
 * served by one set of functions over either table. One in use by a rule cannot be deleted.
 */
export type CatalogKind = "model" | "type";
const tables = { model: attachModels, type: attachTypes } as const;
const ruleColumn = { model: attachRules.modelId, type: attachRules.typeId } as const;
const entityKey = { model: "admin.attachModel", type: "admin.attachType" } as const;
export const AttachModelAudit = auditNames("attach_model", ["createAttachModel", "updateAttachModel", "deleteAttachModel"]);
export const AttachTypeAudit = auditNames("attach_type", ["createAttachType", "updateAttachType", "deleteAttachType"]);
type Verb = "create" | "update" | "delete";
type Facts = Parameters<typeof AttachModelAudit.entry>[2];
const auditEntry = (kind: CatalogKind, verb: Verb, action: AuditActionCode, facts: Facts) =>
  kind === "model"
    ? AttachModelAudit.entry(`${verb}AttachModel` as const, action, facts)
    : AttachTypeAudit.entry(`${verb}AttachType` as const, action, facts);
const deleteNames = (kind: CatalogKind) =>
  kind === "model"
    ? { names: AttachModelAudit, command: "deleteAttachModel" as const }
    : { names: AttachTypeAudit, command: "deleteAttachType" as const };

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

/** The list's query; its whitelist and export come from `attachModelResource` / `attachTypeResource` (contracts). */
export function catalogList(kind: CatalogKind) {
  return (actor: Actor): ResourceListQuery => {
    const t = tables[kind];
    return {
      select: rowSelect(kind, actor),
      from: (q) => q.from(t).$dynamic(),
      where: eq(t.contextId, actor.contextId),
      // the row's name is in the caller's language; the filter finds either
      columns: { name: { column: sql`(${t.nameZh} || ' ' || ${t.nameEn})`, sort: false } },
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
  const [row] = await db
    .select(rowSelect(kind, actor))
    .from(t)
    .where(and(eq(t.contextId, actor.contextId), eq(t.id, id)))
    .limit(1);
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
      return { result: row!.id, audit: auditEntry(kind, "create", AuditAction.create, { entityId: row!.id, after: row }) };
    }
    const before = await lockEntry(tx, ctx.actor, kind, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(t)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(t.id, before.id))
      .returning();
    return { result: before.id, audit: auditEntry(kind, "update", AuditAction.update, { entityId: before.id, before, after }) };
  });
  return getCatalogEntry(ctx.db, ctx.actor, kind, id);
}

async function lockEntry(tx: Tx, actor: Actor, kind: CatalogKind, id: number) {
  const t = tables[kind];
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.contextId, actor.contextId), eq(t.id, id)))
    .for("update");
  if (!row) throw notFound(entityKey[kind]);
  return row;
}

/** One a rule uses is refused (409). */
export async function deleteCatalogEntry(ctx: CommandContext, kind: CatalogKind, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: tables[kind],
    load: (tx) => lockEntry(tx, ctx.actor, kind, id),
    audit: deleteNames(kind),
    before: async (tx, row) => {
      const [rule] = await tx.select({ id: attachRules.id }).from(attachRules).where(eq(ruleColumn[kind], row.id)).limit(1);
      if (rule) throw inUse("admin.attachInUse", { code: row.code });
    },
  });
}
