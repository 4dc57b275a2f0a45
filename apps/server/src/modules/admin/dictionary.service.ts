import { and, asc, eq, sql } from "drizzle-orm";
import type { DictDataCreate, DictDataRow, DictDataUpdate, DictTypeCreate, DictTypeRow, DictTypeUpdate, Locale } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { dictData, dictTypes } from "./schema.js";
import { isoTime } from "../../platform/db/columns.js";
import { checkVersion } from "../../platform/crud/index.js";
import { DictDataAudit, DictTypeAudit } from "./audit.js";
import { deleteRecord } from "../../platform/crud/index.js";

/**
 * Dictionaries: context-wide code tables with zh-CN and en-US labels. Lookups are cached per node
 * for a minute (bounded staleness across nodes) and dropped at once on this node's writes or clearCache.
 */
const CACHE_TTL_MS = 60_000;
const lookupCache = new Map<string, { at: number; rows: DictDataRow[] }>();
export function clearDictionaryCache(): void {
  lookupCache.clear();
}

// written out in full: drizzle leaves columns unqualified in single-table selects, which a subquery would misread
const entryCount = sql<number>`(select cast(count(*) as integer) from dict_data d where d.type_id = "dict_types"."id")`;

function typeSelect(locale: Locale) {
  return {
    dictId: dictTypes.id,
    dictType: dictTypes.dictType,
    dictName: locale === "zh-CN" ? dictTypes.nameZh : dictTypes.nameEn,
    dictNameZh: dictTypes.nameZh,
    dictNameEn: dictTypes.nameEn,
    builtIn: dictTypes.builtIn,
    enabled: dictTypes.enabled,
    remark: dictTypes.remark,
    entryCount,
    version: dictTypes.version,
    createdAt: isoTime(dictTypes.createdAt),
    updatedAt: isoTime(dictTypes.updatedAt),
  };
}

function dataSelect(locale: Locale) {
  return {
    dictCode: dictData.id,
    dictType: dictData.dictType,
    dictValue: dictData.value,
    dictLabel: locale === "zh-CN" ? dictData.labelZh : dictData.labelEn,
    dictLabelZh: dictData.labelZh,
    dictLabelEn: dictData.labelEn,
    dictSort: dictData.sort,
    cssClass: dictData.cssClass,
    isDefault: dictData.isDefault,
    enabled: dictData.enabled,
    builtIn: dictData.builtIn,
    remark: dictData.remark,
    version: dictData.version,
    updatedAt: isoTime(dictData.updatedAt),
  };
}

/** The list of types: the name filter matches either language. */
export function dictTypeList(actor: Actor): ResourceListQuery {
  return {
    select: typeSelect(actor.locale),
    from: (q) => q.from(dictTypes).$dynamic(),
    where: eq(dictTypes.contextId, actor.contextId),
    tieBreaker: dictTypes.id,
    columns: { dictName: { column: sql`(${dictTypes.nameZh} || ' ' || ${dictTypes.nameEn})`, sort: false } },
  };
}

/** The list of entries (filtered on their type by the screen): the label filter matches either language. */
export function dictDataList(actor: Actor): ResourceListQuery {
  return {
    select: dataSelect(actor.locale),
    from: (q) => q.from(dictData).$dynamic(),
    where: eq(dictData.contextId, actor.contextId),
    tieBreaker: dictData.id,
    columns: { dictLabel: { column: sql`(${dictData.labelZh} || ' ' || ${dictData.labelEn})`, sort: false } },
  };
}

export async function getDictType(db: DbOrTx, actor: Actor, by: { id?: number; dictType?: string }): Promise<DictTypeRow> {
  const cond = by.id !== undefined ? eq(dictTypes.id, by.id) : eq(dictTypes.dictType, by.dictType ?? "");
  const [row] = await db
    .select(typeSelect(actor.locale))
    .from(dictTypes)
    .where(and(eq(dictTypes.contextId, actor.contextId), cond))
    .limit(1);
  if (!row) throw notFound("admin.dictType");
  return row;
}

async function getDictEntry(db: DbOrTx, actor: Actor, id: number): Promise<DictDataRow> {
  const [row] = await db
    .select(dataSelect(actor.locale))
    .from(dictData)
    .where(and(eq(dictData.contextId, actor.contextId), eq(dictData.id, id)))
    .limit(1);
  if (!row) throw notFound("admin.dictEntry");
  return row;
}

