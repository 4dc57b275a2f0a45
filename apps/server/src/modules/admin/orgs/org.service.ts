import { and, eq, sql } from "drizzle-orm";
import type { OrgDetail, OrgSave, OrgSetStatus, OrgSettingsUpdate } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { businessRule, conflict, duplicate, forbidden, notFound } from "../../../platform/http/errors.js";
import { organizations, sessions, users } from "../../../platform/identity/schema.js";
import { orgMachine } from "../domain/machines.js";
import { getOrg, prefixTaken, proposePrefix } from "./org.queries.js";
import { orgProfiles } from "./orgs.schema.js";
import { checkVersion } from "../../../platform/crud/index.js";
import { OrganizationAudit } from "../audit.js";

/**
 * Organisation commands. Who may create what:
 * - the platform creates operators and any other kind, served by an operator it names;
 * - an operator's staff create sellers, forwarders, suppliers and companies served by their own org.
 * Status changes only through setOrgStatus; settings only through updateOrgSettings.
 */

async function lockOrg(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), orgScope(actor, organizations.id)))
    .for("update");
  if (!row || row.kind === "platform") throw notFound("admin.org");
  return row;
}

/** The profile row of an org, created on first need (orgs made before the user centre have none). */
async function ensureProfile(tx: Tx, org: { id: number; contextId: number }) {
  await tx.insert(orgProfiles).values({ orgId: org.id, contextId: org.contextId }).onConflictDoNothing();
  const [p] = await tx.select().from(orgProfiles).where(eq(orgProfiles.orgId, org.id)).for("update");
  return p!;
}

async function checkPrefixFree(tx: Tx, contextId: number, prefix: string | null | undefined, orgId?: number) {
  if (prefix && (await prefixTaken(tx, contextId, prefix, orgId))) throw duplicate("admin.prefixTaken", { prefix });
}

async function codeTaken(tx: Tx, contextId: number, code: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.contextId, contextId),
        sql`lower(${organizations.code}) = lower(${code})`,
        exceptId ? sql`${organizations.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

/** Which operator serves a new org: the caller's own operator org, or (for the platform) the one it names. */
async function servingOperator(tx: Tx, actor: Actor, input: OrgSave): Promise<number | null> {
  if (input.kind === "operator") {
    if (actor.orgKind !== "platform") throw forbidden("admin:org:manage");
    return null;
  }
  if (actor.orgKind === "operator") return actor.orgId;
  if (actor.orgKind !== "platform") throw forbidden("admin:org:manage");
  if (!input.managingOrgId) throw businessRule("admin.managingOrgRequired");
  const [op] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(eq(organizations.id, input.managingOrgId), eq(organizations.contextId, actor.contextId), eq(organizations.kind, "operator")),
    );
  if (!op) throw businessRule("admin.managingOrgNotOperator");
  return op.id;
}

export async function createOrg(ctx: CommandContext, input: OrgSave): Promise<OrgDetail> {
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const managingOrgId = await servingOperator(tx, actor, input);
    if (await codeTaken(tx, actor.contextId, input.code)) throw duplicate("admin.orgCodeTaken", { code: input.code });
    await checkPrefixFree(tx, actor.contextId, input.customerPrefix);
    const [org] = await tx
      .insert(organizations)
      .values({ contextId: actor.contextId, code: input.code, name: input.name, kind: input.kind, managingOrgId })
      .returning();
    const [profile] = await tx
      .insert(orgProfiles)
      .values({
        orgId: org!.id,
        contextId: actor.contextId,
        customerPrefix: input.customerPrefix ?? null,
        contactName: input.contactName ?? null,
        contactEmail: input.contactEmail ?? null,
        contactPhone: input.contactPhone ?? null,
      })
      .returning();
    return {
      result: org!.id,
      audit: OrganizationAudit.entry("createOrg", AuditAction.create, { entityId: org!.id, orgId: org!.id, after: { ...org, profile } }),
    };
  });
  return getOrg(ctx.db, actor, id);
}

export async function updateOrg(ctx: CommandContext, input: OrgSave & { id: number }): Promise<OrgDetail> {
  const { actor } = ctx;
  await runCommand(ctx, async (tx) => {
    const before = await lockOrg(tx, actor, input.id);
    checkVersion(before, input.version);
    // the kind decides whose data the org holds and who serves it: fixed after creation
    if (input.kind !== before.kind) throw businessRule("admin.orgKindFixed");
    if (input.code.toLowerCase() !== before.code.toLowerCase() && (await codeTaken(tx, actor.contextId, input.code, before.id)))
      throw duplicate("admin.orgCodeTaken", { code: input.code });
    const profileBefore = await ensureProfile(tx, before);
    await checkPrefixFree(tx, actor.contextId, input.customerPrefix, before.id);
    const [after] = await tx
      .update(organizations)
      .set({ code: input.code, name: input.name, version: before.version + 1, updatedAt: new Date() })
      .where(eq(organizations.id, before.id))
      .returning();
    const [profile] = await tx
      .update(orgProfiles)
      .set({
        customerPrefix: input.customerPrefix ?? null,
        contactName: input.contactName ?? null,
        contactEmail: input.contactEmail ?? null,
        contactPhone: input.contactPhone ?? null,
        updatedAt: new Date(),
      })
      .where(eq(orgProfiles.orgId, before.id))
      .returning();
    return {
      result: null,
      audit: OrganizationAudit.entry("updateOrg", AuditAction.update, {
        entityId: before.id,
        orgId: before.id,
        before: { ...before, profile: profileBefore },
        after: { ...after, profile },
      }),
    };
  });
  return getOrg(ctx.db, actor, input.id);
}

/** Organisations are documents of `orgMachine` (domain/machines.ts); the platform org is never one (404). */
const orgDocument: DocumentTable<typeof organizations.$inferSelect, "active" | "disabled", "enable" | "disable"> = {
  machine: orgMachine,
  table: organizations,
  statusKey: "status",
  lock: lockOrg,
  orgOf: (row) => row.id,
};

/** Disabling an org ends its users' sessions at once (and login refuses them); its data stays. */
export async function setOrgStatus(ctx: CommandContext, input: OrgSetStatus): Promise<OrgDetail> {
  const disable = input.status === "disabled";
  await runTransition(ctx, orgDocument, disable ? "disable" : "enable", input.id, {
    version: input.version,
    command: disable ? "disableOrg" : "enableOrg",
    apply: async ({ tx, row: before }) => {
      if (!disable) return;
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            sql`${sessions.revokedAt} is null`,
            sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.orgId} = ${before.id})`,
          ),
        );
    },
  });
  return getOrg(ctx.db, ctx.actor, input.id);
}

