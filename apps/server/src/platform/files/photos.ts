import { createHash } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { type DocumentPhotoRow, type DocumentPhotosReply, photoRules, type PhotoFormat } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import { AuditAction } from "../audit/audit.js";
import { type CommandContext, runCommand } from "../audit/command.js";
import { isoTime } from "../db/columns.js";
import type { DbOrTx, Tx } from "../db/database.js";
import { businessRule, conflict, notFound } from "../http/errors.js";
import { registerMessages, type Message } from "../i18n/messages.js";
import { users } from "../identity/schema.js";
import type { FileStore } from "./file-store.js";
import { documentPhotos } from "./photos.schema.js";
import { checkFormat, type UploadedFile } from "./upload.js";

registerMessages({
  "files.photo": { "zh-CN": "照片", "en-US": "Photo" },
  "files.photoLimit": { "zh-CN": "每张单据最多 {limit} 张照片", "en-US": "A document takes at most {limit} photos" },
  "files.photosClosed": {
    "zh-CN": "{document} {state},照片不能再增删",
    "en-US": "{document} is {state}: its photos can no longer be added or removed",
  },
});

/** What a photo kit needs of its document, answered by the module that owns it (its own scope helper). */
export interface PhotoDocument {
  /** The document's audit entity: its photos are filed under it and their audit rows join its history. */
  entity: string;
  /** The document's 404 (the module's entity key). */
  notFoundKey: string;
  /** The audit command names of an upload and a removal (the module's vocabulary). */
  commands: { upload: string; remove: string };
  /**
   * The document in the actor's scope (undefined outside it: 404), locked FOR UPDATE when `lock`:
   * its org, its number, whether its photos may still change, and its state's label when not.
   */
  load(
    db: DbOrTx,
    actor: Actor,
    id: number,
    lock: boolean,
  ): Promise<{ id: number; orgId: number; no: string; open: boolean; state: Message } | undefined>;
}

const rowSelect = {
  id: documentPhotos.id,
  documentId: documentPhotos.documentId,
  fileName: documentPhotos.fileName,
  format: documentPhotos.format,
  sizeBytes: documentPhotos.sizeBytes,
  uploadedBy: users.username,
  createdAt: isoTime(documentPhotos.createdAt),
};

/** The document in the actor's scope, or its 404. */
export async function documentOf(db: DbOrTx, actor: Actor, doc: PhotoDocument, id: number, lock = false) {
  const found = await doc.load(db, actor, id, lock);
  if (!found) throw notFound(doc.notFoundKey);
  return found;
}

const photosOf = (db: DbOrTx, entity: string, documentId: number) =>
  db
    .select(rowSelect)
    .from(documentPhotos)
    .leftJoin(users, eq(users.id, documentPhotos.uploadedBy))
    .where(and(eq(documentPhotos.entity, entity), eq(documentPhotos.documentId, documentId)))
    .orderBy(asc(documentPhotos.id)) as Promise<DocumentPhotoRow[]>;

/** A document's photos (404 outside the document's scope); `editable` when it is open and the actor may manage them. */
export async function listPhotos(
  db: DbOrTx,
  actor: Actor,
  doc: PhotoDocument,
  documentId: number,
  canManage: boolean,
): Promise<DocumentPhotosReply> {
  const d = await documentOf(db, actor, doc, documentId);
  return {
    photos: await photosOf(db, doc.entity, d.id),
    editable: canManage && d.open,
    maxCount: photoRules.maxCount,
    maxBytes: photoRules.maxBytes,
  };
}

/** The photo row and its document, the document in the actor's scope (else 404: another org's photo is not found). */
async function photoInScope(db: DbOrTx, actor: Actor, doc: PhotoDocument, photoId: number, lock = false) {
  const q = db
    .select()
    .from(documentPhotos)
    .where(and(eq(documentPhotos.id, photoId), eq(documentPhotos.entity, doc.entity)));
  const [photo] = lock ? await q.for("update") : await q;
  const d = photo ? await doc.load(db, actor, photo.documentId, lock) : undefined;
  if (!photo || !d) throw notFound("files.photo");
  return { photo, document: d };
}

