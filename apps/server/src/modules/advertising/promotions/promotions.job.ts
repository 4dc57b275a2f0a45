import { and, asc, eq, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { now } from "../../../platform/clock.js";
import type { Database } from "../../../platform/db/database.js";
import { AppError } from "../../../platform/http/errors.js";
import { definePeriodicJob } from "../../../platform/jobs/periodic.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { marketplaceZoneSql } from "../reports/report-source.js";
import { adPromotions } from "../schema.js";
import { endPromotion, startPromotion } from "./promotions.commands.js";
import { actorForOrg } from "./promotions.push.js";

/**
 * The promotions' schedule: an approved promotion starts running when its window opens, a running one ends
 * when its window closes (one that was approved and whose window has already passed does both). Each move
 * is the machine's transition, made by the platform for the seller. Windows are on the marketplace's clock
 * (as Amazon runs them: a US coupon opens at midnight in Los Angeles, a Japanese one in Tokyo): a day-long
 * kind opens at its start date's 00:00 and closes after its end date; a lightning deal opens at its start
 * hour and closes `duration_hours` later.
 */

const p = adPromotions;
const zone = marketplaceZoneSql(storeAccounts.countryCode);
const startsAt = sql`((${p.startDate} + make_interval(hours => coalesce(${p.startHour}, 0)::int))::timestamp at time zone ${zone})`;
const endsAt = sql`(case when ${p.durationHours} is not null
  then ((${p.startDate} + make_interval(hours => (${p.startHour} + ${p.durationHours})::int))::timestamp at time zone ${zone})
  else ((${p.endDate} + 1)::timestamp at time zone ${zone}) end)`;

export interface ScheduleReport {
  started: number;
  ended: number;
  /** Moved by someone else between the sweep's read and its move (cancelled meanwhile): left as they are. */
  skipped: number;
}

/** One sweep at `at` (the clock's now by default; tests pass the moment they mean). */
export async function runPromotionSchedule(database: Pick<Database, "db">, at: Date = now()): Promise<ScheduleReport> {
  const db = database.db;
  const when = at.toISOString();
  const due = await db
    .select({ id: p.id, orgId: p.orgId, status: p.status, ended: sql<boolean>`${endsAt} <= ${when}::timestamptz` })
    .from(p)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, p.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(
      or(
        and(eq(p.status, "approved"), sql`${startsAt} <= ${when}::timestamptz`),
        and(eq(p.status, "running"), sql`${endsAt} <= ${when}::timestamptz`),
      ),
    )
    .orderBy(asc(p.id))
    .limit(1000);
  const report: ScheduleReport = { started: 0, ended: 0, skipped: 0 };
  for (const row of due) {
    const ctx = { db, actor: await actorForOrg(db, row.orgId), requestId: "advertising.promotionSchedule" };
    try {
      if (row.status === "approved") {
        await startPromotion(ctx, row.id);
        report.started++;
      }
      if (row.ended) {
        await endPromotion(ctx, row.id);
        report.ended++;
      }
    } catch (err) {
      if (!(err instanceof AppError && err.status === 409)) throw err;
      report.skipped++;
    }
  }
  return report;
}

export const PROMOTION_SCHEDULE_SECONDS = 60;

export const promotionScheduleJob = definePeriodicJob({
  name: "advertising.promotionSchedule",
  everySeconds: PROMOTION_SCHEDULE_SECONDS,
  run: async (database, log: FastifyBaseLogger) => {
    const r = await runPromotionSchedule(database);
    if (r.started || r.ended || r.skipped) log.info({ promotions: r }, "promotion schedule");
  },
});
