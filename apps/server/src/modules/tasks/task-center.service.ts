import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { TaskDetail, TaskRow, TaskService } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope } from "../../platform/access/scope.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { businessRule, notFound } from "../../platform/http/errors.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { mayRun, type TaskRecord, taskKinds, tasks } from "../../platform/jobs/index.js";
import { isoTime } from "../../platform/db/columns.js";

/**
 * The task centre: a person sees the tasks they started; a holder of `reports:task:readAll` sees every
 * task of the orgs in their data scope. Another org's task (or, without readAll, another person's) is a 404.
 */
export function visibleTasks(actor: Actor): SQL {
  const scope = orgScope(actor, tasks.orgId);
  return actor.permissions.has("reports:task:readAll") ? scope : and(scope, eq(tasks.userId, actor.userId))!;
}

/** The tasks the actor may cancel or retry: their own, or any they can see with `reports:task:manage`. */
function actionableTasks(actor: Actor): SQL {
  const own = and(orgScope(actor, tasks.orgId), eq(tasks.userId, actor.userId))!;
  return actor.permissions.has("reports:task:manage") ? or(own, visibleTasks(actor))! : own;
}

/** The kinds' names in the caller's language, as one SQL expression (the list sorts and filters on it). */
function serviceName(actor: Actor): SQL<string> {
  const kinds = taskKinds();
  if (!kinds.length) return sql<string>`${tasks.service}`;
  const whens = kinds.map((k) => sql`when ${k.service} then ${k.title[actor.locale]}`);
  return sql<string>`(case ${tasks.service} ${sql.join(whens, sql` `)} else ${tasks.service} end)`;
}

function rowSelect(actor: Actor) {
  return {
    id: tasks.id,
    service: tasks.service,
    serviceName: serviceName(actor),
    title: sql<string>`(${tasks.title} ->> ${actor.locale})`,
    status: tasks.status,
    progressDone: tasks.progressDone,
    progressTotal: tasks.progressTotal,
    percent: sql<
      number | null
    >`(case when ${tasks.status} = 'succeeded' then 100 when ${tasks.progressTotal} > 0 then least(100, floor(${tasks.progressDone} * 100.0 / ${tasks.progressTotal}))::int else null end)`,
    errorCount: tasks.errorCount,
    hasResult: sql<boolean>`(${tasks.resultFileKey} is not null)`,
    resultFileName: tasks.resultFileName,
    attempts: tasks.attempts,
    cancelRequested: sql<boolean>`(${tasks.cancelRequestedAt} is not null and ${tasks.status} = 'running')`,
    orgId: tasks.orgId,
    orgName: organizations.name,
    userId: tasks.userId,
    userName: users.fullName,
    mine: sql<boolean>`(${tasks.userId} = ${actor.userId})`,
    createdAt: isoTime(tasks.createdAt),
    startedAt: sql<string | null>`${isoTime(sql`${tasks.startedAt}`)}`,
    finishedAt: sql<string | null>`${isoTime(sql`${tasks.finishedAt}`)}`,
  };
}

export function taskListSpec(actor: Actor): ListSpec {
  return {
    select: rowSelect(actor),
    from: (q) =>
      q.from(tasks).innerJoin(organizations, eq(organizations.id, tasks.orgId)).innerJoin(users, eq(users.id, tasks.userId)).$dynamic(),
    where: visibleTasks(actor),
    fields: {
      id: { column: tasks.id, type: "int" },
      service: { column: tasks.service, type: "string" },
      title: { column: sql`(${tasks.title} ->> ${actor.locale})`, type: "string" },
      status: { column: tasks.status, type: "string" },
      orgId: { column: tasks.orgId, type: "int" },
      userId: { column: tasks.userId, type: "int" },
      mine: { column: sql`(${tasks.userId} = ${actor.userId})`, type: "bool", sort: false },
      createdAt: { column: tasks.createdAt, type: "timestamp" },
      finishedAt: { column: tasks.finishedAt, type: "timestamp" },
    },
    defaultSort: { field: "createdAt", dir: "desc" },
    tieBreaker: tasks.id,
  };
}

async function loadVisible(db: DbOrTx, actor: Actor, id: number): Promise<TaskRecord> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), visibleTasks(actor)))
    .limit(1);
  if (!row) throw notFound("task.entity");
  return row;
}

/** For cancelTask/retryTask: the task, locked, if the actor may act on it; 404 otherwise (also for a task they only see). */
export async function loadForAction(tx: Tx, actor: Actor, id: number): Promise<TaskRecord> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), actionableTasks(actor)))
    .for("update");
  if (!row) throw notFound("task.entity");
  return row;
}

export async function getTask(db: DbOrTx, actor: Actor, id: number): Promise<TaskDetail> {
  // one query, one snapshot: a task finishing between two reads would show "finished" without its result
  const [found] = await db
    .select({
      row: rowSelect(actor),
      errors: tasks.errors,
      result: tasks.result,
      message: tasks.message,
      status: tasks.status,
      cancelRequestedAt: tasks.cancelRequestedAt,
      actionable: sql<boolean>`(${actionableTasks(actor)})`,
    })
    .from(tasks)
    .innerJoin(organizations, eq(organizations.id, tasks.orgId))
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(and(eq(tasks.id, id), visibleTasks(actor)));
  if (!found) throw notFound("task.entity");
  return {
    ...(found.row as TaskRow),
    errors: found.errors,
    result: found.result ?? null,
    message: found.message,
    canCancel: found.actionable && (found.status === "queued" || (found.status === "running" && !found.cancelRequestedAt)),
    canRetry: found.actionable && found.status === "failed",
  };
}

/** The result file of a task the actor sees (another org's task is a 404). */
export async function readResult(
  db: DbOrTx,
  store: FileStore,
  actor: Actor,
  id: number,
): Promise<{ bytes: Buffer; fileName: string; mime: string }> {
  const task = await loadVisible(db, actor, id);
  if (!task.resultFileKey) throw businessRule("task.noResult");
  return {
    bytes: await store.get(task.resultFileKey),
    fileName: task.resultFileName ?? `task-${id}`,
    mime: task.resultMime ?? "application/octet-stream",
  };
}

/** findService: the kinds of task the caller may start, named in their language. */
export function findServices(actor: Actor): TaskService[] {
  return taskKinds()
    .filter((k) => k.listed !== false && mayRun(actor, k))
    .map((k) => ({ service: k.service, name: k.title[actor.locale] }))
    .sort((a, b) => a.service.localeCompare(b.service));
}
