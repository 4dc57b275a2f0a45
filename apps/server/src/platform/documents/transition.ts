import { and, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../access/actor.js";
import { orgScope } from "../access/scope.js";
import { type CommandContext, runCommand } from "../audit/command.js";
import type { Tx } from "../db/database.js";
import { now } from "../clock.js";
import { AppError, businessRule, conflict, notFound } from "../http/errors.js";
import { defineEvent, emit, type EventDef } from "./events.js";
import type { GuardContext, Machine } from "./state-machine.js";

/**
 * THE transition runner (ARCHITECTURE §5): every status change of a document goes through it.
 *
 *   1. one transaction (runCommand: the audit row commits with the change);
 *   2. load the row in the caller's scope, locked FOR UPDATE (another org's id: 404);
 *   3. the state check: a transition that may not start from the row's state is a 409 STATE_CONFLICT
 *      naming the state and the transition, in the caller's language;
 *   4. the version check, when the command sent one (stale: 409 CONFLICT);
 *   5. the machine's guards (a refusal: 422 with its message);
 *   6. `apply`: the transition's own work (rows it creates, checks that need the database, columns it sets
 *      beside the status);
 *   7. the status column set to the target state (only here: `apply` may not set it), the version bumped;
 *   8. the event `<machine>.<transition>` emitted: listeners run in this transaction, outbox rows are written;
 *   9. the audit row with the transition's action code.
 */

/** How a document's table holds its state. Declare it once per document, beside the module's service. */
export interface DocumentTable<Row extends Record<string, unknown>, S extends string, T extends string> {
  machine: Machine<S, T, GuardContext<Row, never, Actor>>;
  table: PgTable & { id: AnyPgColumn };
  /** The row's field holding the state (e.g. `status`; `active` for a flag, with a codec). */
  statusKey: keyof Row & string;
  /** When the column does not store the state's name (a boolean, a spec code): how to read and write it. */
  codec?: { read(value: unknown): S | undefined; write(state: S): unknown };
  /**
   * Loads and locks the row in the actor's scope (404 outside it). Default: by id, narrowed by
   * `orgScope(actor, table.orgId)`, FOR UPDATE. A document with another scope (context-wide registrations,
   * a user the actor must also be allowed to manage) passes its own loader, built on the same scope helper.
   */
  lock?: (tx: Tx, actor: Actor, id: number) => Promise<Row>;
  /** What the audit row shows of the row (default: all of it). Leave secrets out (password hashes...). */
  auditView?: (row: Row) => unknown;
  /** The org the audit row and the event are about (default: the row's `orgId`). */
  orgOf?: (row: Row) => number | null;
}

/** The payload of every transition event: enough for a listener to load what it needs in the same transaction. */
export interface TransitionEvent<S extends string = string, T extends string = string> {
  entity: string;
  id: number;
  orgId: number | null;
  transition: T;
  from: S;
  to: S;
  actorUserId: number;
  /** What the transition's `apply` chose to add (the created org id, the reason...). */
  data: Record<string, unknown>;
}

/** The event a transition emits: `transitionEvent(registrationMachine, "accept")` is `admin.registration.accept`. */
export function transitionEvent<S extends string, T extends string>(
  machine: Machine<S, T, never>,
  transition: T,
): EventDef<TransitionEvent<S, T>> {
  return defineEvent<TransitionEvent<S, T>>(`${machine.name}.${transition}`);
}

export interface ApplyContext<Row, S extends string> {
  tx: Tx;
  row: Row;
  from: S;
  to: S;
  actor: Actor;
}

export interface Applied<R> {
  /** Columns to set beside the status (never the status itself). */
  set?: Record<string, unknown>;
  result?: R;
  /** Overrides of the audit row: its command name (default `<transition>` + entity), before/after views. */
  audit?: { command?: string; before?: unknown; after?: unknown; orgId?: number | null };
  /** Added to the event's `data`. */
  event?: Record<string, unknown>;
}

export interface TransitionOptions<Row, S extends string, R> {
  /** The command's input: what guards see as `input`. */
  input?: unknown;
  /** The version the caller read: checked when given. */
  version?: number;
  apply?: (ctx: ApplyContext<Row, S>) => Promise<Applied<R> | void>;
  /** The audit row's command name (e.g. `bypassRegistration`); default `<transition><Entity>`. */
  command?: string;
}

export interface TransitionResult<Row, S extends string, R> {
  before: Row;
  after: Row;
  from: S;
  to: S;
  result: R | undefined;
}

/** 409 naming the document's state and the refused transition, both in the caller's language. */
export function stateConflict(machine: Machine<string, string, never>, state: string, transition: string): AppError {
  return new AppError(409, "STATE_CONFLICT", {
    entityKey: machine.entityKey ?? machine.entity,
    state: machine.states[state] ?? state,
    transition: machine.transitions[transition]?.label ?? transition,
  });
}

async function defaultLock(
  tx: Tx,
  actor: Actor,
  table: PgTable & { id: AnyPgColumn },
  id: number,
  entityKey: string,
): Promise<Record<string, unknown>> {
  const orgId = (table as unknown as { orgId?: AnyPgColumn }).orgId;
  if (!orgId) throw new Error("runTransition: a table without org_id needs its own `lock`");
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), orgScope(actor, orgId)))
    .for("update");
  if (!row) throw notFound(entityKey);
  return row as Record<string, unknown>;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export async function runTransition<Row extends Record<string, unknown>, S extends string, T extends string, R = undefined>(
  ctx: CommandContext,
  doc: DocumentTable<Row, S, T>,
  transition: T,
  id: number,
  opts: TransitionOptions<Row, S, R> = {},
): Promise<TransitionResult<Row, S, R>> {
  const { machine } = doc;
  const def = machine.transitions[transition];
  if (!def) throw new Error(`runTransition: ${machine.name} has no transition ${transition}`);
  const entityKey = machine.entityKey ?? machine.entity;
  return runCommand(ctx, async (tx) => {
    const row = doc.lock ? await doc.lock(tx, ctx.actor, id) : ((await defaultLock(tx, ctx.actor, doc.table, id, entityKey)) as Row);
    const raw = row[doc.statusKey];
    const from = doc.codec ? doc.codec.read(raw) : machine.isState(raw) ? raw : undefined;
    if (from === undefined) throw stateConflict(machine as never, String(raw), transition);
    const checked = machine.check(from, transition, { row, input: opts.input as never, actor: ctx.actor });
    if (!checked.ok && checked.reason === "state") throw stateConflict(machine as never, from, transition);
    if (opts.version !== undefined && row.version !== opts.version) throw conflict();
    if (!checked.ok && checked.reason === "guard") throw businessRule(checked.refusal.key, checked.refusal.params ?? {});
    const to = def.to;
    const applied = (await opts.apply?.({ tx, row, from, to, actor: ctx.actor })) ?? {};
    if (applied.set && doc.statusKey in applied.set)
      throw new Error(`runTransition: ${machine.name}.${transition} may not set ${doc.statusKey} itself`);
    const set: Record<string, unknown> = { ...applied.set, [doc.statusKey]: doc.codec ? doc.codec.write(to) : to };
    if (typeof row.version === "number") set.version = row.version + 1;
    if ("updatedAt" in row) set.updatedAt = now();
    const [after] = (await tx
      .update(doc.table)
      .set(set as never)
      .where(eq(doc.table.id, id))
      .returning()) as Row[];
    const orgId =
      applied.audit?.orgId !== undefined
        ? applied.audit.orgId
        : doc.orgOf
          ? doc.orgOf(after!)
          : ((after!.orgId as number | null | undefined) ?? null);
    const payload: TransitionEvent<S, T> = {
      entity: machine.entity,
      id,
      orgId,
      transition,
      from,
      to,
      actorUserId: ctx.actor.userId,
      data: applied.event ?? {},
    };
    await emit(tx, transitionEvent(machine as never, transition), payload, { actor: ctx.actor, requestId: ctx.requestId, orgId });
    const view = doc.auditView ?? ((r: Row) => r);
    return {
      result: { before: row, after: after!, from, to, result: applied.result },
      audit: {
        action: def.action,
        command: opts.command ?? applied.audit?.command ?? `${transition}${capitalise(machine.entity)}`,
        entity: machine.entity,
        entityId: id,
        orgId,
        before: applied.audit?.before ?? view(row),
        after: applied.audit?.after ?? view(after!),
      },
    };
  });
}
