import type { FastifyInstance } from "fastify";
import { type SQL, and, count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type PermissionCode, type WorkChart, type WorkTile, type WorkTileGroup, workBoardReply } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import type { Db, DbOrTx } from "../db/database.js";
import { defineRoute } from "../http/routes.js";

/**
 * The work home page's figures. A module declares its tiles on its AppModule (`workTiles`), each with the
 * permission that shows it, a count in the caller's data scope, and the list path that shows the same
 * rows (same filters), so a figure is always a link to exactly what it counts.
 */
export interface WorkTileDef {
  key: string;
  group: WorkTileGroup;
  label: WorkTile["label"];
  permission: PermissionCode;
  tone?: WorkTile["tone"];
  /** "percent": the figure is a share (capacity used), not a number of rows. */
  unit?: WorkTile["unit"];
  /** The rows counted, in the actor's scope; `days` are ISO dates around today (UTC). */
  count(db: DbOrTx, actor: Actor, days: WorkDays): Promise<number>;
  /** The list showing those rows: `path?search[OP_field]=value...`. */
  path(days: WorkDays): string;
}

export interface WorkDays {
  today: string;
  /** Today + 6 days: "this week" as the next seven days. */
  weekEnd: string;
}

export const defineWorkTile = (def: WorkTileDef): WorkTileDef => def;

/** A chart on the work home page (AppModule.workCharts): series per category in the actor's scope, linking to its report. */
export interface WorkChartDef {
  key: string;
  group: WorkTileGroup;
  label: WorkChart["label"];
  permission: PermissionCode;
  path: string;
  data(db: DbOrTx, actor: Actor): Promise<Pick<WorkChart, "categories" | "series">>;
}

export const defineWorkChart = (def: WorkChartDef): WorkChartDef => def;

/** A list path with its filters as the list screens keep them in the URL (`search[OP_field]`). */
export function listPath(path: string, filters: Record<string, string>): string {
  const q = Object.entries(filters)
    .map(([k, v]) => `search%5B${k}%5D=${encodeURIComponent(v)}`)
    .join("&");
  return q ? `${path}?${q}` : path;
}

/** `select count(*) from table where ...`: what most tiles are. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export function workDays(now = new Date()): WorkDays {
  return { today: isoDay(now), weekEnd: isoDay(new Date(now.getTime() + 6 * 86_400_000)) };
}

/** The tiles and charts the actor may see, counted side by side. */
export async function workBoard(
  db: Db,
  actor: Actor,
  tiles: readonly WorkTileDef[],
  charts: readonly WorkChartDef[] = [],
  now = new Date(),
) {
  const days = workDays(now);
  const mine = tiles.filter((t) => actor.permissions.has(t.permission));
  const myCharts = charts.filter((c) => actor.permissions.has(c.permission));
  const [counts, data] = await Promise.all([
    Promise.all(mine.map((t) => t.count(db, actor, days))),
    Promise.all(myCharts.map((c) => c.data(db, actor))),
  ]);
  return {
    today: days.today,
    tiles: mine.map((t, i) => ({
      key: t.key,
      group: t.group,
      label: t.label,
      count: counts[i]!,
      path: t.path(days),
      tone: t.tone ?? "normal",
      unit: t.unit ?? "count",
    })),
    charts: myCharts.map((c, i) => ({ key: c.key, group: c.group, label: c.label, path: c.path, ...data[i]! })),
  };
}

export function registerWorkRoutes(
  app: FastifyInstance,
  db: Db,
  tiles: readonly WorkTileDef[],
  charts: readonly WorkChartDef[] = [],
): void {
  const keys = new Set<string>();
  for (const t of [...tiles, ...charts]) {
    if (keys.has(t.key)) throw new Error(`work tile ${t.key} is declared twice`);
    keys.add(t.key);
  }
  defineRoute(app, "GET", "/api/home/work", {
    access: "@authenticated",
    schema: {
      summary: "The work home page: the caller's figures (arrivals, receipts, orders to ship...), each with the filtered list it counts",
      tags: ["home"],
      response: { 200: workBoardReply },
    },
    handler: async (req) => workBoard(db, req.actor!, tiles, charts),
  });
}

/**
 * The usual tile: documents of one status in the caller's scope (optionally more conditions, with the
 * list filters that say the same), linking to the list filtered by that status.
 */
export function statusTile(def: {
  key: string;
  group: WorkTileGroup;
  label: WorkTile["label"];
  permission: PermissionCode;
  tone?: WorkTile["tone"];
  table: PgTable;
  status: { column: AnyPgColumn; value: string };
  scope: (actor: Actor) => SQL;
  listPath: string;
  /** Further conditions and their list filters (e.g. an ETA window). */
  more?: (days: WorkDays) => { where: SQL; filters: Record<string, string> };
}): WorkTileDef {
  return {
    key: def.key,
    group: def.group,
    label: def.label,
    permission: def.permission,
    tone: def.tone,
    count: (db, actor, days) =>
      countRows(db, def.table, and(eq(def.status.column, def.status.value), def.scope(actor), def.more?.(days).where)),
    path: (days) => listPath(def.listPath, { EQ_status: def.status.value, ...def.more?.(days).filters }),
  };
}
