import { and, asc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type CustomerManageRow,
  type CustomerOption,
  type CustomerSave,
  type CustomerStatusBody,
  toMoneyString,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { operatorOrg } from "./business.common.js";
import { customers, salespersons } from "./business.schema.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";
import { customerStatusMachine, customerTransitionTo } from "./domain/customer-status.js";

export const CustomerAudit = auditNames("customer", ["createCustomer", "updateCustomer", "deleteCustomer"]);

/**
 * The operator's customers: the companies it serves (`org_id` = the operator), linked to a seller org
 * when there is one (one customer per linked org). Operator staff narrowed by access groups see the
 * customers of their groups' orgs (and those with no linked org). Account status (0 normal, 1 in
 * arrears, 3 frozen) changes only through setStatus, with a reason.
 */

const linked = alias(organizations, "linked_org");
const scoped = (actor: Actor): SQL =>
  and(orgScope(actor, customers.orgId), or(isNull(customers.linkedOrgId), orgScope(actor, customers.linkedOrgId)))!;

const rowSelect = {
  id: customers.id,
  orgId: customers.orgId,
  code: customers.code,
  customerName: customers.name,
  linkedOrgId: customers.linkedOrgId,
  linkedOrgCode: linked.code,
  linkedOrgName: linked.name,
  salespersonId: customers.salespersonId,
  salespersonName: salespersons.fullName,
  accountStatus: sql<"0" | "1" | "3">`${customers.accountStatus}`,
  statusReason: customers.statusReason,
  statusChangedAt: isoTimeOrNull(customers.statusChangedAt),
  billingCurrency: customers.billingCurrency,
  creditLimit: sql<string>`${customers.creditLimit}::text`,
  paymentTermsDays: customers.paymentTermsDays,
  contractStart: sql<string | null>`${customers.contractStart}::text`,
  contractEnd: sql<string | null>`${customers.contractEnd}::text`,
  contactName: customers.contactName,
  contactPhone: customers.contactPhone,
  contactEmail: customers.contactEmail,
  remark: customers.remark,
  version: customers.version,
  updatedAt: isoTime(customers.updatedAt),
};
// what the linked org uses: its warehouses (active assignments) and store accounts
const warehouseCodes = sql<
  string | null
>`(select string_agg(distinct w.code, ', ' order by w.code) from org_warehouses ow join warehouses w on w.id = ow.warehouse_id
  where ow.org_id = "customers"."linked_org_id" and ow.active)`;
const warehouseCount = sql<number>`(select cast(count(distinct ow.warehouse_id) as integer) from org_warehouses ow where ow.org_id = "customers"."linked_org_id" and ow.active)`;
const storeAccountCount = sql<number>`(select cast(count(*) as integer) from store_accounts a where a.org_id = "customers"."linked_org_id")`;

const joined = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(customers)
    .leftJoin(linked, eq(linked.id, customers.linkedOrgId))
    .leftJoin(salespersons, eq(salespersons.id, customers.salespersonId));

/**
 * The customers' query (customerList and customermanage: `customerResource`, `customerManageResource` in
 * contracts), each with what its linked org uses.
 */
export function customerList(actor: Actor): ResourceListQuery {
  return {
    select: { ...rowSelect, warehouseCodes, warehouseCount, storeAccountCount },
    from: (q) => joined(q).$dynamic(),
    where: scoped(actor),
    tieBreaker: customers.id,
    // filtered and sorted on the columns the select reads as text
    columns: {
      accountStatus: customers.accountStatus,
      creditLimit: customers.creditLimit,
      contractStart: customers.contractStart,
      contractEnd: customers.contractEnd,
    },
  };
}

export async function getCustomer(db: DbOrTx, actor: Actor, id: number): Promise<CustomerManageRow> {
  const [row] = await db
    .select({ ...rowSelect, warehouseCodes, warehouseCount, storeAccountCount })
    .from(customers)
    .leftJoin(linked, eq(linked.id, customers.linkedOrgId))
    .leftJoin(salespersons, eq(salespersons.id, customers.salespersonId))
    .where(and(eq(customers.id, id), scoped(actor)));
  if (!row) throw notFound("masterdata.customer");
  return row;
}

/** Customer/findAll: the customers in scope for dropdowns. */
export async function customerOptions(db: DbOrTx, actor: Actor): Promise<CustomerOption[]> {
  return db
    .select({
      id: customers.id,
      code: customers.code,
      customerName: customers.name,
      linkedOrgId: customers.linkedOrgId,
      accountStatus: sql<"0" | "1" | "3">`${customers.accountStatus}`,
    })
    .from(customers)
    .where(scoped(actor))
    .orderBy(asc(customers.code), asc(customers.id));
}

async function lockCustomer(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), scoped(actor)))
    .for("update");
  if (!row) throw notFound("masterdata.customer");
  return row;
}

