import type { Readable } from "node:stream";
import type { z } from "zod";
import type { Locale, PermissionCode, TaskError } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import type { Db, Tx } from "../db/database.js";
import type { FileStore } from "../files/file-store.js";
import type { Message } from "../i18n/messages.js";
import type { TaskRecord } from "./schema.js";

/** What a handler gets for one run of a task. Every write is fenced to this run (see runner.ts). */
export interface TaskContext<P = unknown> {
  /** The task row as this run started (attempts counts this run). */
  readonly task: Readonly<TaskRecord>;
  readonly params: P;
  /** What an earlier, cut-off run saved with saveCheckpoint (null on a first run). */
  readonly checkpoint: unknown;
  /** The starting user as they are now (permissions checked again at run time). */
  readonly actor: Actor;
  /** The starter's language: write result files and messages in it. */
  readonly locale: Locale;
  readonly db: Db;
  readonly files: FileStore;
  /** Aborted when the node shuts down or the run lost its claim: stop and let the run resume elsewhere. */
  readonly signal: AbortSignal;
  /** Reports progress; throws (ending the run) when the task was cancelled or the node is stopping. Cheap to call per row. */
  progress(done: number, total?: number | null): Promise<void>;
  /** Saves where a resumed run should continue (and progress with it). */
  saveCheckpoint(checkpoint: unknown, progress?: { done: number; total?: number | null }): Promise<void>;
  /** Stores the result file (an .xlsx, a PDF...) in the file store; the owner downloads it from the task centre. */
  saveResult(file: { data: Buffer } | { stream: Readable }, meta: { fileName: string; mime: string }): Promise<void>;
  /** Adds errors the task centre shows (row numbers are spreadsheet rows, as the user sees them). */
  addErrors(errors: TaskError[]): Promise<void>;
  /** True once someone asked to cancel the task. */
  cancelled(): Promise<boolean>;
  /**
   * One transaction that commits only while this run still owns the task and no cancel was asked:
   * put the run's real effect (saving imported rows...) in it. `then.checkpoint`/`then.progress` are
   * saved in the same transaction, so a step and the mark that it was done commit together (a resumed
   * run never repeats a committed step).
   */
  transaction<T>(
    fn: (tx: Tx) => Promise<T>,
    then?: { checkpoint?: unknown; progress?: { done: number; total?: number | null } },
  ): Promise<T>;
  /** A message in the starter's language. */
  text(message: Message, params?: Record<string, unknown>): string;
}

/** How a run ended, when it did not throw. Without one the task succeeded. */
export interface TaskOutcome {
  status?: "succeeded" | "failed";
  /** A closing note or the reason it failed, in the starter's language. */
  message?: string;
  /** A summary for the task centre (counts...). */
  result?: Record<string, unknown>;
}

export interface TaskKind<P = unknown> {
  /** The kind's code, e.g. `catalog.productImport`; unique. */
  service: string;
  title: Message;
  /**
   * Who may start it, checked again when it runs. `@authenticated` for kinds that check per call
   * (a list export checks the list's own permission).
   */
  permission: PermissionCode | "@authenticated";
  /** Checks the parameters when the task starts (400 with field paths) and again when it runs. */
  params?: z.ZodType<P>;
  /** false keeps it out of findService (kinds started only by the platform). */
  listed?: boolean;
  run(ctx: TaskContext<P>): Promise<TaskOutcome | void>;
}

const registry = new Map<string, TaskKind<never>>();

/**
 * Describes a kind of background task (typed by its params). It does nothing else: the module lists it in
 * its `AppModule.taskKinds` and the platform registers it when it builds the app (platform/module.ts), so
 * every app node, built from the same modules, runs the same kinds.
 */
export function defineTaskKind<P>(kind: TaskKind<P>): TaskKind<P> {
  if (!/^[a-z][\w.-]{1,63}$/i.test(kind.service)) throw new Error(`defineTaskKind: bad service code ${kind.service}`);
  return kind;
}

/** Registers a kind (the platform, from the modules' declarations; tests for their own kinds). Again: replaces. */
export function registerTaskKind<P>(kind: TaskKind<P>): TaskKind<P> {
  registry.set(defineTaskKind(kind).service, kind as unknown as TaskKind<never>);
  return kind;
}

export function taskKind(service: string): TaskKind<unknown> | undefined {
  return registry.get(service) as TaskKind<unknown> | undefined;
}

export function taskKinds(): TaskKind<unknown>[] {
  return [...registry.values()] as TaskKind<unknown>[];
}

/** Whether an actor may start (and run) a kind. */
export function mayRun(actor: Actor, kind: TaskKind<unknown>): boolean {
  return kind.permission === "@authenticated" || actor.permissions.has(kind.permission);
}