/** The image of a photo in the actor's scope. */
export async function readPhoto(db: DbOrTx, store: FileStore, actor: Actor, doc: PhotoDocument, photoId: number) {
  const { photo } = await photoInScope(db, actor, doc, photoId);
  return { fileName: photo.fileName, mime: photoRules.mimes[photo.format as PhotoFormat], bytes: await store.get(photo.storageKey) };
}

const closed = (d: { no: string; state: Message }, locale: Actor["locale"]) =>
  conflict("files.photosClosed", { document: d.no, state: d.state[locale] });

/**
 * Adds a photo to an open document: the content must be an allowed image within the size cap, the
 * document below its count cap (checked under the document's lock, so two uploads cannot pass it
 * together). The bytes are stored first and removed again when the row does not commit: a refused
 * or failed upload keeps nothing.
 */
export async function uploadPhoto(
  ctx: CommandContext,
  store: FileStore,
  doc: PhotoDocument,
  documentId: number,
  file: UploadedFile,
): Promise<DocumentPhotoRow> {
  const format = await checkFormat(file, photoRules);
  let key: string | undefined;
  try {
    const id = await runCommand(ctx, async (tx) => {
      const d = await documentOf(tx, ctx.actor, doc, documentId, true);
      if (!d.open) throw closed(d, ctx.actor.locale);
      const [n] = await tx
        .select({ n: count() })
        .from(documentPhotos)
        .where(and(eq(documentPhotos.entity, doc.entity), eq(documentPhotos.documentId, d.id)));
      if (n!.n >= photoRules.maxCount) throw businessRule("files.photoLimit", { limit: photoRules.maxCount });
      key = await store.put(file.bytes, { orgId: d.orgId, ext: format });
      const [row] = await tx
        .insert(documentPhotos)
        .values({
          orgId: d.orgId,
          entity: doc.entity,
          documentId: d.id,
          fileName: file.fileName,
          format,
          sizeBytes: file.bytes.length,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          storageKey: key,
          uploadedBy: ctx.actor.userId,
        })
        .returning();
      const { storageKey: _k, ...after } = row!;
      return {
        result: row!.id,
        audit: {
          action: AuditAction.update,
          command: doc.commands.upload,
          entity: doc.entity,
          entityId: d.id,
          orgId: d.orgId,
          after: { photo: after },
        },
      };
    });
    const [row] = (await photosOf(ctx.db, doc.entity, documentId)).filter((p) => p.id === id);
    return row!;
  } catch (err) {
    if (key) await store.delete(key);
    throw err;
  }
}

/** Removes a photo of an open document (the actor's scope; 409 once the document is closed); the bytes go after the commit. */
export async function removePhoto(ctx: CommandContext, store: FileStore, doc: PhotoDocument, photoId: number): Promise<void> {
  const key = await runCommand(ctx, async (tx) => {
    const { photo, document: d } = await photoInScope(tx, ctx.actor, doc, photoId, true);
    if (!d.open) throw closed(d, ctx.actor.locale);
    await tx.delete(documentPhotos).where(eq(documentPhotos.id, photo.id));
    const { storageKey, ...before } = photo;
    return {
      result: storageKey,
      audit: {
        action: AuditAction.update,
        command: doc.commands.remove,
        entity: doc.entity,
        entityId: d.id,
        orgId: d.orgId,
        before: { photo: before },
      },
    };
  });
  await store.delete(key);
}

/**
 * Drops every photo row of a document being deleted (inside the delete's transaction) and answers their
 * storage keys, for the caller to remove from the store once the delete has committed.
 */
export async function dropPhotos(tx: Tx, entity: string, documentId: number): Promise<string[]> {
  const gone = await tx
    .delete(documentPhotos)
    .where(and(eq(documentPhotos.entity, entity), eq(documentPhotos.documentId, documentId)))
    .returning({ key: documentPhotos.storageKey });
  return gone.map((g) => g.key);
}
