import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { BizAttachRow, FileFormat } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { detectFormat } from "../../../platform/files/detect-format.js";
import type { FileStore } from "../../../platform/files/file-store.js";
import { businessRule, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { ANNOUNCEMENT_MODEL, announcementReaches } from "./announcement.service.js";
import { rulesOfModel } from "./attach-rule.service.js";
import { bizAttachments } from "./content.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { BizAttachmentAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Uploaded files: checked against the model's rule for their type (format by content, size), stored in
 * the file store, recorded per org. Another org's file is a 404 on every call.
 */
export const mimeOf: Record<FileFormat, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

const rowSelect = {
  id: bizAttachments.id,
  orgId: bizAttachments.orgId,
  modelCode: bizAttachments.modelCode,
  typeCode: bizAttachments.typeCode,
  bizId: bizAttachments.bizId,
  fileName: bizAttachments.fileName,
  format: sql<FileFormat>`${bizAttachments.format}`,
  sizeBytes: bizAttachments.sizeBytes,
  uploadedBy: sql<string | null>`(select u.full_name from users u where u.id = ${bizAttachments.uploadedBy})`,
  createdAt: isoTime(bizAttachments.createdAt),
};

/** The list's query; its whitelist and export come from `attachFileResource` (contracts). */
export function attachFileList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(bizAttachments).$dynamic(),
    where: orgScope(actor, bizAttachments.orgId),
    columns: { format: bizAttachments.format, uploadedBy: false, orgId: { column: bizAttachments.orgId, type: "int" } },
    tieBreaker: bizAttachments.id,
  };
}

export async function getAttachment(db: DbOrTx, actor: Actor, id: number): Promise<BizAttachRow> {
  const [row] = await db
    .select(rowSelect)
    .from(bizAttachments)
    .where(and(eq(bizAttachments.id, id), orgScope(actor, bizAttachments.orgId)))
    .limit(1);
  if (!row) throw notFound("admin.attachFile");
  return row;
}

export interface Upload {
  modelCode: string;
  typeCode: string;
  bizId: string | null;
  fileName: string;
  bytes: Buffer;
}

/** Checks the file against its rule, stores it, records it; a refused file leaves nothing behind. */
export async function uploadAttachment(ctx: CommandContext, store: FileStore, up: Upload): Promise<BizAttachRow> {
  const rule = (await rulesOfModel(ctx.db, ctx.actor, up.modelCode)).find((r) => r.typeCode === up.typeCode);
  if (!rule) throw businessRule("admin.attachNoRule", { model: up.modelCode, type: up.typeCode });
  if (up.bytes.length > rule.maxSizeKb * 1024) throw businessRule("admin.fileTooLarge", { limit: rule.maxSizeKb });
  const format = await detectFormat(up.bytes, up.fileName);
  if (!format || !rule.formats.includes(format as FileFormat)) {
    throw businessRule("admin.fileFormatRefused", { detected: format ?? "?", allowed: rule.formats.join(", ") });
  }
  const key = await store.put(up.bytes, { orgId: ctx.actor.orgId, ext: format });
  try {
    const id = await runCommand(ctx, async (tx) => {
      const [row] = await tx
        .insert(bizAttachments)
        .values({
          contextId: ctx.actor.contextId,
          orgId: ctx.actor.orgId,
          modelCode: up.modelCode,
          typeCode: up.typeCode,
          bizId: up.bizId,
          fileName: up.fileName,
          format,
          sizeBytes: up.bytes.length,
          sha256: createHash("sha256").update(up.bytes).digest("hex"),
          storageKey: key,
          uploadedBy: ctx.actor.userId,
        })
        .returning();
      return {
        result: row!.id,
        audit: BizAttachmentAudit.entry("uploadAttachment", AuditAction.create, {
          entityId: row!.id,
          after: { ...row, storageKey: undefined },
        }),
      };
    });
    return getAttachment(ctx.db, ctx.actor, id);
  } catch (err) {
    await store.delete(key); // the row did not commit: the bytes must not linger
    throw err;
  }
}

/**
 * The bytes of a file in the caller's scope (another org's: 404), with what the download needs. An
 * announcement's files are also readable by the people the announcement reaches.
 */
export async function readAttachment(db: DbOrTx, store: FileStore, actor: Actor, id: number) {
  let [row] = await db
    .select()
    .from(bizAttachments)
    .where(and(eq(bizAttachments.id, id), orgScope(actor, bizAttachments.orgId)))
    .limit(1);
  if (!row) {
    const [shared] = await db
      .select()
      .from(bizAttachments)
      .where(
        and(eq(bizAttachments.id, id), eq(bizAttachments.contextId, actor.contextId), eq(bizAttachments.modelCode, ANNOUNCEMENT_MODEL)),
      )
      .limit(1);
    if (shared && (await announcementReaches(db, actor, Number(shared.bizId)))) row = shared;
  }
  if (!row) throw notFound("admin.attachFile");
  return {
    fileName: row.fileName,
    mime: mimeOf[row.format as FileFormat] ?? "application/octet-stream",
    bytes: await store.get(row.storageKey),
  };
}

/** Deletes the record, then the bytes (after the commit, so a failed delete keeps both). */
export async function deleteAttachment(
  ctx: CommandContext,
  store: FileStore,
  id: number,
  where?: { modelCode: string; bizId: string },
): Promise<void> {
  const deleted = await deleteRecord(ctx, {
    table: bizAttachments,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(bizAttachments)
        .where(
          and(
            eq(bizAttachments.id, id),
            orgScope(ctx.actor, bizAttachments.orgId),
            where ? and(eq(bizAttachments.modelCode, where.modelCode), eq(bizAttachments.bizId, where.bizId)) : undefined,
          ),
        )
        .for("update");
      if (!row) throw notFound("admin.attachFile");
      return row;
    },
    audit: { names: BizAttachmentAudit, command: "deleteAttachment" },
  });
  await store.delete(deleted.storageKey);
}
