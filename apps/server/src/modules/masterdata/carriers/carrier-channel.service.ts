import { and, asc, countDistinct, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type {
  SetActiveBody,
  ChannelOrg,
  CarrierWarehouseRef,
  DeliveryChannelOption,
  DeliveryChannelRow,
  DeliveryChannelSave,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { ints, isStaff } from "./carrier.shared.js";
import {
  carrierAccounts,
  carrierServices,
  deliveryChannels,
  deliveryChannelWarehouses,
  orgCarrierServices,
  systemCarriers,
} from "./carriers.schema.js";
import { warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const DeliveryChannelAudit = auditNames("delivery_channel", [
  "createDeliveryChannel",
  "updateDeliveryChannel",
  "activateDeliveryChannel",
  "deactivateDeliveryChannel",
  "deleteDeliveryChannel",
]);

/**
 * Delivery channels (SystemDeliveryCarrier): the operator's sellable shipping channels. A channel is a
 * carrier service, the operator's account that buys its labels, the label settings, and the
 * warehouses that offer it. Operator staff see their org's channels; a seller sees only the channels
 * assigned to it (org_carrier_services), without the operator's account.
 */

export function channelScope(actor: Actor): SQL {
  if (isStaff(actor)) return orgScope(actor, deliveryChannels.orgId);
  return sql`${deliveryChannels.id} in (select ocs.channel_id from org_carrier_services ocs where ocs.org_id = ${actor.orgId} and ocs.active)`;
}

/** For a seller, a channel's warehouses are those where it is assigned the channel. */
function channelWarehouseFilter(actor: Actor): SQL {
  return isStaff(actor)
    ? sql`true`
    : sql`x.warehouse_id in (select ocs.warehouse_id from org_carrier_services ocs where ocs.channel_id = x.channel_id and ocs.org_id = ${actor.orgId} and ocs.active)`;
}

function rowSelect(actor: Actor) {
  const staff = isStaff(actor);
  const whFilter = channelWarehouseFilter(actor);
  return {
    id: deliveryChannels.id,
    orgId: deliveryChannels.orgId,
    code: deliveryChannels.code,
    name: deliveryChannels.name,
    carrierId: deliveryChannels.carrierId,
    carrierCode: systemCarriers.code,
    carrierName: systemCarriers.name,
    serviceId: deliveryChannels.serviceId,
    carrierServiceCode: carrierServices.code,
    carrierServiceName: carrierServices.name,
    serviceLevel: sql<DeliveryChannelRow["serviceLevel"]>`${carrierServices.level}`,
    carrierAccountId: staff ? deliveryChannels.carrierAccountId : sql<number | null>`null::integer`,
    carrierAccountName: staff ? carrierAccounts.name : sql<string | null>`null::text`,
    carrierAccountMasked: staff ? carrierAccounts.accountMasked : sql<string | null>`null::text`,
    labelFormat: sql<DeliveryChannelRow["labelFormat"]>`${deliveryChannels.labelFormat}`,
    labelSize: sql<DeliveryChannelRow["labelSize"]>`${deliveryChannels.labelSize}`,
    printReturnLabel: deliveryChannels.printReturnLabel,
    insurance: deliveryChannels.insurance,
    signature: sql<DeliveryChannelRow["signature"]>`${deliveryChannels.signature}`,
    warehouseIds: sql<
      number[]
    >`coalesce((select array_agg(x.warehouse_id order by x.warehouse_id) from delivery_channel_warehouses x where x.channel_id = "delivery_channels"."id" and ${whFilter}), '{}')`,
    warehouseCodes: sql<string>`coalesce((select string_agg(w.code, ', ' order by w.code) from delivery_channel_warehouses x join warehouses w on w.id = x.warehouse_id where x.channel_id = "delivery_channels"."id" and ${whFilter}), '')`,
    orgCount: sql<number>`cast((select count(distinct o.org_id) from org_carrier_services o where o.channel_id = "delivery_channels"."id" and o.active ${staff ? sql`` : sql`and o.org_id = ${actor.orgId}`}) as integer)`,
    active: deliveryChannels.active,
    sort: deliveryChannels.sort,
    remark: deliveryChannels.remark,
    version: deliveryChannels.version,
    updatedAt: isoTime(deliveryChannels.updatedAt),
  };
}

/** The channel joined to its carrier, service and account: every read of channels starts here. */
function fromChannels(db: DbOrTx, select: SelectedFields, distinct = false) {
  return (distinct ? db.selectDistinct(select) : db.select(select))
    .from(deliveryChannels)
    .innerJoin(systemCarriers, eq(systemCarriers.id, deliveryChannels.carrierId))
    .innerJoin(carrierServices, eq(carrierServices.id, deliveryChannels.serviceId))
    .leftJoin(carrierAccounts, eq(carrierAccounts.id, deliveryChannels.carrierAccountId))
    .$dynamic();
}

const normalise = (r: DeliveryChannelRow): DeliveryChannelRow => ({ ...r, warehouseIds: ints(r.warehouseIds) });

/**
 * The list's query (deliveryChannelResource): the whitelist is the definition's fields; the enum columns
 * are read as text by the select, and ids, the service level and the sort stay API filters.
 */
export function channelList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect(actor),
    from: (q) =>
      q
        .from(deliveryChannels)
        .innerJoin(systemCarriers, eq(systemCarriers.id, deliveryChannels.carrierId))
        .innerJoin(carrierServices, eq(carrierServices.id, deliveryChannels.serviceId))
        .leftJoin(carrierAccounts, eq(carrierAccounts.id, deliveryChannels.carrierAccountId))
        .$dynamic(),
    where: channelScope(actor),
    tieBreaker: deliveryChannels.id,
    columns: {
      labelFormat: deliveryChannels.labelFormat,
      labelSize: deliveryChannels.labelSize,
      signature: deliveryChannels.signature,
      id: { column: deliveryChannels.id, type: "int" },
      carrierId: { column: deliveryChannels.carrierId, type: "int" },
      serviceId: { column: deliveryChannels.serviceId, type: "int" },
      serviceLevel: { column: carrierServices.level, type: "string" },
    },
  };
}

export async function getChannel(db: DbOrTx, actor: Actor, id: number): Promise<DeliveryChannelRow> {
  const [row] = await fromChannels(db, rowSelect(actor)).where(and(eq(deliveryChannels.id, id), channelScope(actor)));
  if (!row) throw notFound("masterdata.channel");
  return normalise(row as unknown as DeliveryChannelRow);
}

// ---- dropdowns ----

export interface ChannelFilter {
  warehouseId?: number;
  carrierCode?: string;
}

/** The active channels the caller may use (a seller: assigned to it), optionally at one warehouse. */
function usableChannels(actor: Actor, f: ChannelFilter): SQL | undefined {
  let atWarehouse: SQL | undefined;
  if (f.warehouseId !== undefined) {
    atWarehouse = isStaff(actor)
      ? and(
          sql`exists (select 1 from delivery_channel_warehouses x where x.channel_id = ${deliveryChannels.id} and x.warehouse_id = ${f.warehouseId})`,
          warehouseScope(actor, sql`${f.warehouseId}::integer` as never),
        )
      : sql`exists (select 1 from org_carrier_services o where o.channel_id = ${deliveryChannels.id} and o.org_id = ${actor.orgId} and o.warehouse_id = ${f.warehouseId} and o.active)`;
  }
  return and(
    channelScope(actor),
    eq(deliveryChannels.active, true),
    eq(carrierServices.active, true),
    eq(systemCarriers.active, true),
    atWarehouse,
    f.carrierCode ? eq(systemCarriers.code, f.carrierCode) : undefined,
  );
}

const optionSelect = {
  id: deliveryChannels.id,
  code: deliveryChannels.code,
  name: deliveryChannels.name,
  carrierCode: systemCarriers.code,
  carrierServiceCode: carrierServices.code,
  carrierServiceName: carrierServices.name,
};

export async function channelOptions(db: DbOrTx, actor: Actor, f: ChannelFilter): Promise<DeliveryChannelOption[]> {
  return (await fromChannels(db, optionSelect)
    .where(usableChannels(actor, f))
    .orderBy(asc(deliveryChannels.sort), asc(deliveryChannels.code))) as DeliveryChannelOption[];
}

export async function channelCarrierCodes(db: DbOrTx, actor: Actor, f: ChannelFilter) {
  return (await fromChannels(db, { carrierCode: systemCarriers.code, carrierName: systemCarriers.name }, true)
    .where(usableChannels(actor, f))
    .orderBy(asc(systemCarriers.code))) as { carrierCode: string; carrierName: string }[];
}

export async function channelServiceCodes(db: DbOrTx, actor: Actor, f: ChannelFilter) {
  return (await fromChannels(db, { carrierCode: systemCarriers.code, carrierServiceCode: carrierServices.code }, true)
    .where(usableChannels(actor, f))
    .orderBy(asc(systemCarriers.code), asc(carrierServices.code))) as { carrierCode: string; carrierServiceCode: string }[];
}

export async function channelServiceNames(db: DbOrTx, actor: Actor, f: ChannelFilter) {
  return (await fromChannels(db, { carrierServiceCode: carrierServices.code, carrierServiceName: carrierServices.name }, true)
    .where(usableChannels(actor, f))
    .orderBy(asc(carrierServices.code))) as { carrierServiceCode: string; carrierServiceName: string }[];
}

/** warehouse/findChannel: the active channels offered at a warehouse the caller sees (a seller: those assigned to it there). */
export async function channelsAtWarehouse(db: DbOrTx, actor: Actor, warehouseId: number): Promise<DeliveryChannelOption[]> {
  const [wh] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), warehouseScope(actor, warehouses.id)));
  if (!wh) throw notFound("masterdata.warehouse");
  return channelOptions(db, actor, { warehouseId });
}

