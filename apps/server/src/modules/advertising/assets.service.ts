import { and, desc, eq } from "drizzle-orm";
import { adAssetProblem, type AdAssetKind, type AdAssetRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { fieldError } from "../../platform/crud/fields.js";
import type { DbOrTx } from "../../platform/db/database.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { notFound } from "../../platform/http/errors.js";
import { AssetAudit } from "./audit.js";
import { readImageFacts } from "./domain/image-size.js";
import { adScope } from "./queries.js";
import { adAssets } from "./schema.js";
import { loadProfile } from "./validate.js";

/** SB creative assets: a logo or custom image of an ad account, checked by its own bytes, stored in the file store. */

const rowSelect = {
  id: adAssets.id,
  adsProfileId: adAssets.adsProfileId,
  kind: adAssets.kind,
  name: adAssets.name,
  mime: adAssets.mime,
  bytes: adAssets.bytes,
  width: adAssets.width,
  height: adAssets.height,
  createdAt: adAssets.createdAt,
};
const toRow = (r: { kind: string; createdAt: Date } & Omit<AdAssetRow, "kind" | "createdAt">): AdAssetRow => ({
  ...r,
  kind: r.kind as AdAssetKind,
  createdAt: r.createdAt.toISOString(),
});

const problemKeys = {
  type: "advertising.assetType",
  tooLarge: "advertising.assetTooLarge",
  tooSmall: "advertising.assetTooSmall",
} as const;

export interface AssetUpload {
  adsProfileId: number;
  kind: AdAssetKind;
  fileName: string;
  bytes: Buffer;
}

/** Checks the file (PNG / JPEG by its header, bytes, pixels), stores it, records it; a refused file leaves nothing behind. */
export async function uploadAsset(ctx: CommandContext, store: FileStore, up: AssetUpload): Promise<AdAssetRow> {
  let key: string | null = null;
  try {
    const id = await runCommand(ctx, async (tx) => {
      const profile = await loadProfile(tx, ctx.actor, up.adsProfileId);
      const facts = readImageFacts(up.bytes);
      const problem = adAssetProblem(up.kind, {
        mime: facts?.mime ?? null,
        bytes: up.bytes.length,
        width: facts?.width ?? 0,
        height: facts?.height ?? 0,
      });
      if (problem || !facts)
        throw fieldError("body.file", problemKeys[problem?.reason ?? "type"], {
          limit: problem?.limit ?? "PNG, JPG",
          width: facts?.width ?? 0,
          height: facts?.height ?? 0,
        });
      key = await store.put(up.bytes, { orgId: profile.orgId, ext: facts.mime === "image/png" ? "png" : "jpg" });
      const [row] = await tx
        .insert(adAssets)
        .values({
          orgId: profile.orgId,
          adsProfileId: profile.id,
          kind: up.kind,
          name: up.fileName,
          fileKey: key,
          mime: facts.mime,
          bytes: up.bytes.length,
          width: facts.width,
          height: facts.height,
        })
        .returning();
      return {
        result: row!.id,
        audit: AssetAudit.entry("uploadAsset", AuditAction.create, {
          entityId: row!.id,
          orgId: row!.orgId,
          after: { ...row, fileKey: undefined },
        }),
      };
    });
    return getAsset(ctx.db, ctx.actor, id);
  } catch (err) {
    if (key) await store.delete(key); // the row did not commit: the bytes must not linger
    throw err;
  }
}

export async function getAsset(db: DbOrTx, actor: Actor, id: number): Promise<AdAssetRow> {
  const [row] = await db
    .select(rowSelect)
    .from(adAssets)
    .where(and(eq(adAssets.id, id), adScope(actor, adAssets.orgId, adAssets.adsProfileId)));
  if (!row) throw notFound("advertising.asset");
  return toRow(row);
}

/** An account's assets, newest first (of one kind when asked). */
export async function listAssets(db: DbOrTx, actor: Actor, q: { adsProfileId: number; kind?: AdAssetKind }): Promise<AdAssetRow[]> {
  const rows = await db
    .select(rowSelect)
    .from(adAssets)
    .where(
      and(
        eq(adAssets.adsProfileId, q.adsProfileId),
        q.kind ? eq(adAssets.kind, q.kind) : undefined,
        adScope(actor, adAssets.orgId, adAssets.adsProfileId),
      ),
    )
    .orderBy(desc(adAssets.id))
    .limit(200);
  return rows.map(toRow);
}

/** The file of an asset in the caller's scope (404 outside it). */
export async function readAsset(db: DbOrTx, store: FileStore, actor: Actor, id: number): Promise<{ mime: string; bytes: Buffer }> {
  const [row] = await db
    .select({ mime: adAssets.mime, fileKey: adAssets.fileKey })
    .from(adAssets)
    .where(and(eq(adAssets.id, id), adScope(actor, adAssets.orgId, adAssets.adsProfileId)));
  if (!row) throw notFound("advertising.asset");
  return { mime: row.mime, bytes: await store.get(row.fileKey) };
}
