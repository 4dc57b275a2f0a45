import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type {
  CarrierAccountOption,
  CarrierAccountRow,
  CarrierAccountSave,
  CarrierCredentialField,
  CarrierCredentialsInput,
  SetActiveBody,
} from "@entrepot/contracts";
import { carrierCredentialFields } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { Secrets } from "../../../platform/crypto/secrets.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { blacklistEntry } from "./carrier-blacklist.service.js";
import { assertServicesOfCarrier } from "./carrier-service.service.js";
import { ints } from "./carrier.shared.js";
import { carrierAccounts, deliveryChannels, orgCarrierServices, systemCarriers, warehouseBillingAccounts } from "./carriers.schema.js";
import { maskAccountNumber } from "./domain/account-number.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requiredOnCreate, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const CarrierAccountAudit = auditNames("carrier_account", [
  "operator",
  "createCarrierAccount",
  "createShippingAccount",
  "updateCarrierAccount",
  "updateShippingAccount",
  "activateCarrierAccount",
  "deactivateCarrierAccount",
  "deleteCarrierAccount",
  "deleteShippingAccount",
]);

/**
 * Carrier accounts. kind operator: the operator's own accounts (carrieraccount/list), which buy the
 * labels of its delivery channels; kind seller: a seller's own account (shippingaccount/list), used on
 * its assignments when it pays with its own. Tenant rows (orgScope): a seller sees only its own.
 * The number is matched plain but returned masked; credentials are sealed (platform/crypto/secrets.ts),
 * write-only, and left out of every reply and audit row.
 */
export type AccountKind = "operator" | "seller";

const blacklisted = sql<boolean>`exists (select 1 from carrier_account_blacklist b where b.context_id = "carrier_accounts"."context_id"
  and b.carrier_id = "carrier_accounts"."carrier_id" and b.account_number = "carrier_accounts"."account_number")`;

/** Only what may leave the server: never account_number, never credentials. */
const rowSelect = {
  id: carrierAccounts.id,
  orgId: carrierAccounts.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  kind: sql<AccountKind>`${carrierAccounts.kind}`,
  carrierId: carrierAccounts.carrierId,
  carrierCode: systemCarriers.code,
  carrierName: systemCarriers.name,
  name: carrierAccounts.name,
  accountMasked: carrierAccounts.accountMasked,
  countryCode: carrierAccounts.countryCode,
  postcode: carrierAccounts.postcode,
  credentialsSet: carrierAccounts.credentialKeys,
  serviceIds: carrierAccounts.serviceIds,
  blacklisted,
  active: carrierAccounts.active,
  remark: carrierAccounts.remark,
  version: carrierAccounts.version,
  updatedAt: isoTime(carrierAccounts.updatedAt),
};

function fromAccounts(q: ReturnType<DbOrTx["select"]>) {
  return q
    .from(carrierAccounts)
    .innerJoin(organizations, eq(organizations.id, carrierAccounts.orgId))
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierAccounts.carrierId))
    .$dynamic();
}

const normalise = (r: CarrierAccountRow): CarrierAccountRow => ({
  ...r,
  serviceIds: ints(r.serviceIds),
  credentialsSet: carrierCredentialFields.filter((f) => (r.credentialsSet as unknown[]).includes(f)),
});

/** A list's query (the operator's accounts or sellers' own); whitelist and export from the account resources (contracts). */
export function accountList(kind: AccountKind) {
  return (actor: Actor): ResourceListQuery => ({
    select: rowSelect,
    from: fromAccounts,
    where: and(eq(carrierAccounts.kind, kind), orgScope(actor, carrierAccounts.orgId)),
    tieBreaker: carrierAccounts.id,
    columns: {
      id: { column: carrierAccounts.id, type: "int" },
      orgId: { column: carrierAccounts.orgId, type: "int" },
      orgName: { column: organizations.name, type: "string" },
      carrierId: { column: carrierAccounts.carrierId, type: "int" },
      accountMasked: { column: carrierAccounts.accountMasked, filter: false },
      credentialsSet: false,
    },
  });
}

export async function getAccount(db: DbOrTx, actor: Actor, kind: AccountKind, id: number): Promise<CarrierAccountRow> {
  const [row] = await fromAccounts(db.select(rowSelect) as never).where(
    and(eq(carrierAccounts.id, id), eq(carrierAccounts.kind, kind), orgScope(actor, carrierAccounts.orgId)),
  );
  if (!row) throw notFound("masterdata.carrierAccount");
  return normalise(row as CarrierAccountRow);
}

