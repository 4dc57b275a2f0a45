import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db as IDatabase, fromPglite, type JobWithMetadata, PgBoss, type Queue } from "pg-boss";
import type { Locale } from "@entrepot/contracts";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/database.js";
import { type FileStore, openFileStore } from "../files/file-store.js";
import { translate } from "../i18n/messages.js";
import { periodicJobs, periodicQueue } from "./periodic.js";
import { runTask } from "./run.js";
import { tasks } from "./schema.js";
import "./messages.js";

export const TASK_QUEUE = "entrepot-tasks";
/** Where pg-boss puts a job whose retries are used up (a task interrupted too often): its worker marks the task failed. */
export const DEAD_QUEUE = "entrepot-tasks-dead";
/** A job a restart or a crash cut off is retried this many times before its task is marked failed. */
export const RETRY_LIMIT = 3;

export interface JobData {
  taskId: number;
}

const runners = new WeakMap<Db, JobRunner>();
/** The runner of the app whose database handle this is (startTask finds it through the command's db). */
export function runnerOf(db: unknown): JobRunner | undefined {
  return runners.get(db as Db);
}

export interface RunnerOptions {
  concurrency: number;
  heartbeatSeconds: number;
  /** Seconds between pg-boss supervision passes (which retry jobs whose node died). */
  superviseSeconds?: number;
  /** A list export of more rows than this runs in the background (config EXPORT_SYNC_MAX_ROWS). */
  exportSyncMaxRows?: number;
  /** Run the periodic jobs on their schedules (config PERIODIC_JOBS; default true). */
  periodic?: boolean;
}

/**
 * The durable job runner: a pg-boss queue in the same database (schema `pgboss`), worked by every app
 * node. PostgreSQL: pg-boss's own small pool; SKIP LOCKED hands each job to one node, a heartbeat
 * shows the node is alive, and a job whose node died is retried once the heartbeat lapses. PGlite:
 * pg-boss's PGlite adapter on the app's one connection; one process, so a restart retries at once
 * what the previous process left running. What people see is the `tasks` row (see run.ts).
 */
export class JobRunner {
  readonly files: FileStore;
  private boss: PgBoss | undefined;
  /** Aborted when the app closes: running handlers stop at their next step and resume elsewhere. */
  private readonly stopping = new AbortController();
  private state: "new" | "started" | "stopped" = "new";

  constructor(
    readonly database: Database,
    config: Pick<Config, "DATA_DIR">,
    readonly log: FastifyBaseLogger,
    private readonly opts: RunnerOptions,
  ) {
    this.files = openFileStore(config);
    runners.set(database.db, this);
  }

  get exportSyncMaxRows(): number {
    return this.opts.exportSyncMaxRows ?? 5000;
  }

  get started(): boolean {
    return this.state === "started";
  }

