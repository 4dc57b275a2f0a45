import { and, asc, eq, gte, isNull, ne, sql } from "drizzle-orm";
import {
  isPermissionCode,
  menuAreas,
  permissionArea,
  permissionCodes,
  permissionDefs,
  type PermissionNode,
  type PermissionNodeSave,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import { areaKey, areaNames, moduleNames, resourceNameOf } from "./permission.catalog.js";
import { permissionNodes } from "./rbac.schema.js";
import { checkVersion } from "../../../platform/crud/index.js";
import { PermissionNodeAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * UcPermission: the tree of menus, buttons and API permissions. The registry's codes are seeded (and
 * topped up at every start) as module > resource > permission; `menumanage` adds menus and buttons,
 * renames, re-orders and re-parents. The nodes seeded from the registry cannot be deleted.
 */
type NodeRow = typeof permissionNodes.$inferSelect;
const isBuiltIn = (n: Pick<NodeRow, "kind" | "key">) => n.kind === "api" && isPermissionCode(n.key);

/**
 * Idempotent: inserts the registry's areas, resources and codes that are not in the tree yet, grouped
 * as the side menu is (menu area > resource > permission). A tree seeded when it was grouped by module
 * (`menu:<module>`) has its resources moved under their areas, and the emptied module nodes removed.
 */
export async function seedPermissionTree(tx: Tx, contextId: number): Promise<void> {
  const rows = await tx
    .select({ id: permissionNodes.id, key: permissionNodes.key, parentId: permissionNodes.parentId })
    .from(permissionNodes)
    .where(eq(permissionNodes.contextId, contextId));
  const existing = new Map(rows.map((n) => [n.key, n.id]));
  const parentOf = new Map(rows.map((n) => [n.key, n.parentId]));
  const ensure = async (
    key: string,
    parentId: number | null,
    kind: "menu" | "api",
    names: { zh: string; en: string },
    sort: number,
    permission: string | null,
  ) => {
    const found = existing.get(key);
    if (found !== undefined) return found;
    const [row] = await tx
      .insert(permissionNodes)
      .values({ contextId, parentId, kind, key, permission, nameZh: names.zh, nameEn: names.en, sort })
      .returning({ id: permissionNodes.id });
    existing.set(key, row!.id);
    return row!.id;
  };
  const oldModuleIds = new Set(Object.keys(moduleNames).flatMap((m) => (existing.has(`menu:${m}`) ? [existing.get(`menu:${m}`)!] : [])));
  let sort = 0;
  for (const area of menuAreas) {
    const codes = permissionCodes.filter((c) => permissionArea(c) === area.code);
    if (!codes.length) continue;
    const areaId = await ensure(areaKey(area.code), null, "menu", areaNames(area.code), sort++, null);
    for (const code of codes) {
      const [module = "", resource = ""] = code.split(":");
      const resourceKey = `menu:${module}:${resource}`;
      const resourceId = await ensure(
        resourceKey,
        areaId,
        "menu",
        resourceNameOf(module, resource) ?? { zh: resource, en: resource },
        sort,
        null,
      );
      const oldParent = parentOf.get(resourceKey);
      if (oldParent !== undefined && oldParent !== null && oldModuleIds.has(oldParent)) {
        await tx
          .update(permissionNodes)
          .set({ parentId: areaId, version: sql`${permissionNodes.version} + 1` })
          .where(eq(permissionNodes.id, resourceId));
        parentOf.set(resourceKey, areaId);
      }
      await ensure(code, resourceId, "api", permissionDefs[code], sort++, code);
    }
  }
  for (const id of oldModuleIds) {
    const [child] = await tx.select({ id: permissionNodes.id }).from(permissionNodes).where(eq(permissionNodes.parentId, id)).limit(1);
    if (!child) await tx.delete(permissionNodes).where(eq(permissionNodes.id, id));
  }
}

/**
 * The tree as a flat list in sort order (parents before children is not promised: rebuild by parentId).
 * `heldOnly` keeps what the actor may see: a node with a permission when it is held, a node without
 * one when any node below it is kept (an empty menu group is not shown).
 */
export async function permissionTreeOf(db: DbOrTx, actor: Actor, heldOnly: boolean): Promise<PermissionNode[]> {
  const rows = await db
    .select()
    .from(permissionNodes)
    .where(eq(permissionNodes.contextId, actor.contextId))
    .orderBy(asc(permissionNodes.sort), asc(permissionNodes.id));
  const nodes: PermissionNode[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    kind: r.kind as PermissionNode["kind"],
    key: r.key,
    permission: r.permission,
    name: actor.locale === "zh-CN" ? r.nameZh : r.nameEn,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    sort: r.sort,
    builtIn: isBuiltIn(r),
    version: r.version,
  }));
  if (!heldOnly) return nodes;
  const children = new Map<number | null, PermissionNode[]>();
  for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const keep = new Set<number>();
  const visit = (n: PermissionNode): boolean => {
    if (n.permission && !actor.permissions.has(n.permission)) return false;
    const anyChild = (children.get(n.id) ?? []).map(visit).some(Boolean);
    const shown = n.permission ? true : anyChild;
    if (shown) keep.add(n.id);
    return shown;
  };
  (children.get(null) ?? []).forEach(visit);
  return nodes.filter((n) => keep.has(n.id));
}

