import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { orgPickRow, type OrgPickRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";

/** The paged organisation picker (spec §7.1 Organization/selectByPage): the orgs in the caller's scope, lean rows. */
function orgPickSpec(actor: Actor): ListSpec {
  return {
    select: {
      id: organizations.id,
      code: organizations.code,
      name: organizations.name,
      kind: sql<string>`${organizations.kind}`,
      status: organizations.status,
    },
    from: (q) => q.from(organizations).$dynamic(),
    where: and(orgScope(actor, organizations.id), ne(organizations.kind, "platform"), eq(organizations.contextId, actor.contextId)),
    fields: {
      id: { column: organizations.id, type: "int" },
      code: { column: organizations.code, type: "string" },
      name: { column: organizations.name, type: "string" },
      kind: { column: organizations.kind, type: "string" },
      status: { column: organizations.status, type: "string" },
    },
    defaultSort: { field: "code", dir: "asc" },
    tieBreaker: organizations.id,
  };
}

const columns: ExportColumn<OrgPickRow>[] = [
  { key: "code", header: { "zh-CN": "编码", "en-US": "Code" }, width: 12 },
  { key: "name", header: { "zh-CN": "名称", "en-US": "Name" }, width: 30 },
  { key: "kind", header: { "zh-CN": "类型", "en-US": "Kind" }, width: 12 },
  { key: "status", header: { "zh-CN": "状态", "en-US": "Status" }, width: 10 },
];

export function registerOrgPickerRoutes(app: FastifyInstance, database: Database): void {
  registerList(app, database, {
    list: "POST /api/v1/Organization/selectByPage",
    spec: true,
    exportPath: "/api/v1/Organization/selectByPage/export",
    access: "admin:org:read",
    summary: "Organisations in the caller's scope for pickers (id, code, name, kind, status), paged and filtered",
    row: orgPickRow,
    listSpec: orgPickSpec,
    columns,
    filename: "organisations",
    sheet: { "zh-CN": "组织", "en-US": "Organisations" },
  });
}
