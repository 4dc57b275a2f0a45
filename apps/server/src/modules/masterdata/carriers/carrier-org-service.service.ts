import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { SetActiveBody, OrgCarrierServiceRow, OrgCarrierServiceSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { blacklistEntry } from "./carrier-blacklist.service.js";
import { getChannel } from "./carrier-channel.service.js";
import {
  carrierAccounts,
  carrierServices,
  deliveryChannels,
  deliveryChannelWarehouses,
  orgCarrierServices,
  systemCarriers,
} from "./carriers.schema.js";
import { orgWarehouses, warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const OrgCarrierServiceAudit = auditNames("org_carrier_service", [
  "assignCarrierService",
  "updateCarrierServiceAssignment",
  "activateCarrierServiceAssignment",
  "deactivateCarrierServiceAssignment",
  "removeCarrierServiceAssignment",
]);

/**
 * Organisation carrier services (orgCarrierService): which delivery channel a seller org may use at
 * which warehouse, and whose account pays (the operator's, through the channel, or the seller's own).
 * Tenant rows of the seller org: a seller reads its own; operator staff assign them.
 */

const rowSelect = {
  id: orgCarrierServices.id,
  orgId: orgCarrierServices.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  channelId: orgCarrierServices.channelId,
  channelCode: deliveryChannels.code,
  channelName: deliveryChannels.name,
  carrierCode: systemCarriers.code,
  carrierServiceCode: carrierServices.code,
  carrierServiceName: carrierServices.name,
  warehouseId: orgCarrierServices.warehouseId,
  warehouseCode: warehouses.code,
  accountSource: sql<OrgCarrierServiceRow["accountSource"]>`${orgCarrierServices.accountSource}`,
  carrierAccountId: orgCarrierServices.carrierAccountId,
  carrierAccountMasked: carrierAccounts.accountMasked,
  active: orgCarrierServices.active,
  remark: orgCarrierServices.remark,
  version: orgCarrierServices.version,
  updatedAt: isoTime(orgCarrierServices.updatedAt),
};

function fromAssignments(q: ReturnType<DbOrTx["select"]>) {
  return q
    .from(orgCarrierServices)
    .innerJoin(organizations, eq(organizations.id, orgCarrierServices.orgId))
    .innerJoin(deliveryChannels, eq(deliveryChannels.id, orgCarrierServices.channelId))
    .innerJoin(systemCarriers, eq(systemCarriers.id, deliveryChannels.carrierId))
    .innerJoin(carrierServices, eq(carrierServices.id, deliveryChannels.serviceId))
    .innerJoin(warehouses, eq(warehouses.id, orgCarrierServices.warehouseId))
    .leftJoin(carrierAccounts, eq(carrierAccounts.id, orgCarrierServices.carrierAccountId))
    .$dynamic();
}

/** The list's query (orgCarrierServiceResource): the definition's fields, plus the ids other screens filter on. */
export function orgServiceList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromAssignments,
    where: orgScope(actor, orgCarrierServices.orgId),
    tieBreaker: orgCarrierServices.id,
    columns: {
      accountSource: orgCarrierServices.accountSource,
      id: { column: orgCarrierServices.id, type: "int" },
      orgId: { column: orgCarrierServices.orgId, type: "int" },
      channelId: { column: orgCarrierServices.channelId, type: "int" },
      warehouseId: { column: orgCarrierServices.warehouseId, type: "int" },
    },
  };
}

export async function getOrgService(db: DbOrTx, actor: Actor, id: number): Promise<OrgCarrierServiceRow> {
  const [row] = await fromAssignments(db.select(rowSelect) as never).where(
    and(eq(orgCarrierServices.id, id), orgScope(actor, orgCarrierServices.orgId)),
  );
  if (!row) throw notFound("masterdata.orgService");
  return row as OrgCarrierServiceRow;
}

/** The org asked about: the caller's own by default; another must be in the caller's scope (else 404). */
async function targetOrg(db: DbOrTx, actor: Actor, orgId: number | undefined): Promise<number> {
  if (orgId === undefined || orgId === actor.orgId) return actor.orgId;
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("masterdata.org");
  return orgId;
}

