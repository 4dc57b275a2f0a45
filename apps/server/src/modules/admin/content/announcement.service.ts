import { and, desc, eq, inArray, isNull, lte, gt, or, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { orgKinds, type AnnouncementRow, type AnnouncementSave, type MyAnnouncements } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { businessRule, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { announcementMachine } from "../domain/machines.js";
import { announcementReads, announcements, bizAttachments } from "./content.schema.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { AnnouncementAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Announcements: an org publishes to a target inside its own scope (the platform to the whole context,
 * an operator to itself and the orgs it serves). Readers see the active ones of their publishers whose
 * window is open and whose target matches them, and mark them read.
 */
/** The attachment model of announcement files (BizAttach uploads with model=announcement, bizId=<id>). */
export const ANNOUNCEMENT_MODEL = "announcement";

const readCount = sql<number>`(select cast(count(*) as integer) from announcement_reads r where r.announcement_id = "announcements"."id")`;
const rowSelect = {
  id: announcements.id,
  orgId: announcements.orgId,
  title: announcements.title,
  content: announcements.content,
  targetKind: sql<AnnouncementRow["targetKind"]>`${announcements.targetKind}`,
  targetValues: announcements.targetValues,
  active: announcements.active,
  startsAt: isoTimeOrNull(announcements.startsAt),
  endsAt: isoTimeOrNull(announcements.endsAt),
  readCount,
  version: announcements.version,
  updatedAt: isoTime(announcements.updatedAt),
};

/** Formatting survives, anything that could run does not (script, on* handlers, javascript: links). */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "span"],
    allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"], span: ["style"], "*": [] },
    allowedStyles: { span: { color: [/^#[0-9a-f]{3,6}$/i], "font-weight": [/^(bold|\d00)$/] } },
    allowedSchemes: ["http", "https", "mailto"],
  });
}

/** The list's query; its whitelist and export come from `announcementResource` (contracts). */
export function announcementList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(announcements).$dynamic(),
    where: and(eq(announcements.contextId, actor.contextId), orgScope(actor, announcements.orgId)),
    // the HTML and the target list are not filters
    columns: { content: false, targetValues: false },
    tieBreaker: announcements.id,
  };
}

export async function getAnnouncement(db: DbOrTx, actor: Actor, id: number): Promise<AnnouncementRow> {
  const [row] = await db
    .select(rowSelect)
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.contextId, actor.contextId), orgScope(actor, announcements.orgId)))
    .limit(1);
  if (!row) throw notFound("admin.announcement");
  return row;
}

async function lockAnnouncement(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.contextId, actor.contextId), orgScope(actor, announcements.orgId)))
    .for("update");
  if (!row) throw notFound("admin.announcement");
  return row;
}

/** Targets must make sense and stay inside the publisher's scope (an operator cannot reach another's sellers). */
async function checkTargets(tx: Tx, actor: Actor, kind: AnnouncementSave["targetKind"], values: string[]): Promise<string[]> {
  const unique = [...new Set(values)];
  if (kind === "all") return [];
  if (kind === "orgKinds") {
    const bad = unique.filter((v) => !orgKinds.includes(v as (typeof orgKinds)[number]));
    if (bad.length) throw businessRule("admin.announcementBadTarget", { values: bad.join(", ") });
  }
  if (kind === "orgs") {
    const found = await tx
      .select({ code: organizations.code })
      .from(organizations)
      .where(and(eq(organizations.contextId, actor.contextId), inArray(organizations.code, unique), orgScope(actor, organizations.id)));
    const bad = unique.filter((v) => !found.some((f) => f.code === v));
    if (bad.length) throw businessRule("admin.announcementBadTarget", { values: bad.join(", ") });
  }
  return unique;
}