/** Enabled entries of one type in sort order, for dropdowns and labels. */
export async function dictEntriesOf(db: DbOrTx, actor: Actor, type: string): Promise<DictDataRow[]> {
  const key = `${actor.contextId}:${actor.locale}:${type}`;
  const hit = lookupCache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.rows;
  const [t] = await db
    .select({ id: dictTypes.id, enabled: dictTypes.enabled })
    .from(dictTypes)
    .where(and(eq(dictTypes.contextId, actor.contextId), eq(dictTypes.dictType, type)));
  if (!t) throw notFound("admin.dictType");
  const rows = t.enabled
    ? await db
        .select(dataSelect(actor.locale))
        .from(dictData)
        .where(and(eq(dictData.typeId, t.id), eq(dictData.enabled, true)))
        .orderBy(asc(dictData.sort), asc(dictData.id))
    : [];
  lookupCache.set(key, { at: Date.now(), rows });
  return rows;
}

/** Every enabled dictionary of the context in the caller's language, for the shell's start. */
export async function allDictionaries(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select({
      type: dictData.dictType,
      value: dictData.value,
      label: actor.locale === "zh-CN" ? dictData.labelZh : dictData.labelEn,
      cssClass: dictData.cssClass,
      isDefault: dictData.isDefault,
    })
    .from(dictData)
    .innerJoin(dictTypes, eq(dictTypes.id, dictData.typeId))
    .where(and(eq(dictData.contextId, actor.contextId), eq(dictData.enabled, true), eq(dictTypes.enabled, true)))
    .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  const out: Record<string, { value: string; label: string; cssClass: string | null; isDefault: boolean }[]> = {};
  for (const r of rows) (out[r.type] ??= []).push({ value: r.value, label: r.label, cssClass: r.cssClass, isDefault: r.isDefault });
  return out;
}

/** Changes whenever any dictionary row changes (the web drops its session cache when it does). */
export async function dictionaryCacheVersion(db: DbOrTx, contextId: number): Promise<string> {
  const res = await db.execute(sql`
    select (select coalesce(max(extract(epoch from updated_at)), 0) from dict_types where context_id = ${contextId})::text || '-' ||
           (select coalesce(max(extract(epoch from updated_at)), 0) from dict_data where context_id = ${contextId})::text || '-' ||
           (select count(*) from dict_data where context_id = ${contextId})::text as v`);
  return String((res as unknown as { rows: { v: string }[] }).rows[0]?.v ?? "0");
}

async function lockType(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(dictTypes)
    .where(and(eq(dictTypes.contextId, actor.contextId), eq(dictTypes.id, id)))
    .for("update");
  if (!row) throw notFound("admin.dictType");
  return row;
}
async function lockEntry(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(dictData)
    .where(and(eq(dictData.contextId, actor.contextId), eq(dictData.id, id)))
    .for("update");
  if (!row) throw notFound("admin.dictEntry");
  return row;
}
async function typeExists(tx: Tx, actor: Actor, dictType: string) {
  const [row] = await tx
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(and(eq(dictTypes.contextId, actor.contextId), eq(dictTypes.dictType, dictType)));
  return row;
}

export async function createDictType(ctx: CommandContext, input: DictTypeCreate): Promise<DictTypeRow> {
  const id = await runCommand(ctx, async (tx) => {
    if (await typeExists(tx, ctx.actor, input.dictType)) throw duplicate("admin.dictTypeExists", { dictType: input.dictType });
    const [row] = await tx
      .insert(dictTypes)
      .values({
        contextId: ctx.actor.contextId,
        dictType: input.dictType,
        nameZh: input.dictNameZh,
        nameEn: input.dictNameEn,
        enabled: input.enabled ?? true,
        remark: input.remark ?? null,
      })
      .returning();
    return { result: row!.id, audit: DictTypeAudit.entry("createDictType", AuditAction.create, { entityId: row!.id, after: row }) };
  });
  clearDictionaryCache();
  return getDictType(ctx.db, ctx.actor, { id });
}

export async function updateDictType(ctx: CommandContext, input: DictTypeUpdate): Promise<DictTypeRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockType(tx, ctx.actor, input.dictId);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(dictTypes)
      .set({
        nameZh: input.dictNameZh,
        nameEn: input.dictNameEn,
        enabled: input.enabled,
        remark: input.remark ?? null,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(dictTypes.id, before.id))
      .returning();
    return { result: null, audit: DictTypeAudit.entry("updateDictType", AuditAction.update, { entityId: before.id, before, after }) };
  });
  clearDictionaryCache();
  return getDictType(ctx.db, ctx.actor, { id: input.dictId });
}

