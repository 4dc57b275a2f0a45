import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DeptNode, DeptSave, DeptUserRow, DeptUserTreeNode, UserAssignmentsSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, loadScoped, orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import { users } from "../../../platform/identity/schema.js";
import { departments, posts, userPostDepts } from "./content.schema.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { DepartmentAudit, UserPostDeptAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Departments: one tree per org (tenant-owned), and who sits in which department with which post.
 * The tree is small (tens of rows per org), so it is read whole and assembled in memory.
 */

/** The org a request works on: the one named (if the caller may see it), else the caller's own. */
export async function resolveOrg(db: DbOrTx, actor: Actor, orgId: number | undefined): Promise<number> {
  if (orgId === undefined || orgId === actor.orgId) return actor.orgId;
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("admin.org");
  return orgId;
}

async function deptRows(db: DbOrTx, orgId: number) {
  const userCount = sql<number>`(select cast(count(*) as integer) from user_post_depts u where u.dept_id = "departments"."id")`;
  return db
    .select({
      id: departments.id,
      orgId: departments.orgId,
      parentId: departments.parentId,
      name: departments.name,
      sort: departments.sort,
      remark: departments.remark,
      version: departments.version,
      userCount,
    })
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(asc(departments.sort), asc(departments.id));
}

/** Assembles rows (already in sort order) into a forest; a row whose parent is missing becomes a root. */
function buildTree<R extends { id: number; parentId: number | null }, N extends { children?: N[] }>(rows: R[], toNode: (r: R) => N): N[] {
  const nodes = new Map(rows.map((r) => [r.id, { row: r, node: toNode(r) }]));
  const roots: N[] = [];
  for (const { row, node } of nodes.values()) {
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) (parent.node.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function deptTree(db: DbOrTx, actor: Actor, orgId?: number): Promise<DeptNode[]> {
  const org = await resolveOrg(db, actor, orgId);
  return buildTree(await deptRows(db, org), (r) => ({ ...r, children: [] as DeptNode[] }));
}

/** One department as a tree node without its children (the reply of a save). */
export async function getDept(db: DbOrTx, actor: Actor, id: number): Promise<DeptNode> {
  const dept = await loadScoped(db, departments, id, actor, "admin.dept");
  const row = (await deptRows(db, dept.orgId)).find((r) => r.id === id)!;
  return { ...row, children: [] };
}

/** The ids of a department and every department below it. */
async function subtreeIds(db: DbOrTx, orgId: number, rootId: number): Promise<number[]> {
  const rows = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(eq(departments.orgId, orgId));
  const out = [rootId];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}

function assignmentSelect() {
  return {
    userId: users.id,
    username: users.username,
    fullName: users.fullName,
    deptId: departments.id,
    deptName: departments.name,
    postId: posts.id,
    postName: posts.name,
  };
}

/** The users of a department (and, when asked, of the departments below it), with the post each holds. */
export async function usersOfDept(db: DbOrTx, actor: Actor, deptId: number, includeChildren: boolean): Promise<DeptUserRow[]> {
  const dept = await loadScoped(db, departments, deptId, actor, "admin.dept");
  const ids = includeChildren ? await subtreeIds(db, dept.orgId, dept.id) : [dept.id];
  return db
    .select(assignmentSelect())
    .from(userPostDepts)
    .innerJoin(users, eq(users.id, userPostDepts.userId))
    .innerJoin(departments, eq(departments.id, userPostDepts.deptId))
    .leftJoin(posts, eq(posts.id, userPostDepts.postId))
    .where(inArray(userPostDepts.deptId, ids))
    .orderBy(asc(departments.sort), asc(departments.id), asc(users.username));
}

/** The department tree with each department's users as leaves: the people picker of other screens. */
export async function deptUserTree(db: DbOrTx, actor: Actor, orgId?: number): Promise<DeptUserTreeNode[]> {
  const org = await resolveOrg(db, actor, orgId);
  const members = await db
    .select({ deptId: userPostDepts.deptId, userId: users.id, fullName: users.fullName, username: users.username })
    .from(userPostDepts)
    .innerJoin(users, eq(users.id, userPostDepts.userId))
    .where(eq(userPostDepts.orgId, org))
    .orderBy(asc(users.username));
  const tree = buildTree(await deptRows(db, org), (r): DeptUserTreeNode => ({
    key: `d${r.id}`,
    kind: "dept",
    id: r.id,
    title: r.name,
    children: [],
  }));
  const byId = new Map<number, DeptUserTreeNode>();
  const walk = (ns: DeptUserTreeNode[]) => ns.forEach((n) => (byId.set(n.id, n), walk(n.children ?? [])));
  walk(tree);
  for (const m of members)
    byId
      .get(m.deptId)
      ?.children?.push({ key: `d${m.deptId}-u${m.userId}`, kind: "user", id: m.userId, title: `${m.fullName} (${m.username})` });
  return tree;
}

async function lockDept(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), orgScope(actor, departments.orgId)))
    .for("update");
  if (!row) throw notFound("admin.dept");
  return row;
}