/** findOrgId: the organisations assigned the channel (and where), within the caller's scope. */
export async function channelOrgs(db: DbOrTx, actor: Actor, channelId: number): Promise<ChannelOrg[]> {
  await getChannel(db, actor, channelId);
  return db
    .select({
      orgId: organizations.id,
      orgCode: organizations.code,
      orgName: organizations.name,
      warehouseCodes: sql<string>`string_agg(${warehouses.code}, ', ' order by ${warehouses.code})`,
    })
    .from(orgCarrierServices)
    .innerJoin(organizations, eq(organizations.id, orgCarrierServices.orgId))
    .innerJoin(warehouses, eq(warehouses.id, orgCarrierServices.warehouseId))
    .where(and(eq(orgCarrierServices.channelId, channelId), eq(orgCarrierServices.active, true), orgScope(actor, orgCarrierServices.orgId)))
    .groupBy(organizations.id, organizations.code, organizations.name)
    .orderBy(asc(organizations.code));
}

/** findWarehouseId: the warehouses offering the channel, within the caller's warehouse scope. */
export async function channelWarehouses(db: DbOrTx, actor: Actor, channelId: number): Promise<CarrierWarehouseRef[]> {
  const channel = await getChannel(db, actor, channelId);
  if (!channel.warehouseIds.length) return [];
  return db
    .select({ warehouseId: warehouses.id, warehouseCode: warehouses.code, warehouseName: warehouses.name })
    .from(warehouses)
    .where(and(inArray(warehouses.id, channel.warehouseIds), warehouseScope(actor, warehouses.id)))
    .orderBy(asc(warehouses.sort), asc(warehouses.code));
}

