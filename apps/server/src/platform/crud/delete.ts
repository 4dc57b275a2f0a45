import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { AuditAction } from "../audit/audit.js";
import { type CommandContext, runCommand } from "../audit/command.js";
import type { AuditNames } from "../audit/names.js";
import type { Tx } from "../db/database.js";
import { refuseIfUsed } from "../db/usage.js";
import type { Message } from "../i18n/messages.js";

export interface DeleteSpec<Row extends { id: number }, E extends string, C extends string> {
  table: PgTable & { id: AnyPgColumn };
  /** The row in the caller's scope, locked (`loadScoped(tx, table, id, actor, entityKey)` or the module's own `lock...`): another org's id is a 404. */
  load: (tx: Tx) => Promise<Row>;
  /** The audit names and the command: the audit row is `delete` (300) with the row as `before`. */
  audit: { names: AuditNames<E, C>; command: C };
  /**
   * The usage check: `entity` is the usage registry's key (platform/db/usage.ts), `name` what the 409
   * calls the record, `own` the owner's own users (sub-records) with their counts.
   */
  usage?: { entity: string; name: (row: Row) => string; own?: (tx: Tx, row: Row) => Promise<{ label: Message; count: number }[]> };
  /** Other refusals or cleanup before the row goes (sub-rows, sort order...), in the same transaction. */
  before?: (tx: Tx, row: Row) => Promise<void>;
  /** What the audit row keeps of the row (default: all of it); leave secrets out (account numbers...). */
  auditView?: (row: Row) => unknown;
}

/**
 * The delete command every plain resource has: load in scope (404), refuse while used (409 naming the
 * users), delete, audit row; one transaction. Answers the deleted row.
 *
 *   await deleteRecord(ctx, { table: productLines, load: (tx) => lockLine(tx, ctx.actor, id),
 *     audit: { names: ProductLineAudit, command: "deleteProductLine" }, usage: { entity: "product_line", name: (r) => r.code } });
 */
export async function deleteRecord<Row extends { id: number; orgId?: number | null }, E extends string, C extends string>(
  ctx: CommandContext,
  spec: DeleteSpec<Row, E, C>,
): Promise<Row> {
  return runCommand(ctx, async (tx) => {
    const row = await spec.load(tx);
    if (spec.usage)
      await refuseIfUsed(tx, spec.usage.entity, row.id, spec.usage.name(row), spec.usage.own ? await spec.usage.own(tx, row) : []);
    await spec.before?.(tx, row);
    await tx.delete(spec.table).where(eq(spec.table.id, row.id));
    return {
      result: row,
      audit: spec.audit.names.entry(spec.audit.command, AuditAction.delete, {
        entityId: row.id,
        orgId: row.orgId ?? undefined,
        before: spec.auditView ? spec.auditView(row) : row,
      }),
    };
  });
}
