import { and, eq, sql } from "drizzle-orm";
import type { BlacklistRow, BlacklistSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { users } from "../../../platform/identity/schema.js";
import { carrierAccountBlacklist, systemCarriers } from "./carriers.schema.js";
import { maskAccountNumber } from "./domain/account-number.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requiredOnCreate, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const CarrierAccountBlacklistAudit = auditNames("carrier_account_blacklist", [
  "blacklistCarrierAccount",
  "updateBlacklistEntry",
  "unblacklistCarrierAccount",
]);

/**
 * The blacklist of customer carrier accounts (blackaccount/list): numbers that may not be saved as a
 * seller's own account, nor used in an assignment. Context-wide like the carriers it names; operator
 * staff maintain it. The number itself never leaves the server: the list shows it masked.
 */

const matchedAccounts = sql<number>`cast((select count(*) from carrier_accounts a
  where a.context_id = "carrier_account_blacklist"."context_id" and a.kind = 'seller'
    and a.carrier_id = "carrier_account_blacklist"."carrier_id" and a.account_number = "carrier_account_blacklist"."account_number") as integer)`;

const rowSelect = {
  id: carrierAccountBlacklist.id,
  carrierId: carrierAccountBlacklist.carrierId,
  carrierCode: systemCarriers.code,
  carrierName: systemCarriers.name,
  accountMasked: carrierAccountBlacklist.accountMasked,
  reason: carrierAccountBlacklist.reason,
  addedBy: users.fullName,
  matchedAccounts,
  version: carrierAccountBlacklist.version,
  createdAt: isoTime(carrierAccountBlacklist.createdAt),
  updatedAt: isoTime(carrierAccountBlacklist.updatedAt),
};

function fromBlacklist(q: ReturnType<DbOrTx["select"]>) {
  return q
    .from(carrierAccountBlacklist)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierAccountBlacklist.carrierId))
    .leftJoin(users, eq(users.id, carrierAccountBlacklist.addedBy))
    .$dynamic();
}

/** The list's query; its whitelist and export come from `blacklistResource` (contracts). */
export function blacklistList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromBlacklist,
    where: eq(carrierAccountBlacklist.contextId, actor.contextId),
    columns: {
      id: carrierAccountBlacklist.id,
      carrierId: carrierAccountBlacklist.carrierId,
      carrierCode: systemCarriers.code,
      accountMasked: carrierAccountBlacklist.accountMasked,
      reason: carrierAccountBlacklist.reason,
      addedBy: users.fullName,
      matchedAccounts: { column: matchedAccounts, filter: false },
      createdAt: carrierAccountBlacklist.createdAt,
      updatedAt: carrierAccountBlacklist.updatedAt,
    },
    tieBreaker: carrierAccountBlacklist.id,
  };
}

async function getBlacklistRow(db: DbOrTx, actor: Actor, id: number): Promise<BlacklistRow> {
  const [row] = await fromBlacklist(db.select(rowSelect) as never).where(
    and(eq(carrierAccountBlacklist.contextId, actor.contextId), eq(carrierAccountBlacklist.id, id)),
  );
  if (!row) throw notFound("masterdata.blacklist");
  return row as BlacklistRow;
}

/** The blacklist entry for a carrier's account number (normalised), if any. */
export async function blacklistEntry(db: DbOrTx, contextId: number, carrierId: number, accountNumber: string) {
  const [row] = await db
    .select({ id: carrierAccountBlacklist.id, reason: carrierAccountBlacklist.reason })
    .from(carrierAccountBlacklist)
    .where(
      and(
        eq(carrierAccountBlacklist.contextId, contextId),
        eq(carrierAccountBlacklist.carrierId, carrierId),
        eq(carrierAccountBlacklist.accountNumber, accountNumber),
      ),
    );
  return row;
}

async function lockEntry(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(carrierAccountBlacklist)
    .where(and(eq(carrierAccountBlacklist.contextId, actor.contextId), eq(carrierAccountBlacklist.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.blacklist");
  return row;
}

/** Adds a number (carrier + number + reason), or changes an entry's reason (the number is fixed). */
export async function saveBlacklistEntry(ctx: CommandContext, input: BlacklistSave): Promise<BlacklistRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      if (input.carrierId === undefined) throw requiredOnCreate("carrierId");
      if (input.accountNumber === undefined) throw requiredOnCreate("accountNumber");
      const [carrier] = await tx
        .select()
        .from(systemCarriers)
        .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, input.carrierId)));
      if (!carrier) throw unknownRef("carrierId", input.carrierId);
      const accountMasked = maskAccountNumber(input.accountNumber);
      if (await blacklistEntry(tx, actor.contextId, carrier.id, input.accountNumber))
        throw duplicate("masterdata.blacklistExists", { carrier: carrier.code, account: accountMasked });
      const [row] = await tx
        .insert(carrierAccountBlacklist)
        .values({
          contextId: actor.contextId,
          orgId: actor.orgId,
          carrierId: carrier.id,
          accountNumber: input.accountNumber,
          accountMasked,
          reason: input.reason,
          addedBy: actor.userId,
        })
        .returning();
      return {
        result: row!.id,
        audit: CarrierAccountBlacklistAudit.entry("blacklistCarrierAccount", AuditAction.create, {
          entityId: row!.id,
          after: redactEntry(row!),
        }),
      };
    }
    const before = await lockEntry(tx, actor, input.id);
    checkVersion(before, input.version);
    if (input.carrierId !== undefined && input.carrierId !== before.carrierId)
      throw businessRule("masterdata.fieldFixed", { field: "carrierId" });
    if (input.accountNumber !== undefined && input.accountNumber !== before.accountNumber)
      throw businessRule("masterdata.fieldFixed", { field: "accountNumber" });
    const [after] = await tx
      .update(carrierAccountBlacklist)
      .set({ reason: input.reason, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierAccountBlacklist.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: CarrierAccountBlacklistAudit.entry("updateBlacklistEntry", AuditAction.update, {
        entityId: before.id,
        before: redactEntry(before),
        after: redactEntry(after!),
      }),
    };
  });
  return getBlacklistRow(ctx.db, actor, id);
}

export async function deleteBlacklistEntry(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: carrierAccountBlacklist,
    load: (tx) => lockEntry(tx, ctx.actor, id),
    audit: { names: CarrierAccountBlacklistAudit, command: "unblacklistCarrierAccount" },
    auditView: redactEntry,
  });
}

/** Audit rows keep the masked number only. */
function redactEntry<T extends { accountNumber: string }>(row: T): Omit<T, "accountNumber"> {
  const { accountNumber: _hidden, ...rest } = row;
  return rest;
}