// ---- commands ----

async function lockChannel(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(deliveryChannels)
    .where(and(eq(deliveryChannels.id, id), orgScope(actor, deliveryChannels.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.channel");
  return row;
}

/** The service (active on a new choice) and the operator account of the same carrier that buys the labels. */
async function checkServiceAndAccount(
  tx: Tx,
  actor: Actor,
  input: DeliveryChannelSave,
  before?: { serviceId: number; carrierAccountId: number | null },
) {
  const [svc] = await tx
    .select({ service: carrierServices, carrier: systemCarriers })
    .from(carrierServices)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId))
    .where(and(eq(carrierServices.contextId, actor.contextId), eq(carrierServices.id, input.serviceId)));
  if (!svc) throw unknownRef("serviceId", input.serviceId);
  if (before?.serviceId !== svc.service.id) {
    if (!svc.carrier.active) throw businessRule("masterdata.carrierInactive", { code: svc.carrier.code });
    if (!svc.service.active) throw businessRule("masterdata.serviceInactive", { code: svc.service.code });
  }
  // the label options the channel promises must be ones the service offers
  if (input.insurance && !svc.service.supportsInsurance) throw businessRule("masterdata.serviceNoInsurance", { code: svc.service.code });
  if ((input.signature ?? "none") !== "none" && !svc.service.supportsSignature)
    throw businessRule("masterdata.serviceNoSignature", { code: svc.service.code });
  const [acct] = await tx
    .select()
    .from(carrierAccounts)
    .where(
      and(eq(carrierAccounts.id, input.carrierAccountId), eq(carrierAccounts.kind, "operator"), orgScope(actor, carrierAccounts.orgId)),
    );
  if (!acct) throw unknownRef("carrierAccountId", input.carrierAccountId);
  if (acct.carrierId !== svc.carrier.id)
    throw businessRule("masterdata.accountCarrierMismatch", { account: acct.accountMasked, carrier: svc.carrier.code });
  if (!acct.active && before?.carrierAccountId !== acct.id)
    throw businessRule("masterdata.accountInactive", { account: acct.accountMasked });
  return { service: svc.service, carrier: svc.carrier, account: acct };
}

/** The warehouses must be visible to the caller and run by the channel's operator. */
async function checkWarehouses(tx: Tx, actor: Actor, orgId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: warehouses.id, code: warehouses.code, orgId: warehouses.orgId })
    .from(warehouses)
    .where(and(inArray(warehouses.id, unique), warehouseScope(actor, warehouses.id)));
  const missing = unique.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw unknownRef("warehouseIds", missing);
  const foreign = rows.find((r) => r.orgId !== orgId);
  if (foreign) throw businessRule("masterdata.channelWarehouseOrg", { code: foreign.code });
  return unique;
}

