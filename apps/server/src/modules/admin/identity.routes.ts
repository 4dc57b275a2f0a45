import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, orgKind } from "@entrepot/contracts";
import { orgScope } from "../../platform/access/scope.js";
import type { Database } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import { registerSpecCall } from "../../platform/http/routes.js";
import { organizations, users } from "../../platform/identity/schema.js";

const idQuery = z.strictObject({ id: z.coerce.number().int().positive() });
const iso = (col: unknown) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const userDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  locale: z.string(),
  status: z.string(),
  roles: z.array(z.string()),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
const orgDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: orgKind,
  managingOrgId: z.number().int().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * Reads of users and organisations through the data scope: a seller's user sees its own org only,
 * and another org's id answers 404. The rest of the user centre (saving, status, roles) is issue 3.
 */
export function registerIdentityRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerSpecCall(app, "GET /api/v1/User/loadData", {
    access: "admin:user:read",
    schema: { summary: "One user, within the caller's data scope", querystring: idQuery, response: { 200: userDetail, 404: errorBody } },
    handler: async (req) => {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          orgId: users.orgId,
          orgName: organizations.name,
          locale: users.locale,
          status: users.status,
          roles: sql<string[]>`coalesce((select array_agg(r.code order by r.code)::text[] from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}')`,
          lastLoginAt: sql<string | null>`case when ${users.lastLoginAt} is null then null else ${iso(users.lastLoginAt)} end`,
          createdAt: iso(users.createdAt),
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(eq(users.id, req.query.id), orgScope(req.actor!, users.orgId)))
        .limit(1);
      if (!row) throw notFound("admin.user");
      return row;
    },
  });
  registerSpecCall(app, "GET /api/v1/Organization/loadData", {
    access: "admin:org:read",
    schema: { summary: "One organisation, within the caller's data scope", querystring: idQuery, response: { 200: orgDetail, 404: errorBody } },
    handler: async (req) => {
      const [row] = await db
        .select({
          id: organizations.id,
          code: organizations.code,
          name: organizations.name,
          kind: sql<z.infer<typeof orgKind>>`${organizations.kind}`,
          managingOrgId: organizations.managingOrgId,
          status: organizations.status,
          createdAt: iso(organizations.createdAt),
        })
        .from(organizations)
        .where(and(eq(organizations.id, req.query.id), orgScope(req.actor!, organizations.id)))
        .limit(1);
      if (!row) throw notFound("admin.org");
      return row;
    },
  });
}