/** findCarrierService: the services an org may use now (active assignments of active channels), optionally at one warehouse. */
export async function orgUsableServices(
  db: DbOrTx,
  actor: Actor,
  q: { orgId?: number; warehouseId?: number },
): Promise<OrgCarrierServiceRow[]> {
  const orgId = await targetOrg(db, actor, q.orgId);
  const rows = await fromAssignments(db.select(rowSelect) as never)
    .where(
      and(
        eq(orgCarrierServices.orgId, orgId),
        orgScope(actor, orgCarrierServices.orgId),
        eq(orgCarrierServices.active, true),
        eq(deliveryChannels.active, true),
        eq(carrierServices.active, true),
        eq(systemCarriers.active, true),
        q.warehouseId ? eq(orgCarrierServices.warehouseId, q.warehouseId) : undefined,
      ),
    )
    .orderBy(asc(warehouses.code), asc(deliveryChannels.sort), asc(deliveryChannels.code));
  return rows as OrgCarrierServiceRow[];
}

/** findWarehouseId: where an org can be given a channel (the channel's warehouses the org is assigned), each marked if it already is. */
export async function orgServiceWarehouses(db: DbOrTx, actor: Actor, q: { orgId?: number; channelId: number }) {
  const orgId = await targetOrg(db, actor, q.orgId);
  await getChannel(db, actor, q.channelId);
  return db
    .select({
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      assigned: sql<boolean>`exists (select 1 from org_carrier_services o where o.org_id = ${orgId} and o.channel_id = ${q.channelId} and o.warehouse_id = ${warehouses.id})`,
    })
    .from(deliveryChannelWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, deliveryChannelWarehouses.warehouseId))
    .where(
      and(
        eq(deliveryChannelWarehouses.channelId, q.channelId),
        warehouseScope(actor, warehouses.id),
        sql`exists (select 1 from org_warehouses ow where ow.org_id = ${orgId} and ow.warehouse_id = ${warehouses.id} and ow.active)`,
      ),
    )
    .orderBy(asc(warehouses.sort), asc(warehouses.code));
}

// ---- commands ----

async function lockAssignment(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(orgCarrierServices)
    .where(and(eq(orgCarrierServices.id, id), orgScope(actor, orgCarrierServices.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.orgService");
  return row;
}

/** The seller's own account: its org's, of the channel's carrier, active and not blacklisted. */
async function checkOwnAccount(
  tx: Tx,
  actor: Actor,
  org: { id: number; code: string },
  carrier: { id: number; code: string },
  accountId: number,
) {
  const [acct] = await tx
    .select()
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.id, accountId), eq(carrierAccounts.kind, "seller"), orgScope(actor, carrierAccounts.orgId)));
  if (!acct) throw unknownRef("carrierAccountId", accountId);
  if (acct.orgId !== org.id) throw businessRule("masterdata.accountOrgMismatch", { account: acct.accountMasked, org: org.code });
  if (acct.carrierId !== carrier.id)
    throw businessRule("masterdata.accountCarrierMismatch", { account: acct.accountMasked, carrier: carrier.code });
  if (!acct.active) throw businessRule("masterdata.accountInactive", { account: acct.accountMasked });
  const black = await blacklistEntry(tx, actor.contextId, acct.carrierId, acct.accountNumber);
  if (black)
    throw businessRule("masterdata.accountBlacklisted", { carrier: carrier.code, account: acct.accountMasked, reason: black.reason });
  return acct;
}