export async function deleteDictType(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: dictTypes,
    load: (tx) => lockType(tx, ctx.actor, id),
    audit: { names: DictTypeAudit, command: "deleteDictType" },
    before: async (_tx, row) => {
      if (row.builtIn) throw businessRule("admin.dictTypeBuiltIn", { dictType: row.dictType });
    },
  });
  clearDictionaryCache();
}

export async function createDictEntry(ctx: CommandContext, input: DictDataCreate): Promise<DictDataRow> {
  const id = await runCommand(ctx, async (tx) => {
    const type = await typeExists(tx, ctx.actor, input.dictType);
    if (!type) throw notFound("admin.dictType");
    await lockType(tx, ctx.actor, type.id); // serialises "one default per type" and value uniqueness checks
    const [clash] = await tx
      .select({ id: dictData.id })
      .from(dictData)
      .where(and(eq(dictData.typeId, type.id), eq(dictData.value, input.dictValue)));
    if (clash) throw duplicate("admin.dictValueExists", { dictValue: input.dictValue });
    if (input.isDefault) await tx.update(dictData).set({ isDefault: false }).where(eq(dictData.typeId, type.id));
    const [row] = await tx
      .insert(dictData)
      .values({
        contextId: ctx.actor.contextId,
        typeId: type.id,
        dictType: input.dictType,
        value: input.dictValue,
        labelZh: input.dictLabelZh,
        labelEn: input.dictLabelEn,
        sort: input.dictSort ?? 0,
        cssClass: input.cssClass ?? null,
        isDefault: input.isDefault ?? false,
        enabled: input.enabled ?? true,
        remark: input.remark ?? null,
      })
      .returning();
    await tx.update(dictTypes).set({ updatedAt: new Date() }).where(eq(dictTypes.id, type.id));
    return { result: row!.id, audit: DictDataAudit.entry("createDictEntry", AuditAction.create, { entityId: row!.id, after: row }) };
  });
  clearDictionaryCache();
  return getDictEntry(ctx.db, ctx.actor, id);
}

export async function updateDictEntry(ctx: CommandContext, input: DictDataUpdate): Promise<DictDataRow> {
  await runCommand(ctx, async (tx) => {
    // lock order is type, then entry (as in createDictEntry), so concurrent edits cannot deadlock
    const [current] = await tx
      .select({ typeId: dictData.typeId })
      .from(dictData)
      .where(and(eq(dictData.contextId, ctx.actor.contextId), eq(dictData.id, input.dictCode)));
    if (!current) throw notFound("admin.dictEntry");
    await lockType(tx, ctx.actor, current.typeId);
    const before = await lockEntry(tx, ctx.actor, input.dictCode);
    checkVersion(before, input.version);
    if (before.builtIn && input.dictValue !== before.value) throw businessRule("admin.dictValueBuiltIn", { dictValue: before.value });
    if (input.dictValue !== before.value) {
      const [clash] = await tx
        .select({ id: dictData.id })
        .from(dictData)
        .where(and(eq(dictData.typeId, before.typeId), eq(dictData.value, input.dictValue)));
      if (clash) throw duplicate("admin.dictValueExists", { dictValue: input.dictValue });
    }
    if (input.isDefault && !before.isDefault) await tx.update(dictData).set({ isDefault: false }).where(eq(dictData.typeId, before.typeId));
    const [after] = await tx
      .update(dictData)
      .set({
        value: input.dictValue,
        labelZh: input.dictLabelZh,
        labelEn: input.dictLabelEn,
        sort: input.dictSort,
        cssClass: input.cssClass ?? null,
        isDefault: input.isDefault,
        enabled: input.enabled,
        remark: input.remark ?? null,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(dictData.id, before.id))
      .returning();
    return { result: null, audit: DictDataAudit.entry("updateDictEntry", AuditAction.update, { entityId: before.id, before, after }) };
  });
  clearDictionaryCache();
  return getDictEntry(ctx.db, ctx.actor, input.dictCode);
}

export async function deleteDictEntry(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: dictData,
    load: (tx) => lockEntry(tx, ctx.actor, id),
    audit: { names: DictDataAudit, command: "deleteDictEntry" },
    before: async (tx, row) => {
      if (row.builtIn) throw businessRule("admin.dictEntryBuiltIn", { dictValue: row.value });
      await tx.update(dictTypes).set({ updatedAt: new Date() }).where(eq(dictTypes.id, row.typeId)); // the type's entry list changed
    },
  });
  clearDictionaryCache();
}
