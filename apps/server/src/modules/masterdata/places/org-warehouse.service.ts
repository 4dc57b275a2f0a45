import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import type {
  OrgWarehouseOption,
  OrgWarehouseRow,
  OrgWarehouseSave,
  OrgWarehouseSetActive,
  WarehouseGroupByOrg,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { isStaff, loadWarehouse, pickerDisplay, targetOrg } from "./places.common.js";
import { orgWarehouses, warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, fixedField, requireVersion } from "../../../platform/crud/index.js";

export const OrgWarehouseAudit = auditNames("org_warehouse", [
  "assignWarehouse",
  "updateOrgWarehouse",
  "activateOrgWarehouse",
  "deactivateOrgWarehouse",
  "deleteOrgWarehouse",
]);

/**
 * Which seller or forwarder org may use which warehouse (org_warehouses), and virtual warehouses: a
 * seller-facing code and name for a slice of a physical warehouse. An active row makes the warehouse
 * visible to the org (platform/access/scope.ts warehouseScope). Staff of the operator that runs the
 * warehouse manage them; the orgs read their own.
 */

const ow = orgWarehouses;
const rowSelect = {
  id: ow.id,
  orgId: ow.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  orgKind: organizations.kind,
  warehouseId: ow.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  warehouseType: warehouses.warehouseType,
  warehouseActive: warehouses.active,
  code: ow.code,
  name: ow.name,
  isVirtual: ow.isVirtual,
  active: ow.active,
  remark: ow.remark,
  version: ow.version,
  updatedAt: isoTime(ow.updatedAt),
};

/** Rows of the orgs in the caller's scope; staff additionally only for the warehouses they may see. */
const scope = (actor: Actor) =>
  and(eq(ow.contextId, actor.contextId), orgScope(actor, ow.orgId), isStaff(actor) ? warehouseScope(actor, ow.warehouseId) : undefined);
/** The assignments' query; its whitelist and export come from `orgWarehouseResource` (contracts). */
export function orgWarehouseList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) =>
      q
        .from(ow)
        .innerJoin(organizations, eq(organizations.id, ow.orgId))
        .innerJoin(warehouses, eq(warehouses.id, ow.warehouseId))
        .$dynamic(),
    where: scope(actor),
    tieBreaker: ow.id,
  };
}

export async function getOrgWarehouse(db: DbOrTx, actor: Actor, id: number): Promise<OrgWarehouseRow> {
  const [row] = await db
    .select(rowSelect)
    .from(ow)
    .innerJoin(organizations, eq(organizations.id, ow.orgId))
    .innerJoin(warehouses, eq(warehouses.id, ow.warehouseId))
    .where(and(eq(ow.id, id), scope(actor)));
  if (!row) throw notFound("masterdata.orgWarehouse");
  return row as OrgWarehouseRow;
}

const optionSelect = {
  id: ow.id,
  orgId: ow.orgId,
  warehouseId: ow.warehouseId,
  code: ow.code,
  name: ow.name,
  isVirtual: ow.isVirtual,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  warehouseType: warehouses.warehouseType,
};

/** Active assignments for pickers: of one org (checked against the caller's scope) or of every org in scope. */
export async function orgWarehouseOptions(
  db: DbOrTx,
  actor: Actor,
  opts: { orgId?: number; allOrgs?: boolean; virtual?: boolean } = {},
): Promise<OrgWarehouseOption[]> {
  let orgCond: SQL | undefined;
  if (!opts.allOrgs || opts.orgId !== undefined) orgCond = eq(ow.orgId, (await targetOrg(db, actor, opts.orgId)).id);
  const rows = await db
    .select(optionSelect)
    .from(ow)
    .innerJoin(organizations, eq(organizations.id, ow.orgId))
    .innerJoin(warehouses, eq(warehouses.id, ow.warehouseId))
    .where(
      and(
        scope(actor),
        orgCond,
        eq(ow.active, true),
        eq(warehouses.active, true),
        ne(warehouses.warehouseType, 4),
        pickerDisplay(actor),
        opts.virtual === undefined ? undefined : eq(ow.isVirtual, opts.virtual),
      ),
    )
    .orderBy(asc(ow.orgId), asc(ow.isVirtual), asc(warehouses.sort), asc(ow.code));
  return rows as OrgWarehouseOption[];
}

/**
 * ItemCost/findWarehouseGroupByOrg: for each customer org in scope, the warehouses it may use. No
 * inventory exists yet, so no costs are given: item costs per warehouse come with the inventory module.
 */
export async function warehouseGroupsByOrg(db: DbOrTx, actor: Actor, orgId?: number): Promise<WarehouseGroupByOrg[]> {
  const rows = await db
    .select({
      orgId: ow.orgId,
      orgCode: organizations.code,
      orgName: organizations.name,
      warehouseId: ow.warehouseId,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      warehouseType: warehouses.warehouseType,
      orgWarehouseId: ow.id,
      orgWarehouseCode: ow.code,
      orgWarehouseName: ow.name,
      isVirtual: ow.isVirtual,
    })
    .from(ow)
    .innerJoin(organizations, eq(organizations.id, ow.orgId))
    .innerJoin(warehouses, eq(warehouses.id, ow.warehouseId))
    .where(and(scope(actor), orgId === undefined ? undefined : eq(ow.orgId, orgId), eq(ow.active, true), eq(warehouses.active, true)))
    .orderBy(asc(organizations.code), asc(ow.isVirtual), asc(warehouses.sort), asc(ow.code));
  const groups = new Map<number, WarehouseGroupByOrg>();
  for (const { orgId: id, orgCode, orgName, ...w } of rows) {
    const g = groups.get(id) ?? { orgId: id, orgCode, orgName, warehouses: [] };
    g.warehouses.push(w);
    groups.set(id, g);
  }
  return [...groups.values()];
}

