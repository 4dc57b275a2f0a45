import { and, eq, ne, sql } from "drizzle-orm";
import type { PostRow, PostSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { posts, userPostDepts } from "./content.schema.js";
import { resolveOrg } from "./dept.service.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { PostAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/** Posts (job positions) of an org; users hold them through their department assignments. */
const userCount = sql<number>`(select cast(count(*) as integer) from user_post_depts u where u.post_id = "posts"."id")`;
const rowSelect = {
  id: posts.id,
  orgId: posts.orgId,
  code: posts.code,
  name: posts.name,
  sort: posts.sort,
  remark: posts.remark,
  userCount,
  version: posts.version,
  updatedAt: isoTime(posts.updatedAt),
};

/** The list's query; its whitelist and export come from `postResource` (contracts). */
export function postList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(posts).$dynamic(),
    where: orgScope(actor, posts.orgId),
    tieBreaker: posts.id,
  };
}

export async function getPost(db: DbOrTx, actor: Actor, id: number): Promise<PostRow> {
  const [row] = await db
    .select(rowSelect)
    .from(posts)
    .where(and(eq(posts.id, id), orgScope(actor, posts.orgId)))
    .limit(1);
  if (!row) throw notFound("admin.post");
  return row;
}

async function lockPost(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), orgScope(actor, posts.orgId)))
    .for("update");
  if (!row) throw notFound("admin.post");
  return row;
}

async function assertCodeFree(tx: Tx, orgId: number, code: string, selfId?: number) {
  const [clash] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.orgId, orgId), eq(posts.code, code), selfId === undefined ? undefined : ne(posts.id, selfId)));
  if (clash) throw duplicate("admin.postCodeExists", { code });
}

export async function savePost(ctx: CommandContext, input: PostSave): Promise<PostRow> {
  requireVersion(input);
  const values = { code: input.code, name: input.name, sort: input.sort ?? 0, remark: input.remark ?? null };
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const orgId = await resolveOrg(tx, ctx.actor, input.orgId);
      await assertCodeFree(tx, orgId, input.code);
      const [row] = await tx
        .insert(posts)
        .values({ orgId, ...values })
        .returning();
      return { result: row!.id, audit: PostAudit.entry("createPost", AuditAction.create, { entityId: row!.id, orgId, after: row }) };
    }
    const before = await lockPost(tx, ctx.actor, input.id);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw businessRule("admin.deptOrgFixed");
    checkVersion(before, input.version);
    await assertCodeFree(tx, before.orgId, input.code, before.id);
    const [after] = await tx
      .update(posts)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(posts.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: PostAudit.entry("updatePost", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getPost(ctx.db, ctx.actor, id);
}

/** A post someone holds is refused (409): reassign them first. */
export async function deletePost(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: posts,
    load: (tx) => lockPost(tx, ctx.actor, id),
    audit: { names: PostAudit, command: "deletePost" },
    before: async (tx, row) => {
      const [holder] = await tx
        .select({ userId: userPostDepts.userId })
        .from(userPostDepts)
        .where(eq(userPostDepts.postId, row.id))
        .limit(1);
      if (holder) throw inUse("admin.postHeld", { name: row.name });
    },
  });
}
