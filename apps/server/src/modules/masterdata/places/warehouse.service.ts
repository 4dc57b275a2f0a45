import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { WarehouseOption, WarehouseRow, warehouseSave, WarehouseSetActive, WarehousePageDisplay } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { loadWarehouse, pickerDisplay, targetOrg, visibleWarehouse } from "./places.common.js";
import { orgWarehouses, warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, fixedField, requireVersion } from "../../../platform/crud/index.js";

export const WarehouseAudit = auditNames("warehouse", [
  "createWarehouse",
  "updateWarehouse",
  "activateWarehouse",
  "deactivateWarehouse",
  "updateWarehousePageDisplay",
]);

/**
 * Warehouses (spec §7.6 warehouse/*): run by an operator org, seen by the orgs assigned to them.
 * Type 4 ("other") stays out of the standard list and the pickers; the management list shows it.
 */

type WarehouseInput = z.output<typeof warehouseSave>;

/**
 * Orgs with an active assignment, counted within the caller's scope (a seller learns nothing about the
 * other customers of a warehouse). Qualified by hand: drizzle may write a column unqualified, and "id"
 * would bind inside the subquery.
 */
const assignedOrgCount = (actor: Actor) =>
  sql<number>`(select cast(count(distinct ow.org_id) as integer) from org_warehouses ow
    where ow.warehouse_id = "warehouses"."id" and ow.active and ${orgScope(actor, sql.raw("ow.org_id") as unknown as AnyPgColumn)})`;
const rowSelect = (actor: Actor) => ({
  id: warehouses.id,
  orgId: warehouses.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  code: warehouses.code,
  name: warehouses.name,
  warehouseType: warehouses.warehouseType,
  countryCode: warehouses.countryCode,
  state: warehouses.state,
  city: warehouses.city,
  address1: warehouses.address1,
  address2: warehouses.address2,
  postcode: warehouses.postcode,
  contactName: warehouses.contactName,
  contactPhone: warehouses.contactPhone,
  timeZone: warehouses.timeZone,
  currency: warehouses.currency,
  capacityM3: warehouses.capacityM3,
  active: warehouses.active,
  pageDisplay: warehouses.pageDisplay,
  sort: warehouses.sort,
  remark: warehouses.remark,
  assignedOrgCount: assignedOrgCount(actor),
  version: warehouses.version,
  updatedAt: isoTime(warehouses.updatedAt),
});

/**
 * The list of warehouseResource / warehouseManageResource: `id`, `orgId` and `sort` stay filters and
 * sorts of the API (the default order is `sort`); the count is computed, so it sorts but is not filtered.
 */
function list(actor: Actor, where: SQL | undefined): ResourceListQuery {
  return {
    select: rowSelect(actor),
    from: (q) => q.from(warehouses).innerJoin(organizations, eq(organizations.id, warehouses.orgId)).$dynamic(),
    where: and(visibleWarehouse(actor), where),
    columns: {
      id: { column: warehouses.id, type: "int" },
      orgId: { column: warehouses.orgId, type: "int" },
      sort: { column: warehouses.sort, type: "int" },
    },
    tieBreaker: warehouses.id,
    summary: { capacityM3: warehouses.capacityM3 },
  };
}

/** The standard list (warehouse/findByPage): every visible warehouse but type 4. */
export const warehouseList = (actor: Actor): ResourceListQuery => list(actor, ne(warehouses.warehouseType, 4));
/** The management list (system/managewarehouse/list): type 4 included, for the staff who run them. */
export const warehouseManageList = (actor: Actor): ResourceListQuery => list(actor, orgScope(actor, warehouses.orgId));

export async function getWarehouse(db: DbOrTx, actor: Actor, id: number): Promise<WarehouseRow> {
  const [row] = await db
    .select(rowSelect(actor))
    .from(warehouses)
    .innerJoin(organizations, eq(organizations.id, warehouses.orgId))
    .where(and(eq(warehouses.id, id), visibleWarehouse(actor)));
  if (!row) throw notFound("masterdata.warehouse");
  return row as WarehouseRow;
}

const optionSelect = {
  id: warehouses.id,
  code: warehouses.code,
  title: warehouses.name,
  warehouseName: warehouses.name,
  warehouseType: warehouses.warehouseType,
  countryCode: warehouses.countryCode,
  state: warehouses.state,
  city: warehouses.city,
  timeZone: warehouses.timeZone,
  currency: warehouses.currency,
};

export interface OptionFilter {
  warehouseType?: number;
  keyword?: string;
  /** Only the warehouses this org may use (an active assignment). */
  usableByOrgId?: number;
  /** Type 4 too (staff only). */
  includeOther?: boolean;
}

/** Active warehouses for pickers: visible to the caller, type 4 left out, hidden ones left out for customers. */
export async function warehouseOptions(db: DbOrTx, actor: Actor, f: OptionFilter = {}): Promise<WarehouseOption[]> {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select(optionSelect)
    .from(warehouses)
    .where(
      and(
        visibleWarehouse(actor),
        eq(warehouses.active, true),
        f.includeOther ? undefined : ne(warehouses.warehouseType, 4),
        pickerDisplay(actor),
        f.warehouseType ? eq(warehouses.warehouseType, f.warehouseType) : undefined,
        like ? or(ilike(warehouses.code, like), ilike(warehouses.name, like)) : undefined,
        f.usableByOrgId === undefined
          ? undefined
          : inArray(
              warehouses.id,
              db
                .select({ id: orgWarehouses.warehouseId })
                .from(orgWarehouses)
                .where(and(eq(orgWarehouses.orgId, f.usableByOrgId), eq(orgWarehouses.active, true))),
            ),
      ),
    )
    .orderBy(asc(warehouses.sort), asc(warehouses.code));
  return rows as WarehouseOption[];
}