async function lockNode(tx: Tx, actor: Actor, id: number): Promise<NodeRow> {
  const [row] = await tx
    .select()
    .from(permissionNodes)
    .where(and(eq(permissionNodes.id, id), eq(permissionNodes.contextId, actor.contextId)))
    .for("update");
  if (!row) throw notFound("admin.permissionNode");
  return row;
}

/** The new parent exists in the context and is not the node itself or below it. */
async function checkParent(tx: Tx, actor: Actor, parentId: number | null, nodeId?: number): Promise<void> {
  let at: number | null = parentId;
  while (at !== null) {
    if (at === nodeId) throw businessRule("admin.permissionNodeCycle");
    const [p] = await tx
      .select({ parentId: permissionNodes.parentId })
      .from(permissionNodes)
      .where(and(eq(permissionNodes.id, at), eq(permissionNodes.contextId, actor.contextId)));
    if (!p) throw notFound("admin.permissionNode");
    at = p.parentId;
  }
}

/** Makes room at `sort` among the new siblings, so the moved or new node lands exactly there. */
async function shiftSiblings(tx: Tx, actor: Actor, parentId: number | null, sort: number, exceptId?: number) {
  await tx
    .update(permissionNodes)
    .set({ sort: sql`${permissionNodes.sort} + 1` })
    .where(
      and(
        eq(permissionNodes.contextId, actor.contextId),
        parentId === null ? isNull(permissionNodes.parentId) : eq(permissionNodes.parentId, parentId),
        gte(permissionNodes.sort, sort),
        exceptId === undefined ? undefined : ne(permissionNodes.id, exceptId),
      ),
    );
}

export async function savePermissionNode(ctx: CommandContext, input: PermissionNodeSave): Promise<number> {
  if (input.permission && !isPermissionCode(input.permission))
    throw badRequest("admin.unknownPermission", { code: input.permission }, [
      { path: "body.permission", message: "unknown permission code" },
    ]);
  return runCommand(ctx, async (tx) => {
    const [clash] = await tx
      .select({ id: permissionNodes.id })
      .from(permissionNodes)
      .where(and(eq(permissionNodes.contextId, ctx.actor.contextId), eq(permissionNodes.key, input.key)));
    if (clash && clash.id !== input.id) throw duplicate("admin.permissionNodeExists", { key: input.key });
    const fields = { kind: input.kind, key: input.key, permission: input.permission ?? null, nameZh: input.nameZh, nameEn: input.nameEn };
    if (input.id === undefined) {
      await checkParent(tx, ctx.actor, input.parentId);
      const sort = input.sort ?? 100000;
      await shiftSiblings(tx, ctx.actor, input.parentId, sort);
      const [row] = await tx
        .insert(permissionNodes)
        .values({ contextId: ctx.actor.contextId, parentId: input.parentId, sort, ...fields })
        .returning();
      return {
        result: row!.id,
        audit: PermissionNodeAudit.entry("createPermissionNode", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockNode(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    // the registry's own nodes keep their code: only their names and place change
    if (isBuiltIn(before) && (input.key !== before.key || input.kind !== before.kind || (input.permission ?? null) !== before.permission))
      throw businessRule("admin.permissionNodeBuiltIn");
    if (input.parentId !== before.parentId) throw businessRule("admin.permissionNodeUseMove");
    const [after] = await tx
      .update(permissionNodes)
      .set({ ...fields, version: before.version + 1, updatedAt: new Date() })
      .where(eq(permissionNodes.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: PermissionNodeAudit.entry("updatePermissionNode", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
}

export async function movePermissionNode(
  ctx: CommandContext,
  input: { id: number; version: number; parentId: number | null; sort: number },
): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const before = await lockNode(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await checkParent(tx, ctx.actor, input.parentId, before.id);
    await shiftSiblings(tx, ctx.actor, input.parentId, input.sort, before.id);
    const [after] = await tx
      .update(permissionNodes)
      .set({ parentId: input.parentId, sort: input.sort, version: before.version + 1, updatedAt: new Date() })
      .where(eq(permissionNodes.id, before.id))
      .returning();
    return {
      result: null,
      audit: PermissionNodeAudit.entry("movePermissionNode", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
}

export async function deletePermissionNode(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: permissionNodes,
    load: (tx) => lockNode(tx, ctx.actor, id),
    audit: { names: PermissionNodeAudit, command: "deletePermissionNode" },
    before: async (tx, row) => {
      if (isBuiltIn(row)) throw businessRule("admin.permissionNodeBuiltIn");
      const [child] = await tx
        .select({ id: permissionNodes.id })
        .from(permissionNodes)
        .where(eq(permissionNodes.parentId, row.id))
        .limit(1);
      if (child) throw inUse("admin.permissionNodeHasChildren");
    },
  });
}
