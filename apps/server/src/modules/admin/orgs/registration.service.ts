import { randomBytes } from "node:crypto";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type {
  RegistrationAccept,
  RegistrationAcceptReply,
  RegistrationDeny,
  RegistrationRow,
  RegistrationSubmit,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction, writeAudit } from "../../../platform/audit/audit.js";
import type { CommandContext } from "../../../platform/audit/command.js";
import { hashPassword } from "../../../platform/auth/passwords.js";
import { type DbOrTx, inTransaction, type Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, roles, userRoles, users } from "../../../platform/identity/schema.js";
import { registrationMachine } from "../domain/machines.js";
import { prefixTaken, proposePrefix } from "./org.queries.js";
import { orgProfiles, registrations } from "./orgs.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { RegistrationAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Registrations: a public sign-up creates a pending row; operator staff decide it once.
 * - accept: checks that the company id is not registered yet (the document check), then creates the
 *   seller org (served by the accepter's operator org) and its admin user with the seller_admin role;
 * - bypass: the same without the document check (e.g. a second account of a known group);
 * - denied: records the reason. A second decision of any kind answers 409 (registrationMachine, domain/machines.ts).
 * Registrations are context-wide; only operator and platform staff see them (sellers get 404).
 */

const SELLER_ADMIN_ROLE = "seller_admin";

function registrationScope(actor: Actor): SQL {
  const staff = actor.orgKind === "operator" || actor.orgKind === "platform";
  return and(eq(registrations.contextId, actor.contextId), staff ? sql`true` : sql`false`)!;
}

const rowSelect = {
  id: registrations.id,
  companyName: registrations.companyName,
  companyId: registrations.companyId,
  contactName: registrations.contactName,
  email: registrations.email,
  phone: registrations.phone,
  remark: registrations.remark,
  status: registrations.status,
  bypassed: registrations.bypassed,
  deniedReason: registrations.deniedReason,
  decidedByName: sql<string | null>`(select u.full_name from users u where u.id = "registrations"."decided_by")`,
  decidedAt: sql<string | null>`case when ${registrations.decidedAt} is null then null else ${isoTime(registrations.decidedAt)} end`,
  orgId: registrations.orgId,
  adminUsername: sql<string | null>`(select u.username from users u where u.id = "registrations"."admin_user_id")`,
  version: registrations.version,
  createdAt: isoTime(registrations.createdAt),
};

/** The list's query; its whitelist and export come from `registrationResource` (contracts). */
export function registrationList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(registrations).$dynamic(),
    where: registrationScope(actor),
    // the decision time filters and sorts on its column (the select turns it into text); who decided is shown only
    columns: { decidedAt: registrations.decidedAt, decidedByName: false, deniedReason: false },
    tieBreaker: registrations.id,
  };
}

export async function getRegistration(db: DbOrTx, actor: Actor, id: number): Promise<RegistrationRow> {
  const [row] = await db
    .select(rowSelect)
    .from(registrations)
    .where(and(eq(registrations.id, id), registrationScope(actor)))
    .limit(1);
  if (!row) throw notFound("admin.registration");
  return row;
}

/** Whether the registration's company id already belongs to an accepted registration (another one). */
export async function companyRegistered(db: DbOrTx, contextId: number, companyId: string, exceptId?: number): Promise<boolean> {
  const conds = [
    eq(registrations.contextId, contextId),
    sql`lower(${registrations.companyId}) = lower(${companyId})`,
    eq(registrations.status, "accepted"),
  ];
  if (exceptId) conds.push(ne(registrations.id, exceptId));
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

/** The public sign-up: context is the installation's default one (sign-ups come before any login). */
export async function submitRegistration(db: DbOrTx, input: RegistrationSubmit, requestId?: string): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const ctx = await tx.execute(sql`select id from contexts order by id limit 1`);
    const contextId = (ctx as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const [row] = await tx
      .insert(registrations)
      .values({
        contextId,
        companyName: input.companyName,
        companyId: input.companyId,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        remark: input.remark ?? null,
      })
      .returning();
    // no actor: the audit row names nobody, and the request id ties it to the access log
    await writeAudit(
      tx,
      undefined,
      RegistrationAudit.entry("submitRegistration", AuditAction.create, { entityId: row!.id, after: row }),
      requestId,
    );
    return { id: row!.id };
  });
}

/** Registrations are documents of `registrationMachine`: locked in the caller's scope, status set by the runner. */
const registrationDocument: DocumentTable<typeof registrations.$inferSelect, RegistrationState, RegistrationTransition> = {
  machine: registrationMachine,
  table: registrations,
  statusKey: "status",
  async lock(tx, actor, id) {
    const [row] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, id), registrationScope(actor)))
      .for("update");
    if (!row) throw notFound("admin.registration");
    return row;
  },
};
type RegistrationState = keyof typeof registrationMachine.states;
type RegistrationTransition = keyof typeof registrationMachine.transitions;