async function checkParent(tx: Tx, actor: Actor, orgId: number, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const parent = await loadScoped(tx, departments, parentId, actor, "admin.dept");
  if (parent.orgId !== orgId) throw businessRule("admin.deptParentOrg");
  // moving a department under itself or one of its own descendants would cut it off the tree
  if (selfId !== undefined && (await subtreeIds(tx, orgId, selfId)).includes(parentId)) throw businessRule("admin.deptCycle");
}

async function assertNameFree(tx: Tx, orgId: number, parentId: number | null, name: string, selfId?: number) {
  const [clash] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.orgId, orgId),
        parentId === null ? sql`${departments.parentId} is null` : eq(departments.parentId, parentId),
        sql`lower(${departments.name}) = lower(${name})`,
        selfId === undefined ? undefined : ne(departments.id, selfId),
      ),
    );
  if (clash) throw duplicate("admin.deptNameExists", { name });
}

/** Creates (no id) or updates (id + version) a department; its org is fixed at creation. */
export async function saveDept(ctx: CommandContext, input: DeptSave): Promise<number> {
  requireVersion(input);
  const parentId = input.parentId ?? null;
  const values = { parentId, name: input.name, sort: input.sort ?? 0, remark: input.remark ?? null };
  return runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const orgId = await resolveOrg(tx, ctx.actor, input.orgId);
      await checkParent(tx, ctx.actor, orgId, parentId);
      await assertNameFree(tx, orgId, parentId, input.name);
      const [row] = await tx
        .insert(departments)
        .values({ orgId, ...values })
        .returning();
      return { result: row!.id, audit: DepartmentAudit.entry("createDept", AuditAction.create, { entityId: row!.id, orgId, after: row }) };
    }
    const before = await lockDept(tx, ctx.actor, input.id);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw businessRule("admin.deptOrgFixed");
    checkVersion(before, input.version);
    await checkParent(tx, ctx.actor, before.orgId, parentId, before.id);
    await assertNameFree(tx, before.orgId, parentId, input.name, before.id);
    const [after] = await tx
      .update(departments)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(departments.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: DepartmentAudit.entry("updateDept", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
}

/** Deletes an empty department: one with sub-departments or people is refused (409), nothing is orphaned. */
export async function deleteDept(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: departments,
    load: (tx) => lockDept(tx, ctx.actor, id),
    audit: { names: DepartmentAudit, command: "deleteDept" },
    before: async (tx, row) => {
      const [child] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.parentId, row.id)).limit(1);
      if (child) throw inUse("admin.deptHasChildren", { name: row.name });
      const [member] = await tx
        .select({ userId: userPostDepts.userId })
        .from(userPostDepts)
        .where(eq(userPostDepts.deptId, row.id))
        .limit(1);
      if (member) throw inUse("admin.deptHasUsers", { name: row.name });
    },
  });
}

/** Replaces one user's departments and posts; every department and post must be of the user's org. */
export async function saveUserAssignments(ctx: CommandContext, input: UserAssignmentsSave): Promise<DeptUserRow[]> {
  const user = await loadScoped(ctx.db, users, input.userId, ctx.actor, "admin.user");
  const wanted = input.assignments.map((a) => ({ deptId: a.deptId, postId: a.postId ?? null }));
  const deptIds = [...new Set(wanted.map((a) => a.deptId))];
  if (deptIds.length !== wanted.length)
    throw badRequest("admin.deptRepeated", {}, [{ path: "body.assignments", message: "a department appears twice" }]);
  await runCommand(ctx, async (tx) => {
    if (deptIds.length) {
      const found = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(inArray(departments.id, deptIds), eq(departments.orgId, user.orgId)));
      if (found.length !== deptIds.length) throw businessRule("admin.assignmentOrg");
    }
    const postIds = [...new Set(wanted.flatMap((a) => (a.postId === null ? [] : [a.postId])))];
    if (postIds.length) {
      const found = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(inArray(posts.id, postIds), eq(posts.orgId, user.orgId)));
      if (found.length !== postIds.length) throw businessRule("admin.assignmentOrg");
    }
    const before = await tx.select().from(userPostDepts).where(eq(userPostDepts.userId, user.id));
    await tx.delete(userPostDepts).where(eq(userPostDepts.userId, user.id));
    if (wanted.length) await tx.insert(userPostDepts).values(wanted.map((a) => ({ orgId: user.orgId, userId: user.id, ...a })));
    return {
      result: null,
      audit: UserPostDeptAudit.entry("assignUserDepts", AuditAction.update, {
        entityId: user.id,
        orgId: user.orgId,
        before,
        after: wanted,
      }),
    };
  });
  return assignmentsOfUser(ctx.db, ctx.actor, user.id);
}

/** One user's departments and posts (another org's user is a 404). */
export async function assignmentsOfUser(db: DbOrTx, actor: Actor, userId: number): Promise<DeptUserRow[]> {
  const user = await loadScoped(db, users, userId, actor, "admin.user");
  return db
    .select(assignmentSelect())
    .from(userPostDepts)
    .innerJoin(users, eq(users.id, userPostDepts.userId))
    .innerJoin(departments, eq(departments.id, userPostDepts.deptId))
    .leftJoin(posts, eq(posts.id, userPostDepts.postId))
    .where(eq(userPostDepts.userId, user.id))
    .orderBy(asc(departments.id));
}
