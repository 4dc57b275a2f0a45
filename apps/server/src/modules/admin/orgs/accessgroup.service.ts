import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AccessGroupRow, AccessGroupSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { accessGroupOrgs, accessGroups, accessGroupUsers } from "./orgs.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { checkVersion } from "../../../platform/crud/index.js";
import { AccessGroupAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Access groups of an operator org. A group lists orgs (and warehouse / store-account ids) and the
 * staff who belong to it; platform/access/scope.ts narrows a staff member in any group to the
 * groups' orgs. Groups are the operator's own data: scoped by their org_id like any tenant row.
 */

// written out in full: subqueries name the outer table exactly as the FROM does
const orgIdsSql = sql<
  number[]
>`coalesce((select array_agg(x.org_id order by x.org_id) from access_group_orgs x where x.group_id = "access_groups"."id"), '{}')`;
const userIdsSql = sql<
  number[]
>`coalesce((select array_agg(x.user_id order by x.user_id) from access_group_users x where x.group_id = "access_groups"."id"), '{}')`;
const orgNamesSql = sql<string>`coalesce((select string_agg(o.name, ', ' order by o.name) from access_group_orgs x join organizations o on o.id = x.org_id where x.group_id = "access_groups"."id"), '')`;
const userNamesSql = sql<string>`coalesce((select string_agg(u.full_name, ', ' order by u.full_name) from access_group_users x join users u on u.id = x.user_id where x.group_id = "access_groups"."id"), '')`;

const rowSelect = {
  id: accessGroups.id,
  code: accessGroups.code,
  name: accessGroups.name,
  remark: accessGroups.remark,
  orgIds: orgIdsSql,
  warehouseIds: accessGroups.warehouseIds,
  accountIds: accessGroups.accountIds,
  userIds: userIdsSql,
  orgNames: orgNamesSql,
  userNames: userNamesSql,
  version: accessGroups.version,
  updatedAt: isoTime(accessGroups.updatedAt),
};

/** int[] columns come back as numbers from both drivers; the aggregates may come back as text on some. */
const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
const normalise = (r: AccessGroupRow): AccessGroupRow => ({
  ...r,
  orgIds: ints(r.orgIds),
  userIds: ints(r.userIds),
  warehouseIds: ints(r.warehouseIds),
  accountIds: ints(r.accountIds),
});

/** The list's query; its whitelist and export come from `accessGroupResource` (contracts). */
export function accessGroupList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(accessGroups).$dynamic(),
    where: orgScope(actor, accessGroups.orgId),
    // the id lists are form values, not filters; the members' names filter as before
    columns: { orgIds: false, warehouseIds: false, accountIds: false, userNames: { column: userNamesSql, filter: true } },
    tieBreaker: accessGroups.id,
  };
}

export async function listAccessGroups(db: DbOrTx, actor: Actor): Promise<AccessGroupRow[]> {
  const rows = await db
    .select(rowSelect)
    .from(accessGroups)
    .where(orgScope(actor, accessGroups.orgId))
    .orderBy(asc(accessGroups.code), asc(accessGroups.id));
  return rows.map(normalise);
}

export async function getAccessGroup(db: DbOrTx, actor: Actor, id: number): Promise<AccessGroupRow> {
  const [row] = await db
    .select(rowSelect)
    .from(accessGroups)
    .where(and(eq(accessGroups.id, id), orgScope(actor, accessGroups.orgId)))
    .limit(1);
  if (!row) throw notFound("admin.accessGroup");
  return normalise(row);
}

/** Staff of the group's operator org, each marked whether they belong to the group. */
export function accessGroupUsersSpec(actor: Actor, group: { id: number; orgId: number }): ListSpec {
  const assigned = sql<boolean>`exists (select 1 from access_group_users x where x.group_id = ${group.id} and x.user_id = "users"."id")`;
  return {
    select: { id: users.id, username: users.username, fullName: users.fullName, email: users.email, status: users.status, assigned },
    from: (q) => q.from(users).$dynamic(),
    where: and(eq(users.orgId, group.orgId), orgScope(actor, users.orgId)),
    fields: {
      id: { column: users.id, type: "int" },
      username: { column: users.username, type: "string" },
      fullName: { column: users.fullName, type: "string" },
      status: { column: users.status, type: "string" },
      assigned: { column: assigned, type: "bool" },
    },
    defaultSort: { field: "username", dir: "asc" },
    tieBreaker: users.id,
  };
}

export async function groupOwner(db: DbOrTx, actor: Actor, id: number): Promise<{ id: number; orgId: number }> {
  const [g] = await db
    .select({ id: accessGroups.id, orgId: accessGroups.orgId })
    .from(accessGroups)
    .where(and(eq(accessGroups.id, id), orgScope(actor, accessGroups.orgId)));
  if (!g) throw notFound("admin.accessGroup");
  return g;
}