  async start(): Promise<void> {
    if (this.state !== "new") return;
    const pglite = this.database.kind === "pglite";
    const common = {
      schedule: false,
      supervise: true,
      superviseIntervalSeconds: this.opts.superviseSeconds ?? 5,
      monitorIntervalSeconds: this.opts.superviseSeconds ?? 5,
      useListenNotify: true,
      monitorVacuum: !pglite,
      reindex: !pglite,
    };
    let boss: PgBoss;
    if (pglite) {
      if (!this.database.pglite) throw new Error("JobRunner: the embedded database exposes no PGlite client");
      boss = new PgBoss({ ...common, db: fromPglite(this.database.pglite), backend: "pglite" });
    } else {
      if (!this.database.url) throw new Error("JobRunner: the PostgreSQL database exposes no URL");
      boss = new PgBoss({
        ...common,
        connectionString: this.database.url,
        max: Math.max(3, this.opts.concurrency + 2),
        application_name: "entrepot-jobs",
      });
    }
    boss.on("error", (err: unknown) => this.log.error({ err }, "job queue error"));
    boss.on("warning", (warning: unknown) => this.log.warn({ warning }, "job queue warning"));
    this.boss = boss;
    await boss.start();
    await this.ensureQueue(DEAD_QUEUE, { retryLimit: 5, retryDelay: 2, expireInSeconds: 300 });
    await this.ensureQueue(TASK_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      // a long billing run is fine: a live run keeps its heartbeat fresh (PostgreSQL)
      expireInSeconds: 23 * 3600,
      ...(pglite ? {} : { heartbeatSeconds: this.opts.heartbeatSeconds }),
      deadLetter: DEAD_QUEUE,
      notify: true,
    });
    // warms pg-boss's queue cache: a send inside an open transaction must not need a query of its own (PGlite has one connection)
    await boss.findJobs(TASK_QUEUE, { id: randomUUID() });
    await boss.findJobs(DEAD_QUEUE, { id: randomUUID() });
    if (pglite) await this.retryCutOff();
    await boss.work<JobData>(
      TASK_QUEUE,
      { localConcurrency: this.opts.concurrency, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2, includeMetadata: true },
      async ([job]) => {
        if (job) await runTask(this, job as JobWithMetadata<JobData>, AbortSignal.any([job.signal, this.stopping.signal]));
      },
    );
    await boss.work<JobData>(DEAD_QUEUE, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
      if (job) await this.markExhausted(job.data.taskId);
    });
    if (this.opts.periodic !== false) for (const job of periodicJobs()) await this.startPeriodic(job);
    this.state = "started";
  }

  /** Stops taking jobs, asks running handlers to stop (their jobs are retried on the next start), closes the pool. */
  async stop(): Promise<void> {
    if (this.state === "stopped") return;
    this.state = "stopped";
    this.stopping.abort();
    await this.boss?.stop({ graceful: true, timeout: 10_000, close: true });
    runners.delete(this.database.db);
  }

  /** A periodic job's queue and worker; the first run comes shortly after start (see periodic.ts). */
  private async startPeriodic(job: ReturnType<typeof periodicJobs>[number]): Promise<void> {
    const boss = this.boss!;
    const queue = periodicQueue(job);
    if (!(await boss.getQueue(queue))) {
      try {
        await boss.createQueue(queue, { policy: "stately", retryLimit: 0, expireInSeconds: Math.max(60, job.everySeconds * 10) });
      } catch (err) {
        if (!(await boss.getQueue(queue))) throw err;
      }
    }
    const next = (seconds: number) =>
      boss
        .send(queue, {}, { startAfter: seconds })
        .catch((err: unknown) => this.log.warn({ err, job: job.name }, "could not queue the next run"));
    await boss.work(queue, { pollingIntervalSeconds: 2 }, async () => {
      try {
        await job.run(this.database, this.log);
      } catch (err) {
        this.log.error({ err, job: job.name }, "periodic job failed");
      } finally {
        if (this.state === "started") await next(job.everySeconds);
      }
    });
    // a waiting run already queued (another node, an earlier start) makes this one a no-op
    await next(Math.min(job.everySeconds, 10));
  }

  private async ensureQueue(name: string, options: Omit<Queue, "name">): Promise<void> {
    const boss = this.boss!;
    const { heartbeatSeconds, deadLetter, notify, ...updatable } = options;
    if (!(await boss.getQueue(name))) {
      try {
        await boss.createQueue(name, options);
        return;
      } catch (err) {
        // another node created it meanwhile
        if (!(await boss.getQueue(name))) throw err;
      }
    }
    await boss.updateQueue(name, {
      ...updatable,
      heartbeatSeconds: heartbeatSeconds ?? null,
      ...(deadLetter ? { deadLetter } : {}),
      ...(notify !== undefined ? { notify } : {}),
    });
  }

  /**
   * Embedded database only: one process owns it, so a job still active when it starts was cut off by
   * a restart or a crash. Failing it now lets pg-boss retry it at once (or dead-letter it).
   */
  private async retryCutOff(): Promise<void> {
    const res = await this.database.query(`select id from pgboss.job where name = $1 and state = 'active'`, [TASK_QUEUE]);
    const ids = res.rows.map((r) => String(r.id));
    if (ids.length) {
      this.log.warn({ jobs: ids.length }, "retrying jobs a restart cut off");
      await this.boss!.fail(TASK_QUEUE, ids, { message: "cut off by a restart" });
    }
  }

  /** Queues a run of a task; `db` makes the job part of an open transaction (it then runs only if that commits). */
  async enqueue(taskId: number, db?: IDatabase): Promise<string> {
    if (this.state !== "started" || !this.boss) throw new Error("the job runner is not running");
    const id = await this.boss.send(TASK_QUEUE, { taskId } satisfies JobData, db ? { db } : {});
    if (!id) throw new Error("pg-boss did not queue the job");
    return id;
  }

  /** Takes a queued job off the queue (best effort: its run also checks the task's status). */
  async cancelJob(jobId: string): Promise<void> {
    try {
      await this.boss?.cancel(TASK_QUEUE, jobId);
    } catch (err) {
      this.log.warn({ err, jobId }, "could not cancel the job");
    }
  }

  /** A task whose job was interrupted more often than RETRY_LIMIT allows: failed, with its progress kept. */
  private async markExhausted(taskId: number): Promise<void> {
    const db = this.database.db;
    const [task] = await db.select({ locale: tasks.locale, attempts: tasks.attempts }).from(tasks).where(eq(tasks.id, taskId));
    if (!task) return;
    await db
      .update(tasks)
      .set({
        status: "failed",
        message: translate("task.exhausted", task.locale as Locale, { attempts: task.attempts }),
        runToken: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, taskId), inArray(tasks.status, ["queued", "running"])));
  }
}

/** Used by tests and the task centre: the jobs pg-boss holds for a task's queue, by state. */
export async function jobStates(database: Database, jobIds: string[]): Promise<Record<string, string>> {
  if (!jobIds.length) return {};
  const res = await database.db.execute(
    sql`select id::text, state::text from pgboss.job where id in (${sql.join(
      jobIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries((res as unknown as { rows: { id: string; state: string }[] }).rows.map((r) => [r.id, r.state]));
}