async function lockAssignment(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ a: ow })
    .from(ow)
    .innerJoin(warehouses, eq(warehouses.id, ow.warehouseId))
    .where(and(eq(ow.id, id), scope(actor), orgScope(actor, warehouses.orgId)))
    .for("update", { of: ow });
  if (!row) throw notFound("masterdata.orgWarehouse");
  return row.a;
}

async function assertCodeFree(tx: Tx, orgId: number, orgCode: string, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: ow.id })
    .from(ow)
    .where(and(eq(ow.orgId, orgId), eq(ow.code, code), exceptId === undefined ? undefined : ne(ow.id, exceptId)));
  if (clash) throw duplicate("masterdata.assignmentCodeExists", { org: orgCode, code });
}

/**
 * Assigns a warehouse to a seller or forwarder (no id), or renames an assignment (id + version). The
 * org must be a customer of the operator that runs the warehouse; a plain assignment is unique per org
 * and warehouse and takes the warehouse's code and name unless given others.
 */
export async function saveOrgWarehouse(ctx: CommandContext, input: OrgWarehouseSave): Promise<number> {
  requireVersion(input);
  const { actor } = ctx;
  return runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const org = await targetOrg(tx, actor, input.orgId, ["seller", "forwarder"], "masterdata.assigneeKind");
      const w = await loadWarehouse(tx, actor, input.warehouseId, "managed");
      if (org.managingOrgId !== w.orgId) throw businessRule("masterdata.assigneeNotServed", { org: org.code, code: w.code });
      if (!w.active) throw businessRule("masterdata.warehouseInactive", { code: w.code });
      const isVirtual = input.isVirtual ?? false;
      if (isVirtual && (!input.code || !input.name))
        throw badRequest("masterdata.virtualNeedsCode", {}, [
          { path: input.code ? "body.name" : "body.code", message: "required for a virtual warehouse" },
        ]);
      if (!isVirtual) {
        const [plain] = await tx
          .select({ id: ow.id })
          .from(ow)
          .where(and(eq(ow.orgId, org.id), eq(ow.warehouseId, w.id), eq(ow.isVirtual, false)));
        if (plain) throw duplicate("masterdata.assignmentExists", { org: org.code, code: w.code });
      }
      const code = input.code ?? w.code;
      await assertCodeFree(tx, org.id, org.code, code);
      const [row] = await tx
        .insert(ow)
        .values({
          contextId: actor.contextId,
          orgId: org.id,
          warehouseId: w.id,
          isVirtual,
          code,
          name: input.name ?? w.name,
          remark: input.remark ?? null,
        })
        .returning();
      return {
        result: row!.id,
        audit: OrgWarehouseAudit.entry("assignWarehouse", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const before = await lockAssignment(tx, actor, input.id);
    checkVersion(before, input.version);
    if (input.orgId !== before.orgId) throw fixedField("orgId");
    if (input.warehouseId !== before.warehouseId) throw fixedField("warehouseId");
    if (input.isVirtual !== undefined && input.isVirtual !== before.isVirtual) throw fixedField("isVirtual");
    const code = input.code ?? before.code;
    const [org] = await tx.select({ code: organizations.code }).from(organizations).where(eq(organizations.id, before.orgId));
    await assertCodeFree(tx, before.orgId, org!.code, code, before.id);
    const [after] = await tx
      .update(ow)
      .set({ code, name: input.name ?? before.name, remark: input.remark ?? null, version: before.version + 1, updatedAt: new Date() })
      .where(eq(ow.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: OrgWarehouseAudit.entry("updateOrgWarehouse", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
}

/** Starts or ends an org's use of a warehouse (ending it hides the warehouse from the org at once). */
export async function setOrgWarehouseActive(ctx: CommandContext, input: OrgWarehouseSetActive): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const before = await lockAssignment(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (input.active) {
      const [w] = await tx.select().from(warehouses).where(eq(warehouses.id, before.warehouseId));
      if (!w!.active) throw businessRule("masterdata.warehouseInactive", { code: w!.code });
    }
    const [after] = await tx
      .update(ow)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(ow.id, before.id))
      .returning();
    return {
      result: null,
      audit: OrgWarehouseAudit.entry(input.active ? "activateOrgWarehouse" : "deactivateOrgWarehouse", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
}

/** Removes an assignment. (No stock exists yet; the inventory module will refuse this while the org holds stock there.) */
export async function deleteOrgWarehouse(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: ow,
    load: (tx) => lockAssignment(tx, ctx.actor, id),
    audit: { names: OrgWarehouseAudit, command: "deleteOrgWarehouse" },
  });
}
