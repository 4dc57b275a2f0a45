import { and, eq, ne, sql } from "drizzle-orm";
import type { BillingAccountRow, BillingAccountSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { translate } from "../../../platform/i18n/messages.js";
import { carrierAccounts, systemCarriers, warehouseBillingAccounts } from "./carriers.schema.js";
import { warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const WarehouseBillingAccountAudit = auditNames("warehouse_billing_account", [
  "createBillingAccount",
  "updateBillingAccount",
  "deleteBillingAccount",
]);

/**
 * Warehouse billing accounts (billingaccount/list): which of the operator's carrier accounts a
 * warehouse's carrier bills arrive on, per purpose (outbound parcels, return labels, inbound), so that
 * carrier invoices can be matched to a warehouse and recharged. One account per warehouse, carrier and purpose.
 */

const rowSelect = {
  id: warehouseBillingAccounts.id,
  warehouseId: warehouseBillingAccounts.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  carrierId: warehouseBillingAccounts.carrierId,
  carrierCode: systemCarriers.code,
  carrierAccountId: warehouseBillingAccounts.carrierAccountId,
  carrierAccountName: carrierAccounts.name,
  accountMasked: carrierAccounts.accountMasked,
  purpose: sql<BillingAccountRow["purpose"]>`${warehouseBillingAccounts.purpose}`,
  costCenter: warehouseBillingAccounts.costCenter,
  remark: warehouseBillingAccounts.remark,
  version: warehouseBillingAccounts.version,
  updatedAt: isoTime(warehouseBillingAccounts.updatedAt),
};

function fromBilling(q: ReturnType<DbOrTx["select"]>) {
  return q
    .from(warehouseBillingAccounts)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBillingAccounts.warehouseId))
    .innerJoin(systemCarriers, eq(systemCarriers.id, warehouseBillingAccounts.carrierId))
    .innerJoin(carrierAccounts, eq(carrierAccounts.id, warehouseBillingAccounts.carrierAccountId))
    .$dynamic();
}

const scope = (actor: Actor) =>
  and(orgScope(actor, warehouseBillingAccounts.orgId), warehouseScope(actor, warehouseBillingAccounts.warehouseId));

/** The list's query; its whitelist and export come from `billingAccountResource` (contracts). */
export function billingAccountList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromBilling,
    where: scope(actor),
    columns: {
      id: warehouseBillingAccounts.id,
      warehouseId: warehouseBillingAccounts.warehouseId,
      warehouseCode: warehouses.code,
      carrierId: warehouseBillingAccounts.carrierId,
      carrierCode: systemCarriers.code,
      carrierAccountName: carrierAccounts.name,
      purpose: warehouseBillingAccounts.purpose,
      costCenter: warehouseBillingAccounts.costCenter,
      updatedAt: warehouseBillingAccounts.updatedAt,
    },
    tieBreaker: warehouseBillingAccounts.id,
  };
}

async function getBillingAccount(db: DbOrTx, actor: Actor, id: number): Promise<BillingAccountRow> {
  const [row] = await fromBilling(db.select(rowSelect) as never).where(and(eq(warehouseBillingAccounts.id, id), scope(actor)));
  if (!row) throw notFound("masterdata.billingAccount");
  return row as BillingAccountRow;
}

async function lockBillingAccount(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(warehouseBillingAccounts)
    .where(and(eq(warehouseBillingAccounts.id, id), scope(actor)))
    .for("update");
  if (!row) throw notFound("masterdata.billingAccount");
  return row;
}

export async function saveBillingAccount(ctx: CommandContext, input: BillingAccountSave): Promise<BillingAccountRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const before = input.id === undefined ? undefined : await lockBillingAccount(tx, actor, input.id);
    if (before) checkVersion(before, input.version);
    const [wh] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
    if (!wh) throw unknownRef("warehouseId", input.warehouseId);
    const [acct] = await tx
      .select({ account: carrierAccounts, carrierCode: systemCarriers.code })
      .from(carrierAccounts)
      .innerJoin(systemCarriers, eq(systemCarriers.id, carrierAccounts.carrierId))
      .where(
        and(eq(carrierAccounts.id, input.carrierAccountId), eq(carrierAccounts.kind, "operator"), orgScope(actor, carrierAccounts.orgId)),
      );
    if (!acct) throw unknownRef("carrierAccountId", input.carrierAccountId);
    if (acct.account.orgId !== wh.orgId) throw businessRule("masterdata.billingAccountOrg");
    if (!acct.account.active && before?.carrierAccountId !== acct.account.id)
      throw businessRule("masterdata.accountInactive", { account: acct.account.accountMasked });
    const purpose = input.purpose ?? "outbound";
    const [clash] = await tx
      .select({ id: warehouseBillingAccounts.id })
      .from(warehouseBillingAccounts)
      .where(
        and(
          eq(warehouseBillingAccounts.warehouseId, wh.id),
          eq(warehouseBillingAccounts.carrierId, acct.account.carrierId),
          eq(warehouseBillingAccounts.purpose, purpose),
          before ? ne(warehouseBillingAccounts.id, before.id) : undefined,
        ),
      );
    if (clash)
      throw duplicate("masterdata.billingAccountExists", {
        warehouse: wh.code,
        carrier: acct.carrierCode,
        purpose: translate(`masterdata.purpose.${purpose}`, actor.locale),
      });
    const values = {
      warehouseId: wh.id,
      carrierId: acct.account.carrierId,
      carrierAccountId: acct.account.id,
      purpose,
      costCenter: input.costCenter ?? null,
      remark: input.remark ?? null,
    };
    if (!before) {
      const [row] = await tx
        .insert(warehouseBillingAccounts)
        .values({ contextId: actor.contextId, orgId: wh.orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: WarehouseBillingAccountAudit.entry("createBillingAccount", AuditAction.create, {
          entityId: row!.id,
          orgId: wh.orgId,
          after: row,
        }),
      };
    }
    const [after] = await tx
      .update(warehouseBillingAccounts)
      .set({ ...values, orgId: wh.orgId, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouseBillingAccounts.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: WarehouseBillingAccountAudit.entry("updateBillingAccount", AuditAction.update, {
        entityId: before.id,
        orgId: wh.orgId,
        before,
        after,
      }),
    };
  });
  return getBillingAccount(ctx.db, actor, id);
}

export async function deleteBillingAccount(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: warehouseBillingAccounts,
    load: (tx) => lockBillingAccount(tx, ctx.actor, id),
    audit: { names: WarehouseBillingAccountAudit, command: "deleteBillingAccount" },
  });
}