export async function saveChannel(ctx: CommandContext, input: DeliveryChannelSave): Promise<DeliveryChannelRow> {
  requireVersion(input);
  const { actor } = ctx;
  const settings = {
    code: input.code,
    name: input.name,
    labelFormat: input.labelFormat ?? "PDF",
    labelSize: input.labelSize ?? "4x6",
    printReturnLabel: input.printReturnLabel ?? false,
    insurance: input.insurance ?? false,
    signature: input.signature ?? "none",
    sort: input.sort ?? 0,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    const before = input.id === undefined ? undefined : await lockChannel(tx, actor, input.id);
    if (before) checkVersion(before, input.version);
    const { service, carrier, account } = await checkServiceAndAccount(tx, actor, input, before);
    // the channel belongs to the operator whose account buys its labels
    const orgId = before?.orgId ?? account.orgId;
    if (account.orgId !== orgId) throw businessRule("masterdata.accountOrgMismatch", { account: account.accountMasked, org: orgId });
    const warehouseIds = await checkWarehouses(tx, actor, orgId, input.warehouseIds);
    const [clash] = await tx
      .select({ id: deliveryChannels.id })
      .from(deliveryChannels)
      .where(
        and(
          eq(deliveryChannels.orgId, orgId),
          eq(deliveryChannels.code, settings.code),
          before ? ne(deliveryChannels.id, before.id) : undefined,
        ),
      );
    if (clash) throw duplicate("masterdata.channelCodeExists", { code: settings.code });
    const values = { ...settings, carrierId: carrier.id, serviceId: service.id, carrierAccountId: account.id };

    if (!before) {
      const [row] = await tx
        .insert(deliveryChannels)
        .values({ contextId: actor.contextId, orgId, ...values })
        .returning();
      await tx.insert(deliveryChannelWarehouses).values(warehouseIds.map((warehouseId) => ({ channelId: row!.id, warehouseId })));
      return {
        result: row!.id,
        audit: DeliveryChannelAudit.entry("createDeliveryChannel", AuditAction.create, {
          entityId: row!.id,
          after: { ...row, warehouseIds },
        }),
      };
    }
    const assigned = await tx
      .select({
        warehouseId: orgCarrierServices.warehouseId,
        warehouseCode: warehouses.code,
        orgCode: organizations.code,
        accountSource: orgCarrierServices.accountSource,
      })
      .from(orgCarrierServices)
      .innerJoin(warehouses, eq(warehouses.id, orgCarrierServices.warehouseId))
      .innerJoin(organizations, eq(organizations.id, orgCarrierServices.orgId))
      .where(eq(orgCarrierServices.channelId, before.id));
    const dropped = assigned.filter((a) => !warehouseIds.includes(a.warehouseId));
    if (dropped.length) {
      throw businessRule("masterdata.channelWarehouseAssigned", {
        code: dropped[0]!.warehouseCode,
        orgs: [...new Set(dropped.map((d) => d.orgCode))].join(", "),
      });
    }
    // sellers paying with their own accounts hold accounts of this carrier: the carrier stays while they do
    if (carrier.id !== before.carrierId && assigned.some((a) => a.accountSource === "own"))
      throw businessRule("masterdata.channelCarrierAssigned", { code: before.code });
    const beforeWarehouses = (
      await tx
        .select({ id: deliveryChannelWarehouses.warehouseId })
        .from(deliveryChannelWarehouses)
        .where(eq(deliveryChannelWarehouses.channelId, before.id))
    ).map((r) => r.id);
    const [after] = await tx
      .update(deliveryChannels)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(deliveryChannels.id, before.id))
      .returning();
    await tx.delete(deliveryChannelWarehouses).where(eq(deliveryChannelWarehouses.channelId, before.id));
    await tx.insert(deliveryChannelWarehouses).values(warehouseIds.map((warehouseId) => ({ channelId: before.id, warehouseId })));
    return {
      result: before.id,
      audit: DeliveryChannelAudit.entry("updateDeliveryChannel", AuditAction.update, {
        entityId: before.id,
        before: { ...before, warehouseIds: beforeWarehouses },
        after: { ...after, warehouseIds },
      }),
    };
  });
  return getChannel(ctx.db, actor, id);
}