/** Active accounts for pickers: the operator's for channels, a seller's own for its assignments. */
export async function accountOptions(
  db: DbOrTx,
  actor: Actor,
  q: { kind?: AccountKind; carrierId?: number; orgId?: number },
): Promise<CarrierAccountOption[]> {
  return db
    .select({
      id: carrierAccounts.id,
      orgId: carrierAccounts.orgId,
      carrierId: carrierAccounts.carrierId,
      name: carrierAccounts.name,
      accountMasked: carrierAccounts.accountMasked,
      blacklisted,
    })
    .from(carrierAccounts)
    .where(
      and(
        eq(carrierAccounts.kind, q.kind ?? "operator"),
        eq(carrierAccounts.active, true),
        orgScope(actor, carrierAccounts.orgId),
        q.carrierId ? eq(carrierAccounts.carrierId, q.carrierId) : undefined,
        q.orgId ? eq(carrierAccounts.orgId, q.orgId) : undefined,
      ),
    )
    .orderBy(asc(carrierAccounts.name), asc(carrierAccounts.id));
}

// ---- commands ----

type StoredAccount = typeof carrierAccounts.$inferSelect;

/** What an audit row keeps of an account: no number, no credentials (only which are set). */
export function redactAccount(row: StoredAccount) {
  const { accountNumber: _number, credentials: _credentials, ...rest } = row;
  return rest;
}

async function lockAccount(tx: Tx, actor: Actor, kind: AccountKind, id: number) {
  const [row] = await tx
    .select()
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.id, id), eq(carrierAccounts.kind, kind), orgScope(actor, carrierAccounts.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.carrierAccount");
  return row;
}

/** The owning org of a new account: the caller's by default, else one in its scope of the right kind. */
async function owningOrg(tx: Tx, actor: Actor, kind: AccountKind, orgId: number | undefined) {
  const [org] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, orgId ?? actor.orgId), orgScope(actor, organizations.id)));
  if (!org) throw unknownRef("orgId", orgId);
  const isOperator = org.kind === "operator";
  if (kind === "operator" && !isOperator) throw businessRule("masterdata.operatorAccountOrg");
  if (kind === "seller" && (isOperator || org.kind === "platform")) throw businessRule("masterdata.sellerAccountOrg");
  return org;
}

/** Merges write-only credentials: a value replaces, null removes, a missing field keeps. Returns the sealed blob and the set keys. */
function mergeCredentials(secrets: Secrets, stored: string | null, input: CarrierCredentialsInput | undefined, storedKeys: string[]) {
  if (!input) return { credentials: stored, credentialKeys: storedKeys };
  let current: Partial<Record<CarrierCredentialField, string>> = {};
  if (stored) {
    try {
      current = JSON.parse(secrets.open(stored)) as typeof current;
    } catch {
      current = {}; // sealed under a key no longer in use: unreadable, so only the new values count
    }
  }
  for (const field of carrierCredentialFields) {
    const v = input[field];
    if (v === null) delete current[field];
    else if (v !== undefined) current[field] = v;
  }
  const keys = carrierCredentialFields.filter((f) => current[f] !== undefined);
  return { credentials: keys.length ? secrets.seal(JSON.stringify(current)) : null, credentialKeys: keys as string[] };
}

