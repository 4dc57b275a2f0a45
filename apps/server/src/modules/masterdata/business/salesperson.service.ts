import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { SalespersonOption, SalespersonRow, SalespersonSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { users } from "../../../platform/identity/schema.js";
import { countRows, operatorOrg } from "./business.common.js";
import { customers, salespersons } from "./business.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const SalespersonAudit = auditNames("salesperson", ["createSalesperson", "updateSalesperson", "deleteSalesperson"]);

/** The operator's salespeople (optionally a user of the same org). Name and user unique per org. */

const customerCount = sql<number>`(select cast(count(*) as integer) from customers c where c.salesperson_id = "salespersons"."id")`;
const rowSelect = {
  id: salespersons.id,
  orgId: salespersons.orgId,
  fullName: salespersons.fullName,
  userId: salespersons.userId,
  username: users.username,
  phone: salespersons.phone,
  email: salespersons.email,
  active: salespersons.active,
  customerCount,
  remark: salespersons.remark,
  version: salespersons.version,
  updatedAt: isoTime(salespersons.updatedAt),
};

/** The list's query; its whitelist and export come from `salespersonResource` (contracts). */
export function salespersonList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(salespersons).leftJoin(users, eq(users.id, salespersons.userId)).$dynamic(),
    where: orgScope(actor, salespersons.orgId),
    tieBreaker: salespersons.id,
  };
}

export async function getSalesperson(db: DbOrTx, actor: Actor, id: number): Promise<SalespersonRow> {
  const [row] = await db
    .select(rowSelect)
    .from(salespersons)
    .leftJoin(users, eq(users.id, salespersons.userId))
    .where(and(eq(salespersons.id, id), orgScope(actor, salespersons.orgId)));
  if (!row) throw notFound("masterdata.salesperson");
  return row;
}

/** Salesperson/findAll: the active salespeople in scope (with `includeInactive`, all of them). */
export async function salespersonOptions(db: DbOrTx, actor: Actor, includeInactive: boolean): Promise<SalespersonOption[]> {
  return db
    .select({ id: salespersons.id, fullName: salespersons.fullName, active: salespersons.active })
    .from(salespersons)
    .where(and(orgScope(actor, salespersons.orgId), includeInactive ? undefined : eq(salespersons.active, true)))
    .orderBy(asc(salespersons.fullName), asc(salespersons.id));
}

async function lockSalesperson(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(salespersons)
    .where(and(eq(salespersons.id, id), orgScope(actor, salespersons.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.salesperson");
  return row;
}

async function checkUnique(tx: Tx, orgId: number, fullName: string, userId: number | null, exceptId?: number) {
  const except = exceptId === undefined ? undefined : ne(salespersons.id, exceptId);
  const [byName] = await tx
    .select({ id: salespersons.id })
    .from(salespersons)
    .where(and(eq(salespersons.orgId, orgId), sql`lower(${salespersons.fullName}) = lower(${fullName})`, except));
  if (byName) throw duplicate("masterdata.salespersonExists", { name: fullName });
  if (userId === null) return;
  const [user] = await tx.select({ orgId: users.orgId }).from(users).where(eq(users.id, userId));
  if (!user || user.orgId !== orgId) throw businessRule("masterdata.salespersonUser");
  const [byUser] = await tx
    .select({ name: salespersons.fullName })
    .from(salespersons)
    .where(and(eq(salespersons.orgId, orgId), eq(salespersons.userId, userId), except));
  if (byUser) throw duplicate("masterdata.salespersonUserTaken", { name: byUser.name });
}

export async function saveSalesperson(ctx: CommandContext, input: SalespersonSave): Promise<SalespersonRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      fullName: input.fullName,
      userId: input.userId ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      active: input.active ?? true,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const orgId = await operatorOrg(tx, ctx.actor, input.orgId);
      await checkUnique(tx, orgId, values.fullName, values.userId);
      const [row] = await tx
        .insert(salespersons)
        .values({ contextId: ctx.actor.contextId, orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: SalespersonAudit.entry("createSalesperson", AuditAction.create, { entityId: row!.id, orgId, after: row }),
      };
    }
    const before = await lockSalesperson(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await checkUnique(tx, before.orgId, values.fullName, values.userId, before.id);
    const [after] = await tx
      .update(salespersons)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(salespersons.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SalespersonAudit.entry("updateSalesperson", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getSalesperson(ctx.db, ctx.actor, id);
}

/** Deletes a salesperson who serves no customer; one who does answers 409 (deactivate instead). */
export async function deleteSalesperson(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: salespersons,
    load: (tx) => lockSalesperson(tx, ctx.actor, id),
    audit: { names: SalespersonAudit, command: "deleteSalesperson" },
    usage: {
      entity: "salesperson",
      name: (r) => r.fullName,
      own: async (tx) => [
        { label: { "zh-CN": "客户", "en-US": "customers" }, count: await countRows(tx, customers, eq(customers.salespersonId, id)) },
      ],
    },
  });
}