export async function setChannelActive(ctx: CommandContext, input: SetActiveBody): Promise<DeliveryChannelRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockChannel(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (input.active) {
      const [svc] = await tx
        .select({ service: carrierServices, carrier: systemCarriers })
        .from(carrierServices)
        .innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId))
        .where(eq(carrierServices.id, before.serviceId));
      if (!svc!.carrier.active) throw businessRule("masterdata.carrierInactive", { code: svc!.carrier.code });
      if (!svc!.service.active) throw businessRule("masterdata.serviceInactive", { code: svc!.service.code });
      const [acct] = await tx
        .select()
        .from(carrierAccounts)
        .where(eq(carrierAccounts.id, before.carrierAccountId ?? 0));
      if (!acct?.active) throw businessRule("masterdata.accountInactive", { account: acct?.accountMasked ?? "-" });
    }
    const [after] = await tx
      .update(deliveryChannels)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(deliveryChannels.id, before.id))
      .returning();
    return {
      result: null,
      audit: DeliveryChannelAudit.entry(input.active ? "activateDeliveryChannel" : "deactivateDeliveryChannel", AuditAction.update, {
        entityId: before.id,
        before,
        after,
      }),
    };
  });
  return getChannel(ctx.db, ctx.actor, input.id);
}

export async function deleteChannel(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: deliveryChannels,
    load: (tx) => lockChannel(tx, ctx.actor, id),
    audit: { names: DeliveryChannelAudit, command: "deleteDeliveryChannel" },
    before: async (tx, before) => {
      const [assigned] = await tx
        .select({ n: countDistinct(orgCarrierServices.orgId) })
        .from(orgCarrierServices)
        .where(eq(orgCarrierServices.channelId, id));
      if (Number(assigned?.n ?? 0) > 0) throw inUse("masterdata.channelInUse", { code: before.code, orgs: Number(assigned!.n) });
    },
  });
}