async function checkRefs(tx: Tx, actor: Actor, orgId: number, input: CustomerSave, before?: typeof customers.$inferSelect) {
  const except = before ? ne(customers.id, before.id) : undefined;
  const [byCode] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), sql`lower(${customers.code}) = lower(${input.code})`, except));
  if (byCode) throw duplicate("masterdata.customerCodeExists", { code: input.code });
  const linkedOrgId = input.linkedOrgId ?? null;
  if (linkedOrgId !== null) {
    const [org] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, linkedOrgId), orgScope(actor, organizations.id)));
    if (!org) throw notFound("masterdata.org");
    if (org.kind !== "seller" || org.managingOrgId !== orgId) throw businessRule("masterdata.customerOrgManaged");
    const [taken] = await tx
      .select({ code: customers.code })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.linkedOrgId, linkedOrgId), except));
    if (taken) throw duplicate("masterdata.customerOrgTaken", { org: org.code, customer: taken.code });
  }
  const salespersonId = input.salespersonId ?? null;
  if (salespersonId !== null) {
    const [sp] = await tx
      .select()
      .from(salespersons)
      .where(and(eq(salespersons.id, salespersonId), eq(salespersons.orgId, orgId)));
    if (!sp) throw notFound("masterdata.salesperson");
    if (!sp.active && salespersonId !== before?.salespersonId) throw businessRule("masterdata.salespersonInactive", { name: sp.fullName });
  }
}

export async function saveCustomer(ctx: CommandContext, input: CustomerSave): Promise<CustomerManageRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      code: input.code,
      name: input.customerName,
      linkedOrgId: input.linkedOrgId ?? null,
      salespersonId: input.salespersonId ?? null,
      billingCurrency: input.billingCurrency,
      creditLimit: toMoneyString(input.creditLimit),
      paymentTermsDays: input.paymentTermsDays ?? 30,
      contractStart: input.contractStart ?? null,
      contractEnd: input.contractEnd ?? null,
      contactName: input.contactName ?? null,
      contactPhone: input.contactPhone ?? null,
      contactEmail: input.contactEmail ?? null,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const orgId = await operatorOrg(tx, ctx.actor, input.orgId);
      await checkRefs(tx, ctx.actor, orgId, input);
      const [row] = await tx
        .insert(customers)
        .values({ contextId: ctx.actor.contextId, orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: CustomerAudit.entry("createCustomer", AuditAction.create, { entityId: row!.id, orgId, after: row }),
      };
    }
    const before = await lockCustomer(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await checkRefs(tx, ctx.actor, before.orgId, input, before);
    const [after] = await tx
      .update(customers)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(customers.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: CustomerAudit.entry("updateCustomer", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getCustomer(ctx.db, ctx.actor, id);
}

const statusCommands = { "0": "restoreCustomerAccount", "1": "markCustomerInArrears", "3": "freezeCustomerAccount" } as const;

/** Customers' account status is `customerStatusMachine` (domain/customer-status.ts); the row is locked in scope. */
const customerDocument: DocumentTable<typeof customers.$inferSelect, "0" | "1" | "3", "restore" | "markInArrears" | "freeze"> = {
  machine: customerStatusMachine,
  table: customers,
  statusKey: "accountStatus",
  lock: lockCustomer,
};

/** Customer/setStatus: freeze, unfreeze (back to normal), mark in arrears; always with a reason. */
export async function setCustomerStatus(ctx: CommandContext, input: CustomerStatusBody): Promise<CustomerManageRow> {
  await runTransition(ctx, customerDocument, customerTransitionTo[input.accountStatus], input.id, {
    version: input.version,
    command: statusCommands[input.accountStatus],
    apply: async () => ({ set: { statusReason: input.reason, statusChangedAt: new Date() }, event: { reason: input.reason } }),
  });
  return getCustomer(ctx.db, ctx.actor, input.id);
}

/** Deletes a customer nothing else uses (billing and others declare their usage of "customer"). */
export async function deleteCustomer(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: customers,
    load: (tx) => lockCustomer(tx, ctx.actor, id),
    audit: { names: CustomerAudit, command: "deleteCustomer" },
    usage: { entity: "customer", name: (r) => r.code },
  });
}
