import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AttachRuleRow, AttachRuleSave, FileFormat } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { attachModels, attachRules, attachTypes } from "./content.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { AttachRuleAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/** Attachment rules: which formats and how large a file of one type may be on one model. */
function rowSelect(actor: Actor) {
  const zh = actor.locale === "zh-CN";
  return {
    id: attachRules.id,
    modelId: attachRules.modelId,
    modelCode: attachModels.code,
    modelName: zh ? attachModels.nameZh : attachModels.nameEn,
    typeId: attachRules.typeId,
    typeCode: attachTypes.code,
    typeName: zh ? attachTypes.nameZh : attachTypes.nameEn,
    formats: sql<FileFormat[]>`${attachRules.formats}`,
    maxSizeKb: attachRules.maxSizeKb,
    remark: attachRules.remark,
    version: attachRules.version,
    updatedAt: isoTime(attachRules.updatedAt),
  };
}
const joined = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(attachRules)
    .innerJoin(attachModels, eq(attachModels.id, attachRules.modelId))
    .innerJoin(attachTypes, eq(attachTypes.id, attachRules.typeId))
    .$dynamic();

export function ruleList(actor: Actor): ResourceListQuery {
  return { select: rowSelect(actor), from: joined, where: eq(attachRules.contextId, actor.contextId), tieBreaker: attachRules.id };
}

export async function getRule(db: DbOrTx, actor: Actor, id: number): Promise<AttachRuleRow> {
  const [row] = await joined(db.select(rowSelect(actor)))
    .where(and(eq(attachRules.contextId, actor.contextId), eq(attachRules.id, id)))
    .limit(1);
  if (!row) throw notFound("admin.attachRule");
  return row as AttachRuleRow;
}

/** The rules of one model (by code), for the upload check and the model's type list. */
export async function rulesOfModel(db: DbOrTx, actor: Actor, modelCode: string): Promise<AttachRuleRow[]> {
  const rows = await joined(db.select(rowSelect(actor)))
    .where(and(eq(attachRules.contextId, actor.contextId), eq(attachModels.code, modelCode)))
    .orderBy(asc(attachTypes.code));
  return rows as AttachRuleRow[];
}

async function checkRefs(tx: Tx, actor: Actor, modelId: number, typeId: number, exceptId?: number) {
  const [m] = await tx
    .select({ id: attachModels.id })
    .from(attachModels)
    .where(and(eq(attachModels.contextId, actor.contextId), eq(attachModels.id, modelId)));
  if (!m) throw notFound("admin.attachModel");
  const [t] = await tx
    .select({ id: attachTypes.id })
    .from(attachTypes)
    .where(and(eq(attachTypes.contextId, actor.contextId), eq(attachTypes.id, typeId)));
  if (!t) throw notFound("admin.attachType");
  const [clash] = await tx
    .select({ id: attachRules.id })
    .from(attachRules)
    .where(
      and(
        eq(attachRules.modelId, modelId),
        eq(attachRules.typeId, typeId),
        exceptId === undefined ? undefined : ne(attachRules.id, exceptId),
      ),
    );
  if (clash) throw duplicate("admin.attachRuleExists");
}

async function insertRule(
  tx: Tx,
  actor: Actor,
  values: { modelId: number; typeId: number; formats: string[]; maxSizeKb: number; remark: string | null },
) {
  await checkRefs(tx, actor, values.modelId, values.typeId);
  const [row] = await tx
    .insert(attachRules)
    .values({ contextId: actor.contextId, ...values, formats: [...new Set(values.formats)] })
    .returning();
  return row!;
}

async function lockRule(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(attachRules)
    .where(and(eq(attachRules.contextId, actor.contextId), eq(attachRules.id, id)))
    .for("update");
  if (!row) throw notFound("admin.attachRule");
  return row;
}

export async function saveRule(ctx: CommandContext, input: AttachRuleSave): Promise<AttachRuleRow> {
  requireVersion(input);
  const values = {
    modelId: input.modelId,
    typeId: input.typeId,
    formats: input.formats,
    maxSizeKb: input.maxSizeKb,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const row = await insertRule(tx, ctx.actor, values);
      return { result: row.id, audit: AttachRuleAudit.entry("createAttachRule", AuditAction.create, { entityId: row.id, after: row }) };
    }
    const before = await lockRule(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await checkRefs(tx, ctx.actor, values.modelId, values.typeId, before.id);
    const [after] = await tx
      .update(attachRules)
      .set({ ...values, formats: [...new Set(values.formats)], version: before.version + 1, updatedAt: new Date() })
      .where(eq(attachRules.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: AttachRuleAudit.entry("updateAttachRule", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getRule(ctx.db, ctx.actor, id);
}

/** cloneData: the same formats and size for another model (and optionally another type). */
export async function cloneRule(
  ctx: CommandContext,
  input: { id: number; modelId: number; typeId?: number | undefined },
): Promise<AttachRuleRow> {
  const id = await runCommand(ctx, async (tx) => {
    const source = await lockRule(tx, ctx.actor, input.id);
    const row = await insertRule(tx, ctx.actor, {
      modelId: input.modelId,
      typeId: input.typeId ?? source.typeId,
      formats: source.formats,
      maxSizeKb: source.maxSizeKb,
      remark: source.remark,
    });
    return {
      result: row.id,
      audit: AttachRuleAudit.entry("cloneAttachRule", AuditAction.create, {
        entityId: row.id,
        before: { sourceId: source.id },
        after: row,
      }),
    };
  });
  return getRule(ctx.db, ctx.actor, id);
}

export async function deleteRule(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: attachRules,
    load: (tx) => lockRule(tx, ctx.actor, id),
    audit: { names: AttachRuleAudit, command: "deleteAttachRule" },
  });
}