/** warehouse/findAllByOrgId: the warehouses an org works with (an operator: the ones it runs; a customer: its assigned ones). */
export async function warehousesOfOrg(db: DbOrTx, actor: Actor, orgId: number | undefined): Promise<WarehouseOption[]> {
  const org = await targetOrg(db, actor, orgId);
  if (org.kind === "operator" || org.kind === "platform") {
    const own = await warehouseOptions(db, actor);
    const ids = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.orgId, org.id));
    const mine = new Set(ids.map((r) => r.id));
    return org.kind === "platform" ? own : own.filter((w) => mine.has(w.id));
  }
  return warehouseOptions(db, actor, { usableByOrgId: org.id });
}

/** warehouse/findOrgId: the operator that runs a warehouse and the orgs (in the caller's scope) assigned to it. */
export async function warehouseOrgIds(db: DbOrTx, actor: Actor, id: number) {
  const w = await loadWarehouse(db, actor, id, "visible");
  const rows = await db
    .selectDistinct({ orgId: orgWarehouses.orgId })
    .from(orgWarehouses)
    .where(and(eq(orgWarehouses.warehouseId, w.id), eq(orgWarehouses.active, true), orgScope(actor, orgWarehouses.orgId)))
    .orderBy(asc(orgWarehouses.orgId));
  return { warehouseId: w.id, orgId: w.orgId, assignedOrgIds: rows.map((r) => r.orgId) };
}

async function assertCodeFree(tx: Tx, contextId: number, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(eq(warehouses.contextId, contextId), eq(warehouses.code, code), exceptId === undefined ? undefined : ne(warehouses.id, exceptId)),
    );
  if (clash) throw duplicate("masterdata.warehouseCodeExists", { code });
}

/** warehouse/saveOne: creates a warehouse (no id) for an operator org, or updates one (id + version). */
export async function saveWarehouse(ctx: CommandContext, input: WarehouseInput): Promise<WarehouseRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      name: input.name,
      warehouseType: input.warehouseType,
      countryCode: input.countryCode,
      state: input.state,
      city: input.city,
      address1: input.address1,
      address2: input.address2,
      postcode: input.postcode,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      timeZone: input.timeZone,
      currency: input.currency,
      capacityM3: input.capacityM3 ?? null,
      sort: input.sort,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      if (input.orgId === undefined && actor.orgKind === "platform") throw businessRule("masterdata.warehouseOwnerRequired");
      const org = await targetOrg(tx, actor, input.orgId, ["operator"], "masterdata.warehouseOwnerKind");
      await assertCodeFree(tx, actor.contextId, input.code);
      const [row] = await tx
        .insert(warehouses)
        .values({ contextId: actor.contextId, orgId: org.id, code: input.code, ...values })
        .returning();
      return {
        result: row!.id,
        audit: WarehouseAudit.entry("createWarehouse", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const before = await loadWarehouse(tx, actor, input.id, "managed", true);
    checkVersion(before, input.version);
    if (before.code !== input.code) throw fixedField("code");
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("orgId");
    const [after] = await tx
      .update(warehouses)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouses.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: WarehouseAudit.entry("updateWarehouse", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getWarehouse(ctx.db, actor, id);
}

/**
 * Switches a warehouse on or off. Deactivating one that orgs still use is refused (422, naming them)
 * unless `endAssignments` says to end those assignments too, in the same transaction. Re-activating
 * does not restore ended assignments: the operator re-assigns on purpose.
 */
export async function setWarehouseActive(ctx: CommandContext, input: Required<WarehouseSetActive>): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const before = await loadWarehouse(tx, ctx.actor, input.id, "managed", true);
    checkVersion(before, input.version);
    if (before.active === input.active) throw conflict("masterdata.warehouseNoChange", { code: before.code });
    let ended: number[] = [];
    if (!input.active) {
      const users = await tx
        .select({ id: orgWarehouses.id, orgCode: organizations.code })
        .from(orgWarehouses)
        .innerJoin(organizations, eq(organizations.id, orgWarehouses.orgId))
        .where(and(eq(orgWarehouses.warehouseId, before.id), eq(orgWarehouses.active, true)))
        .orderBy(asc(organizations.code));
      if (users.length && !input.endAssignments) {
        const orgs = [...new Set(users.map((u) => u.orgCode))];
        throw businessRule("masterdata.warehouseInUse", { code: before.code, count: orgs.length, orgs: orgs.join(", ") });
      }
      if (users.length) {
        const rows = await tx
          .update(orgWarehouses)
          .set({ active: false, version: sql`${orgWarehouses.version} + 1`, updatedAt: new Date() })
          .where(
            inArray(
              orgWarehouses.id,
              users.map((u) => u.id),
            ),
          )
          .returning({ id: orgWarehouses.id });
        ended = rows.map((r) => r.id);
      }
    }
    const [after] = await tx
      .update(warehouses)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouses.id, before.id))
      .returning();
    return {
      result: null,
      audit: WarehouseAudit.entry(input.active ? "activateWarehouse" : "deactivateWarehouse", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after: { ...after, endedAssignmentIds: ended },
      }),
    };
  });
}

/** warehouse/updatePageDisplay: whether customers see the warehouse in their pickers (it keeps working either way). */
export async function setWarehousePageDisplay(ctx: CommandContext, input: WarehousePageDisplay): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const before = await loadWarehouse(tx, ctx.actor, input.id, "managed", true);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(warehouses)
      .set({ pageDisplay: input.pageDisplay, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouses.id, before.id))
      .returning();
    return {
      result: null,
      audit: WarehouseAudit.entry("updateWarehousePageDisplay", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
}