async function servingOperator(tx: Tx, actor: Actor, managingOrgId: number | undefined): Promise<number> {
  if (actor.orgKind === "operator") return actor.orgId;
  if (actor.orgKind !== "platform" || !managingOrgId) throw businessRule("admin.registrationOperatorOnly");
  const [op] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, managingOrgId), eq(organizations.contextId, actor.contextId), eq(organizations.kind, "operator")));
  if (!op) throw businessRule("admin.managingOrgNotOperator");
  return op.id;
}

/** The seller_admin role template, preferably the serving operator's own. */
async function sellerAdminRole(tx: Tx, contextId: number, operatorId: number): Promise<number> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.contextId, contextId), eq(roles.code, SELLER_ADMIN_ROLE)))
    .orderBy(sql`case when ${roles.orgId} = ${operatorId} then 0 else 1 end`, roles.id)
    .limit(1);
  if (!role) throw businessRule("admin.registrationNoTemplate");
  return role.id;
}

export async function acceptRegistration(
  ctx: CommandContext,
  input: RegistrationAccept,
  opts: { bypass: boolean },
): Promise<RegistrationAcceptReply> {
  const { actor } = ctx;
  const initialPassword = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(initialPassword);
  const done = await runTransition(ctx, registrationDocument, opts.bypass ? "bypass" : "accept", input.id, {
    version: input.version,
    command: opts.bypass ? "bypassRegistration" : "acceptRegistration",
    apply: async ({ tx, row: before }) => {
      if (!opts.bypass && (await companyRegistered(tx, actor.contextId, before.companyId, before.id)))
        throw duplicate("admin.registrationCompanyExists", { companyId: before.companyId });
      const operatorId = await servingOperator(tx, actor, input.managingOrgId);
      const prefix = input.customerPrefix ?? (await proposePrefix(tx, actor.contextId, before.companyName));
      if (await prefixTaken(tx, actor.contextId, prefix)) throw duplicate("admin.prefixTaken", { prefix });
      const code = input.orgCode ?? `${prefix}-${before.id}`;
      const [clash] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.contextId, actor.contextId), sql`lower(${organizations.code}) = lower(${code})`));
      if (clash) throw duplicate("admin.orgCodeTaken", { code });
      const username = input.adminUsername ?? before.email;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.contextId, actor.contextId), sql`lower(${users.username}) = lower(${username})`));
      if (taken) throw duplicate("admin.registrationUsernameTaken", { username });

      const [org] = await tx
        .insert(organizations)
        .values({ contextId: actor.contextId, code, name: before.companyName, kind: "seller", managingOrgId: operatorId })
        .returning();
      await tx.insert(orgProfiles).values({
        orgId: org!.id,
        contextId: actor.contextId,
        customerPrefix: prefix,
        contactName: before.contactName,
        contactEmail: before.email,
        contactPhone: before.phone,
      });
      const [user] = await tx
        .insert(users)
        .values({
          contextId: actor.contextId,
          orgId: org!.id,
          username,
          fullName: before.contactName,
          email: before.email,
          phone: before.phone,
          passwordHash,
        })
        .returning({ id: users.id, username: users.username });
      await tx.insert(userRoles).values({ userId: user!.id, roleId: await sellerAdminRole(tx, actor.contextId, operatorId) });
      return {
        set: { bypassed: opts.bypass, decidedBy: actor.userId, decidedAt: new Date(), orgId: org!.id, adminUserId: user!.id },
        result: {
          org: { id: org!.id, code, name: org!.name, kind: "seller" as const, customerPrefix: prefix },
          adminUsername: user!.username,
        },
        event: { createdOrgId: org!.id, createdUserId: user!.id },
      };
    },
  });
  return { registration: await getRegistration(ctx.db, actor, input.id), ...done.result!, initialPassword };
}

export async function denyRegistration(ctx: CommandContext, input: RegistrationDeny): Promise<RegistrationRow> {
  await runTransition(ctx, registrationDocument, "deny", input.id, {
    version: input.version,
    command: "denyRegistration",
    apply: async () => ({
      set: { deniedReason: input.reason, decidedBy: ctx.actor.userId, decidedAt: new Date() },
      event: { reason: input.reason },
    }),
  });
  return getRegistration(ctx.db, ctx.actor, input.id);
}

/** Deletes a pending or denied registration; an accepted one stays as the record of who created the org. */
export async function deleteRegistration(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: registrations,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.id, id), registrationScope(ctx.actor)))
        .for("update");
      if (!row) throw notFound("admin.registration");
      return row;
    },
    audit: { names: RegistrationAudit, command: "deleteRegistration" },
    before: async (_tx, row) => {
      if (row.status === "accepted") throw businessRule("admin.registrationPendingDelete");
    },
  });
}
