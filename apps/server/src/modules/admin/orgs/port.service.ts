import { and, eq, ne } from "drizzle-orm";
import type { SystemPortSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { badRequest, duplicate, notFound } from "../../../platform/http/errors.js";
import { ucPorts } from "./orgs.schema.js";
import { checkVersion, requireVersion } from "../../../platform/crud/index.js";
import { UcPortAudit } from "../audit.js";
import { deleteRecord } from "../../../platform/crud/index.js";

/**
 * Commands on the context's ports (`uc_ports`, read by GET /api/v2/ucPort/list). The master-data module
 * serves them as systemPort/saveAndUpdate and systemPort/delete; a port another table refers to is
 * protected by the caller's `assertUnused` check, run inside the delete's transaction.
 */

export type PortRow = typeof ucPorts.$inferSelect;
type PortInput = Omit<SystemPortSave, "state"> & { state: string | null };

export async function loadPort(db: DbOrTx, actor: Actor, id: number): Promise<PortRow> {
  const [row] = await db
    .select()
    .from(ucPorts)
    .where(and(eq(ucPorts.contextId, actor.contextId), eq(ucPorts.id, id)));
  if (!row) throw notFound("admin.port");
  return row;
}

async function lockPort(tx: Tx, actor: Actor, id: number): Promise<PortRow> {
  const [row] = await tx
    .select()
    .from(ucPorts)
    .where(and(eq(ucPorts.contextId, actor.contextId), eq(ucPorts.id, id)))
    .for("update");
  if (!row) throw notFound("admin.port");
  return row;
}

/** Creates a port (no id) or updates one (id + the version read; its code is fixed). Returns the port's id. */
export async function savePort(ctx: CommandContext, input: PortInput): Promise<number> {
  requireVersion(input);
  return runCommand(ctx, async (tx) => {
    const values = { code: input.code.toUpperCase(), name: input.name, country: input.country, state: input.state, kind: input.kind };
    const [clash] = await tx
      .select({ id: ucPorts.id })
      .from(ucPorts)
      .where(
        and(
          eq(ucPorts.contextId, ctx.actor.contextId),
          eq(ucPorts.code, values.code),
          input.id === undefined ? undefined : ne(ucPorts.id, input.id),
        ),
      );
    if (input.id === undefined) {
      if (clash) throw duplicate("admin.portCodeExists", { code: values.code });
      const [row] = await tx
        .insert(ucPorts)
        .values({ contextId: ctx.actor.contextId, ...values })
        .returning();
      return { result: row!.id, audit: UcPortAudit.entry("createPort", AuditAction.create, { entityId: row!.id, after: row }) };
    }
    const before = await lockPort(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (before.code !== values.code) throw badRequest("admin.portCodeFixed", {}, [{ path: "body.code", message: "cannot change" }]);
    const [after] = await tx
      .update(ucPorts)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(ucPorts.id, before.id))
      .returning();
    return { result: before.id, audit: UcPortAudit.entry("updatePort", AuditAction.update, { entityId: before.id, before, after }) };
  });
}

/** Deletes a port; `assertUnused` (run in the same transaction, after the row is locked) throws when something still uses it. */
export async function deletePort(ctx: CommandContext, id: number, assertUnused?: (tx: Tx, port: PortRow) => Promise<void>): Promise<void> {
  await deleteRecord(ctx, {
    table: ucPorts,
    load: (tx) => lockPort(tx, ctx.actor, id),
    audit: { names: UcPortAudit, command: "deletePort" },
    before: assertUnused,
  });
}
