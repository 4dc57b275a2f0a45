import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type OrgDetail, type OrgKind, type OrgOption, type OrgSettings, orgServiceTypes } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { orgProfiles } from "./orgs.schema.js";
import { isoTime } from "../../../platform/db/columns.js";

/** Reads of organisations, always through the data scope (another org's id is a 404). */

const managing = alias(organizations, "managing_org");

/** The kind's service type as SQL, from the one table in the contracts. */
const serviceTypeSql = sql<number | null>`(case ${organizations.kind} ${sql.join(
  Object.entries(orgServiceTypes).map(([kind, n]) => sql`when ${kind} then ${sql.raw(String(n))}`),
  sql` `,
)} else null end)`;
// written out in full: a subquery must name the outer table exactly as the FROM does
const userCount = sql<number>`(select cast(count(*) as integer) from users u where u.org_id = "organizations"."id")`;

export const orgRowSelect = {
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  kind: sql<OrgKind>`${organizations.kind}`,
  serviceType: serviceTypeSql,
  managingOrgId: organizations.managingOrgId,
  managingOrgName: managing.name,
  customerPrefix: orgProfiles.customerPrefix,
  contactName: orgProfiles.contactName,
  contactEmail: orgProfiles.contactEmail,
  contactPhone: orgProfiles.contactPhone,
  status: organizations.status,
  userCount,
  version: organizations.version,
  createdAt: isoTime(organizations.createdAt),
  updatedAt: isoTime(organizations.updatedAt),
};

const settingsSelect = {
  defaultWarehouse: orgProfiles.defaultWarehouse,
  currency: orgProfiles.currency,
  locale: orgProfiles.locale,
  timeZone: orgProfiles.timeZone,
  billingContactName: orgProfiles.billingContactName,
  billingContactEmail: orgProfiles.billingContactEmail,
  settingsVersion: sql<number>`coalesce(${orgProfiles.settingsVersion}, 1)`,
};

/** The org list: every org in the caller's scope except the platform itself. */
/** The list's query; its whitelist and export come from `orgResource` (contracts), `columns` keeps the API's other filters. */
export function orgList(actor: Actor): ResourceListQuery {
  return {
    select: orgRowSelect,
    from: (q) =>
      q
        .from(organizations)
        .leftJoin(orgProfiles, eq(orgProfiles.orgId, organizations.id))
        .leftJoin(managing, eq(managing.id, organizations.managingOrgId))
        .$dynamic(),
    where: and(orgScope(actor, organizations.id), ne(organizations.kind, "platform")),
    columns: {
      kind: organizations.kind,
      managingOrgName: false,
      serviceType: { column: serviceTypeSql, type: "int" },
      managingOrgId: { column: organizations.managingOrgId, type: "int" },
      updatedAt: { column: organizations.updatedAt, type: "timestamp" },
    },
    tieBreaker: organizations.id,
  };
}

/** One org with its settings, within the caller's scope. */
export async function getOrg(db: DbOrTx, actor: Actor, id: number): Promise<OrgDetail> {
  const [row] = await db
    .select({ ...orgRowSelect, ...settingsSelect })
    .from(organizations)
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, organizations.id))
    .leftJoin(managing, eq(managing.id, organizations.managingOrgId))
    .where(and(eq(organizations.id, id), orgScope(actor, organizations.id)))
    .limit(1);
  if (!row) throw notFound("admin.org");
  const { defaultWarehouse, currency, locale, timeZone, billingContactName, billingContactEmail, settingsVersion, ...org } = row;
  const settings: OrgSettings = { defaultWarehouse, currency, locale, timeZone, billingContactName, billingContactEmail, settingsVersion };
  return { ...org, settings };
}

const optionSelect = {
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  kind: sql<OrgKind>`${organizations.kind}`,
  customerPrefix: orgProfiles.customerPrefix,
};

/** Active orgs of the caller's scope as options, optionally narrowed (service type, name). */
export async function orgOptions(
  db: DbOrTx,
  actor: Actor,
  opts: { kinds?: string[]; nameLike?: string; limit?: number } = {},
): Promise<OrgOption[]> {
  const conds = [orgScope(actor, organizations.id), ne(organizations.kind, "platform"), eq(organizations.status, "active")];
  if (opts.kinds)
    conds.push(
      opts.kinds.length
        ? sql`${organizations.kind} in (${sql.join(
            opts.kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  if (opts.nameLike) {
    const like = `%${opts.nameLike.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(${organizations.name} ilike ${like} or ${organizations.code} ilike ${like})`);
  }
  return db
    .select(optionSelect)
    .from(organizations)
    .leftJoin(orgProfiles, eq(orgProfiles.orgId, organizations.id))
    .where(and(...conds))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(opts.limit ?? 1000);
}

/** True when the prefix is taken by another org of the context. */
export async function prefixTaken(db: DbOrTx, contextId: number, prefix: string, exceptOrgId?: number): Promise<boolean> {
  const conds = [eq(orgProfiles.contextId, contextId), eq(orgProfiles.customerPrefix, prefix)];
  if (exceptOrgId) conds.push(ne(orgProfiles.orgId, exceptOrgId));
  const [row] = await db
    .select({ id: orgProfiles.orgId })
    .from(orgProfiles)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

/**
 * A free prefix for a name: its initials or leading letters first (Seller Alpha → SA, SAL...), then
 * random letters. Uniqueness is still enforced by the unique index when it is saved.
 */
export async function proposePrefix(db: DbOrTx, contextId: number, name: string | undefined): Promise<string> {
  const letters = (name ?? "").toUpperCase().replace(/[^A-Z ]/g, "");
  const words = letters.split(/\s+/).filter(Boolean);
  const flat = words.join("");
  const candidates = new Set<string>();
  const initials = words.map((w) => w[0]).join("");
  if (initials.length >= 2) candidates.add(initials.slice(0, 4));
  for (let n = 2; n <= 4; n++) if (flat.length >= n) candidates.add(flat.slice(0, n));
  for (const c of candidates) if (!(await prefixTaken(db, contextId, c))) return c;
  const A = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (let i = 0; i < 200; i++) {
    const len = i < 100 ? 3 : 4;
    const c = Array.from({ length: len }, () => A[Math.floor(Math.random() * 26)]).join("");
    if (!(await prefixTaken(db, contextId, c))) return c;
  }
  throw new Error("no free customer prefix");
}