export async function updateOrgSettings(ctx: CommandContext, input: OrgSettingsUpdate): Promise<OrgDetail> {
  const { actor } = ctx;
  await runCommand(ctx, async (tx) => {
    const org = await lockOrg(tx, actor, input.id);
    const before = await ensureProfile(tx, org);
    if (before.settingsVersion !== input.settingsVersion) throw conflict();
    const [after] = await tx
      .update(orgProfiles)
      .set({
        defaultWarehouse: input.defaultWarehouse ?? null,
        currency: input.currency ?? null,
        locale: input.locale ?? null,
        timeZone: input.timeZone ?? null,
        billingContactName: input.billingContactName ?? null,
        billingContactEmail: input.billingContactEmail ?? null,
        settingsVersion: before.settingsVersion + 1,
        updatedAt: new Date(),
      })
      .where(eq(orgProfiles.orgId, org.id))
      .returning();
    return {
      result: null,
      audit: OrganizationAudit.entry("updateOrgSettings", AuditAction.update, { entityId: org.id, orgId: org.id, before, after }),
    };
  });
  return getOrg(ctx.db, actor, input.id);
}

/**
 * genPcpfx: proposes a free prefix for a name; given an org without a prefix, assigns it (an org's
 * prefix, once in its document numbers, is changed only through saveData).
 */
export async function generatePrefix(
  ctx: CommandContext,
  input: { orgId?: number; name?: string },
): Promise<{ prefix: string; assigned: boolean }> {
  const { actor } = ctx;
  if (input.orgId === undefined) return { prefix: await proposePrefix(ctx.db, actor.contextId, input.name), assigned: false };
  const orgId = input.orgId;
  return runCommand(ctx, async (tx) => {
    const org = await lockOrg(tx, actor, orgId);
    const before = await ensureProfile(tx, org);
    if (before.customerPrefix) throw conflict("admin.prefixAlreadySet", { prefix: before.customerPrefix });
    const prefix = await proposePrefix(tx, actor.contextId, input.name ?? org.name);
    const [after] = await tx
      .update(orgProfiles)
      .set({ customerPrefix: prefix, updatedAt: new Date() })
      .where(eq(orgProfiles.orgId, org.id))
      .returning();
    return {
      result: { prefix, assigned: true },
      audit: OrganizationAudit.entry("generateOrgPrefix", AuditAction.update, { entityId: org.id, orgId: org.id, before, after }),
    };
  });
}