export async function saveAccount(
  ctx: CommandContext,
  secrets: Secrets,
  kind: AccountKind,
  input: CarrierAccountSave,
): Promise<CarrierAccountRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const before = input.id === undefined ? undefined : await lockAccount(tx, actor, kind, input.id);
    if (before) {
      checkVersion(before, input.version);
      if (input.orgId !== undefined && input.orgId !== before.orgId) throw businessRule("masterdata.fieldFixed", { field: "orgId" });
      if (input.carrierId !== undefined && input.carrierId !== before.carrierId)
        throw businessRule("masterdata.fieldFixed", { field: "carrierId" });
    } else {
      if (input.carrierId === undefined) throw requiredOnCreate("carrierId");
      if (input.accountNumber === undefined) throw requiredOnCreate("accountNumber");
    }
    const org = before ? { id: before.orgId } : await owningOrg(tx, actor, kind, input.orgId);
    const carrierId = before?.carrierId ?? input.carrierId!;
    const [carrier] = await tx
      .select()
      .from(systemCarriers)
      .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, carrierId)));
    if (!carrier) throw unknownRef("carrierId", carrierId);
    if (!before && !carrier.active) throw businessRule("masterdata.carrierInactive", { code: carrier.code });
    const serviceIds = [...new Set(input.serviceIds ?? [])];
    await assertServicesOfCarrier(tx, carrier.id, serviceIds);

    const accountNumber = input.accountNumber ?? before!.accountNumber;
    const accountMasked = maskAccountNumber(accountNumber);
    if (kind === "seller") {
      const black = await blacklistEntry(tx, actor.contextId, carrier.id, accountNumber);
      if (black)
        throw businessRule("masterdata.accountBlacklisted", { carrier: carrier.code, account: accountMasked, reason: black.reason });
    }
    const [clash] = await tx
      .select({ id: carrierAccounts.id })
      .from(carrierAccounts)
      .where(
        and(
          eq(carrierAccounts.orgId, org.id),
          eq(carrierAccounts.carrierId, carrier.id),
          eq(carrierAccounts.accountNumber, accountNumber),
          before ? ne(carrierAccounts.id, before.id) : undefined,
        ),
      );
    if (clash) throw duplicate("masterdata.accountExists", { carrier: carrier.code, account: accountMasked });

    const sealed = mergeCredentials(secrets, before?.credentials ?? null, input.credentials, before?.credentialKeys ?? []);
    const values = {
      name: input.name,
      accountNumber,
      accountMasked,
      countryCode: input.countryCode ?? "US",
      postcode: input.postcode ?? null,
      serviceIds,
      remark: input.remark ?? null,
      ...sealed,
    };
    if (!before) {
      const [row] = await tx
        .insert(carrierAccounts)
        .values({ contextId: actor.contextId, orgId: org.id, kind, carrierId: carrier.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: CarrierAccountAudit.entry(kind === "operator" ? "createCarrierAccount" : "createShippingAccount", AuditAction.create, {
          entityId: row!.id,
          orgId: org.id,
          after: redactAccount(row!),
        }),
      };
    }
    const [after] = await tx
      .update(carrierAccounts)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierAccounts.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: CarrierAccountAudit.entry(kind === "operator" ? "updateCarrierAccount" : "updateShippingAccount", AuditAction.update, {
        entityId: before.id,
        orgId: org.id,
        before: redactAccount(before),
        after: redactAccount(after!),
      }),
    };
  });
  return getAccount(ctx.db, actor, kind, id);
}

/** Deactivating stops new use; a blacklisted seller account cannot be activated again. */
export async function setAccountActive(ctx: CommandContext, kind: AccountKind, input: SetActiveBody): Promise<CarrierAccountRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockAccount(tx, ctx.actor, kind, input.id);
    checkVersion(before, input.version);
    if (input.active && kind === "seller") {
      const black = await blacklistEntry(tx, ctx.actor.contextId, before.carrierId, before.accountNumber);
      if (black) {
        const [carrier] = await tx.select().from(systemCarriers).where(eq(systemCarriers.id, before.carrierId));
        throw businessRule("masterdata.accountBlacklisted", {
          carrier: carrier!.code,
          account: before.accountMasked,
          reason: black.reason,
        });
      }
    }
    const [after] = await tx
      .update(carrierAccounts)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierAccounts.id, before.id))
      .returning();
    return {
      result: null,
      audit: CarrierAccountAudit.entry(input.active ? "activateCarrierAccount" : "deactivateCarrierAccount", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before: redactAccount(before),
        after: redactAccount(after!),
      }),
    };
  });
  return getAccount(ctx.db, ctx.actor, kind, input.id);
}

export async function deleteAccount(ctx: CommandContext, kind: AccountKind, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: carrierAccounts,
    load: (tx) => lockAccount(tx, ctx.actor, kind, id),
    audit: { names: CarrierAccountAudit, command: kind === "operator" ? "deleteCarrierAccount" : "deleteShippingAccount" },
    auditView: redactAccount,
    before: async (tx, before) => {
      const [channels] = await tx.select({ n: count() }).from(deliveryChannels).where(eq(deliveryChannels.carrierAccountId, id));
      const [assignments] = await tx.select({ n: count() }).from(orgCarrierServices).where(eq(orgCarrierServices.carrierAccountId, id));
      const [billing] = await tx
        .select({ n: count() })
        .from(warehouseBillingAccounts)
        .where(eq(warehouseBillingAccounts.carrierAccountId, id));
      const uses = { channels: Number(channels?.n ?? 0), assignments: Number(assignments?.n ?? 0), billing: Number(billing?.n ?? 0) };
      if (uses.channels + uses.assignments + uses.billing > 0)
        throw inUse("masterdata.accountInUse", { account: before.accountMasked, ...uses });
    },
  });
}
