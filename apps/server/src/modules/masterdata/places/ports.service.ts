import { and, eq, sql } from "drizzle-orm";
import type { ForwarderPortRow, ForwarderPortSave, SystemPortRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { loadScoped, orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { type PortRow, ucPorts } from "../../admin/index.js";
import { targetOrg } from "./places.common.js";
import { forwarderPorts } from "./places.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, fixedField, requireVersion } from "../../../platform/crud/index.js";

export const ForwarderPortAudit = auditNames("forwarder_port", ["createForwarderPort", "updateForwarderPort", "deleteForwarderPort"]);

/**
 * System ports are the user centre's ports (uc_ports, context-wide; commands in admin/port.service.ts);
 * forwarder ports are the ports a forwarder org works with, with its own code and cut-off.
 */

const p = ucPorts;
const fp = forwarderPorts;
// qualified by hand (table, then column): in a one-table select drizzle writes a column unqualified, and "id" would bind inside the subquery
const forwarderCount = sql<number>`(select cast(count(*) as integer) from forwarder_ports f where f.port_id = ${p}.${sql.identifier(p.id.name)})`;
const systemSelect = {
  id: p.id,
  code: p.code,
  name: p.name,
  title: sql<string>`${p.code} || ' ' || ${p.name}`,
  country: p.country,
  state: p.state,
  kind: p.kind,
  forwarderCount,
  version: p.version,
  updatedAt: isoTime(p.updatedAt),
};

/** The list's query; its whitelist and export come from `systemPortResource` (contracts). */
export function systemPortList(actor: Actor): ResourceListQuery {
  return {
    select: systemSelect,
    from: (q) => q.from(p).$dynamic(),
    where: eq(p.contextId, actor.contextId),
    columns: {
      id: p.id,
      code: p.code,
      name: p.name,
      country: p.country,
      state: p.state,
      kind: p.kind,
      forwarderCount: { column: forwarderCount, filter: false },
      updatedAt: p.updatedAt,
    },
    tieBreaker: p.id,
  };
}

export async function getSystemPort(db: DbOrTx, actor: Actor, id: number): Promise<SystemPortRow> {
  const [row] = await db
    .select(systemSelect)
    .from(p)
    .where(and(eq(p.contextId, actor.contextId), eq(p.id, id)));
  if (!row) throw notFound("admin.port");
  return row as SystemPortRow;
}

/** The check systemPort/delete runs inside the delete's transaction: forwarder ports still pointing at the port block it. */
export async function assertPortUnused(tx: Tx, port: PortRow): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(fp)
    .where(eq(fp.portId, port.id));
  if (row && row.n > 0) throw inUse("masterdata.portInUse", { code: port.code, count: row.n });
}

// ---- forwarder ports ----

const fpSelect = {
  id: fp.id,
  orgId: fp.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  portId: fp.portId,
  portCode: p.code,
  portName: p.name,
  portCountry: p.country,
  portKind: p.kind,
  forwarderCode: fp.forwarderCode,
  cutoffDays: fp.cutoffDays,
  active: fp.active,
  remark: fp.remark,
  version: fp.version,
  updatedAt: isoTime(fp.updatedAt),
};
const fpScope = (actor: Actor) => and(eq(fp.contextId, actor.contextId), orgScope(actor, fp.orgId));

/** The list's query; its whitelist and export come from `forwarderPortResource` (contracts). */
export function forwarderPortList(actor: Actor): ResourceListQuery {
  return {
    select: fpSelect,
    from: (q) => q.from(fp).innerJoin(organizations, eq(organizations.id, fp.orgId)).innerJoin(p, eq(p.id, fp.portId)).$dynamic(),
    where: fpScope(actor),
    columns: {
      id: fp.id,
      orgId: fp.orgId,
      orgCode: organizations.code,
      orgName: organizations.name,
      portId: fp.portId,
      portCode: p.code,
      portName: p.name,
      portCountry: p.country,
      portKind: p.kind,
      forwarderCode: fp.forwarderCode,
      cutoffDays: fp.cutoffDays,
      active: fp.active,
      updatedAt: fp.updatedAt,
    },
    tieBreaker: fp.id,
  };
}

export async function getForwarderPort(db: DbOrTx, actor: Actor, id: number): Promise<ForwarderPortRow> {
  const [row] = await db
    .select(fpSelect)
    .from(fp)
    .innerJoin(organizations, eq(organizations.id, fp.orgId))
    .innerJoin(p, eq(p.id, fp.portId))
    .where(and(eq(fp.id, id), fpScope(actor)));
  if (!row) throw notFound("masterdata.forwarderPort");
  return row as ForwarderPortRow;
}

/** forwarderPort/saveAndUpdate: a forwarder's port (no id) or a change to one (id + version); org and port are fixed once created. */
export async function saveForwarderPort(ctx: CommandContext, input: ForwarderPortSave): Promise<number> {
  requireVersion(input);
  const { actor } = ctx;
  return runCommand(ctx, async (tx) => {
    const values = {
      forwarderCode: input.forwarderCode ?? null,
      cutoffDays: input.cutoffDays ?? 3,
      active: input.active ?? true,
      remark: input.remark ?? null,
    };
    const [port] = await tx
      .select()
      .from(p)
      .where(and(eq(p.contextId, actor.contextId), eq(p.id, input.portId)));
    if (!port) throw notFound("admin.port");
    if (input.id === undefined) {
      const org = await targetOrg(tx, actor, input.orgId, ["forwarder"], "masterdata.forwarderKind");
      const [clash] = await tx
        .select({ id: fp.id })
        .from(fp)
        .where(and(eq(fp.orgId, org.id), eq(fp.portId, port.id)));
      if (clash) throw duplicate("masterdata.forwarderPortExists", { code: port.code });
      const [row] = await tx
        .insert(fp)
        .values({ contextId: actor.contextId, orgId: org.id, portId: port.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: ForwarderPortAudit.entry("createForwarderPort", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const before = await loadScoped(tx, fp, input.id, actor, "masterdata.forwarderPort");
    checkVersion(before, input.version);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("orgId");
    if (input.portId !== before.portId) throw fixedField("portId");
    const [after] = await tx
      .update(fp)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(and(eq(fp.id, before.id), eq(fp.version, before.version)))
      .returning();
    if (!after) throw conflict();
    return {
      result: before.id,
      audit: ForwarderPortAudit.entry("updateForwarderPort", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
}

export async function deleteForwarderPort(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: fp,
    load: (tx) => loadScoped(tx, fp, id, ctx.actor, "masterdata.forwarderPort"),
    audit: { names: ForwarderPortAudit, command: "deleteForwarderPort" },
  });
}