/** The orgs must be ones the operator serves (and the caller sees); the users its own staff. */
async function checkMembers(tx: Tx, actor: Actor, input: AccessGroupSave) {
  const orgIds = [...new Set(input.orgIds ?? [])];
  const userIds = [...new Set(input.userIds ?? [])];
  if (orgIds.length) {
    const seen = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(inArray(organizations.id, orgIds), orgScope(actor, organizations.id)));
    const missing = orgIds.find((id) => !seen.some((s) => s.id === id));
    if (missing !== undefined)
      throw badRequest("admin.accessGroupBadOrg", { orgId: missing }, [
        { path: "body.orgIds", message: `organisation ${missing} is outside your scope` },
      ]);
  }
  if (userIds.length) {
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.orgId, actor.orgId)));
    const missing = userIds.find((id) => !staff.some((s) => s.id === id));
    if (missing !== undefined)
      throw badRequest("admin.accessGroupBadUser", { userId: missing }, [
        { path: "body.userIds", message: `user ${missing} is not staff of your organisation` },
      ]);
  }
  return { orgIds, userIds };
}

async function writeMembers(tx: Tx, groupId: number, orgIds: number[], userIds: number[]) {
  await tx.delete(accessGroupOrgs).where(eq(accessGroupOrgs.groupId, groupId));
  await tx.delete(accessGroupUsers).where(eq(accessGroupUsers.groupId, groupId));
  if (orgIds.length) await tx.insert(accessGroupOrgs).values(orgIds.map((orgId) => ({ groupId, orgId })));
  if (userIds.length) await tx.insert(accessGroupUsers).values(userIds.map((userId) => ({ groupId, userId })));
}

async function snapshot(tx: Tx, actor: Actor, id: number) {
  return getAccessGroup(tx, actor, id);
}

export async function saveAccessGroup(ctx: CommandContext, input: AccessGroupSave): Promise<AccessGroupRow> {
  const { actor } = ctx;
  // groups narrow operator staff: only an operator has staff to narrow
  if (actor.orgKind !== "operator") throw businessRule("admin.accessGroupOperatorOnly");
  const id = await runCommand(ctx, async (tx) => {
    const { orgIds, userIds } = await checkMembers(tx, actor, input);
    const [clash] = await tx
      .select({ id: accessGroups.id })
      .from(accessGroups)
      .where(
        and(
          eq(accessGroups.orgId, actor.orgId),
          sql`lower(${accessGroups.code}) = lower(${input.code})`,
          input.id ? sql`${accessGroups.id} <> ${input.id}` : undefined,
        ),
      );
    if (clash) throw duplicate("admin.accessGroupCodeTaken", { code: input.code });
    const values = {
      code: input.code,
      name: input.name,
      remark: input.remark ?? null,
      warehouseIds: input.warehouseIds ?? [],
      accountIds: input.accountIds ?? [],
    };
    if (input.id === undefined) {
      const [row] = await tx
        .insert(accessGroups)
        .values({ contextId: actor.contextId, orgId: actor.orgId, ...values })
        .returning();
      await writeMembers(tx, row!.id, orgIds, userIds);
      return {
        result: row!.id,
        audit: AccessGroupAudit.entry("createAccessGroup", AuditAction.create, {
          entityId: row!.id,
          after: await snapshot(tx, actor, row!.id),
        }),
      };
    }
    const [locked] = await tx
      .select()
      .from(accessGroups)
      .where(and(eq(accessGroups.id, input.id), eq(accessGroups.orgId, actor.orgId)))
      .for("update");
    if (!locked) throw notFound("admin.accessGroup");
    checkVersion(locked, input.version);
    const before = await snapshot(tx, actor, locked.id);
    await tx
      .update(accessGroups)
      .set({ ...values, version: locked.version + 1, updatedAt: new Date() })
      .where(eq(accessGroups.id, locked.id));
    await writeMembers(tx, locked.id, orgIds, userIds);
    return {
      result: locked.id,
      audit: AccessGroupAudit.entry("updateAccessGroup", AuditAction.update, {
        entityId: locked.id,
        before,
        after: await snapshot(tx, actor, locked.id),
      }),
    };
  });
  return getAccessGroup(ctx.db, actor, id);
}

export async function deleteAccessGroup(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: accessGroups,
    load: async (tx) => {
      const [locked] = await tx
        .select({ id: accessGroups.id })
        .from(accessGroups)
        .where(and(eq(accessGroups.id, id), orgScope(ctx.actor, accessGroups.orgId)))
        .for("update");
      if (!locked) throw notFound("admin.accessGroup");
      return snapshot(tx, ctx.actor, id); // the audit row keeps the members too
    },
    audit: { names: AccessGroupAudit, command: "deleteAccessGroup" },
  });
}