export async function saveOrgService(ctx: CommandContext, input: OrgCarrierServiceSave): Promise<OrgCarrierServiceRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const before = input.id === undefined ? undefined : await lockAssignment(tx, actor, input.id);
    if (before) checkVersion(before, input.version);
    if (before && before.orgId !== input.orgId) throw businessRule("masterdata.fieldFixed", { field: "orgId" });

    const [org] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, input.orgId), orgScope(actor, organizations.id)));
    if (!org) throw unknownRef("orgId", input.orgId);
    if (org.kind === "operator" || org.kind === "platform") throw businessRule("masterdata.orgServiceOrgKind");

    const [channel] = await tx
      .select({ channel: deliveryChannels, carrier: systemCarriers })
      .from(deliveryChannels)
      .innerJoin(systemCarriers, eq(systemCarriers.id, deliveryChannels.carrierId))
      .where(and(eq(deliveryChannels.id, input.channelId), orgScope(actor, deliveryChannels.orgId)));
    if (!channel) throw unknownRef("channelId", input.channelId);
    const ch = channel.channel;
    if (!ch.active && before?.channelId !== ch.id) throw businessRule("masterdata.channelInactive", { code: ch.code });
    if (org.managingOrgId !== ch.orgId) throw businessRule("masterdata.channelNotServingOrg", { code: ch.code, org: org.code });

    const [wh] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
    if (!wh) throw unknownRef("warehouseId", input.warehouseId);
    const [offered] = await tx
      .select({ id: deliveryChannelWarehouses.warehouseId })
      .from(deliveryChannelWarehouses)
      .where(and(eq(deliveryChannelWarehouses.channelId, ch.id), eq(deliveryChannelWarehouses.warehouseId, wh.id)));
    if (!offered) throw businessRule("masterdata.channelNotAtWarehouse", { code: ch.code, warehouse: wh.code });
    const [usable] = await tx
      .select({ id: orgWarehouses.id })
      .from(orgWarehouses)
      .where(and(eq(orgWarehouses.orgId, org.id), eq(orgWarehouses.warehouseId, wh.id), eq(orgWarehouses.active, true)));
    if (!usable) throw businessRule("masterdata.warehouseNotAssigned", { org: org.code, warehouse: wh.code });

    const accountSource = input.accountSource ?? "operator";
    let carrierAccountId: number | null = null;
    if (accountSource === "own") carrierAccountId = (await checkOwnAccount(tx, actor, org, channel.carrier, input.carrierAccountId!)).id;
    else if (input.carrierAccountId) throw businessRule("masterdata.operatorNoAccount");

    const [clash] = await tx
      .select({ id: orgCarrierServices.id })
      .from(orgCarrierServices)
      .where(
        and(
          eq(orgCarrierServices.orgId, org.id),
          eq(orgCarrierServices.channelId, ch.id),
          eq(orgCarrierServices.warehouseId, wh.id),
          before ? ne(orgCarrierServices.id, before.id) : undefined,
        ),
      );
    if (clash) throw duplicate("masterdata.orgServiceExists", { org: org.code, code: ch.code, warehouse: wh.code });

    const values = { channelId: ch.id, warehouseId: wh.id, accountSource, carrierAccountId, remark: input.remark ?? null };
    if (!before) {
      const [row] = await tx
        .insert(orgCarrierServices)
        .values({ contextId: actor.contextId, orgId: org.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: OrgCarrierServiceAudit.entry("assignCarrierService", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const [after] = await tx
      .update(orgCarrierServices)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(orgCarrierServices.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: OrgCarrierServiceAudit.entry("updateCarrierServiceAssignment", AuditAction.update, {
        entityId: before.id,
        orgId: org.id,
        before,
        after,
      }),
    };
  });
  return getOrgService(ctx.db, actor, id);
}

export async function setOrgServiceActive(ctx: CommandContext, input: SetActiveBody): Promise<OrgCarrierServiceRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockAssignment(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (input.active && before.accountSource === "own" && before.carrierAccountId) {
      const [acct] = await tx.select().from(carrierAccounts).where(eq(carrierAccounts.id, before.carrierAccountId));
      const [carrier] = await tx.select().from(systemCarriers).where(eq(systemCarriers.id, acct!.carrierId));
      const black = await blacklistEntry(tx, ctx.actor.contextId, acct!.carrierId, acct!.accountNumber);
      if (black)
        throw businessRule("masterdata.accountBlacklisted", { carrier: carrier!.code, account: acct!.accountMasked, reason: black.reason });
      if (!acct!.active) throw businessRule("masterdata.accountInactive", { account: acct!.accountMasked });
    }
    const [after] = await tx
      .update(orgCarrierServices)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(orgCarrierServices.id, before.id))
      .returning();
    return {
      result: null,
      audit: OrgCarrierServiceAudit.entry(
        input.active ? "activateCarrierServiceAssignment" : "deactivateCarrierServiceAssignment",
        AuditAction.update,
        { entityId: before.id, orgId: before.orgId, before, after },
      ),
    };
  });
  return getOrgService(ctx.db, ctx.actor, input.id);
}

export async function deleteOrgService(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: orgCarrierServices,
    load: (tx) => lockAssignment(tx, ctx.actor, id),
    audit: { names: OrgCarrierServiceAudit, command: "removeCarrierServiceAssignment" },
  });
}