export async function saveAnnouncement(ctx: CommandContext, input: AnnouncementSave): Promise<AnnouncementRow> {
  requireVersion(input);
  const content = cleanHtml(input.content);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      title: input.title,
      content,
      targetKind: input.targetKind,
      targetValues: await checkTargets(tx, ctx.actor, input.targetKind, input.targetValues ?? []),
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    };
    if (input.id === undefined) {
      const [row] = await tx
        .insert(announcements)
        .values({ contextId: ctx.actor.contextId, orgId: ctx.actor.orgId, createdBy: ctx.actor.userId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: AnnouncementAudit.entry("createAnnouncement", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockAnnouncement(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(announcements)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(announcements.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: AnnouncementAudit.entry("updateAnnouncement", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getAnnouncement(ctx.db, ctx.actor, id);
}

/** Announcements are documents of `announcementMachine` (domain/machines.ts); its state is the `active` flag. */
const announcementDocument: DocumentTable<typeof announcements.$inferSelect, "active" | "inactive", "publish" | "withdraw"> = {
  machine: announcementMachine,
  table: announcements,
  statusKey: "active",
  codec: { read: (v) => (v === true ? "active" : v === false ? "inactive" : undefined), write: (state) => state === "active" },
  lock: lockAnnouncement,
  auditView: (row) => ({ active: row.active }),
};

/** Publishes (active) or withdraws an announcement: the only way its `active` flag changes. */
export async function setAnnouncementActive(
  ctx: CommandContext,
  input: { id: number; version: number; active: boolean },
): Promise<AnnouncementRow> {
  const publish = input.active;
  await runTransition(ctx, announcementDocument, publish ? "publish" : "withdraw", input.id, {
    version: input.version,
    command: publish ? "publishAnnouncement" : "withdrawAnnouncement",
    apply: async ({ row: before }) => ({ set: { publishedAt: publish ? new Date() : before.publishedAt } }),
  });
  return getAnnouncement(ctx.db, ctx.actor, input.id);
}

export async function deleteAnnouncement(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: announcements,
    load: (tx) => lockAnnouncement(tx, ctx.actor, id),
    audit: { names: AnnouncementAudit, command: "deleteAnnouncement" },
  });
}

/** The active, open announcements whose publisher reaches the actor and whose target matches them. */
async function reachingActor(db: DbOrTx, actor: Actor) {
  const [org] = await db
    .select({ managingOrgId: organizations.managingOrgId })
    .from(organizations)
    .where(eq(organizations.id, actor.orgId));
  const publishers = sql`(select o.id from organizations o where o.context_id = ${actor.contextId} and (o.kind = 'platform' or o.id = ${actor.orgId} or o.id = ${org?.managingOrgId ?? 0}))`;
  const now = new Date();
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      targetKind: announcements.targetKind,
      targetValues: announcements.targetValues,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.contextId, actor.contextId),
        eq(announcements.active, true),
        inArray(announcements.orgId, publishers),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(200);
  return rows.filter((a) => {
    switch (a.targetKind) {
      case "all":
        return true;
      case "orgKinds":
        return a.targetValues.includes(actor.orgKind);
      case "orgs":
        return a.targetValues.includes(actor.orgCode);
      case "roles":
        return a.targetValues.some((r) => actor.roles.includes(r));
      default:
        return false;
    }
  });
}

/** What the shell's indicator shows: the announcements reaching the caller, newest first, with read marks. */
export async function myAnnouncements(db: DbOrTx, actor: Actor): Promise<MyAnnouncements> {
  const mine = await reachingActor(db, actor);
  const ids = mine.map((a) => a.id);
  const reads = ids.length
    ? await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(and(eq(announcementReads.userId, actor.userId), inArray(announcementReads.announcementId, ids)))
    : [];
  const read = new Set(reads.map((r) => r.id));
  const files = ids.length
    ? await db
        .select({ id: bizAttachments.id, fileName: bizAttachments.fileName, bizId: bizAttachments.bizId })
        .from(bizAttachments)
        .where(and(eq(bizAttachments.modelCode, ANNOUNCEMENT_MODEL), inArray(bizAttachments.bizId, ids.map(String))))
        .orderBy(bizAttachments.id)
    : [];
  const rows = mine.map((a) => ({
    id: a.id,
    title: a.title,
    content: a.content,
    publishedAt: (a.publishedAt ?? new Date(0)).toISOString(),
    read: read.has(a.id),
    attachments: files.filter((f) => f.bizId === String(a.id)).map((f) => ({ id: f.id, fileName: f.fileName })),
  }));
  return { unread: rows.filter((r) => !r.read).length, rows };
}

/** True when the announcement is published, open and aimed at the actor (its files are theirs to read). */
export async function announcementReaches(db: DbOrTx, actor: Actor, id: number): Promise<boolean> {
  return (await reachingActor(db, actor)).some((a) => a.id === id);
}

/** Marks one announcement read for the caller; one not reaching them is a 404. Reading twice changes nothing. */
export async function markAnnouncementRead(ctx: CommandContext, id: number): Promise<void> {
  const mine = await reachingActor(ctx.db, ctx.actor);
  if (!mine.some((a) => a.id === id)) throw notFound("admin.announcement");
  await runCommand(ctx, async (tx) => {
    const inserted = await tx
      .insert(announcementReads)
      .values({ announcementId: id, userId: ctx.actor.userId })
      .onConflictDoNothing()
      .returning();
    return {
      result: null,
      audit: AnnouncementAudit.entry("markAnnouncementRead", AuditAction.update, {
        entityId: id,
        orgId: ctx.actor.orgId,
        after: { firstRead: inserted.length > 0 },
      }),
    };
  });
}
