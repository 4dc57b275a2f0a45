import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { UNSOURCED_DISPOSE_DAYS } from "@entrepot/contracts";
import { systemActor } from "../../../platform/access/actor.js";
import type { Database } from "../../../platform/db/database.js";
import { translate } from "../../../platform/i18n/messages.js";
import { organizations } from "../../../platform/identity/schema.js";
import { definePeriodicJob } from "../../../platform/jobs/periodic.js";
import { disposeReceipt } from "./unsourced.commands.js";
import { unsourcedReceipts } from "./unsourced.schema.js";

/**
 * A parcel nobody claimed for UNSOURCED_DISPOSE_DAYS is disposed of by the platform itself, so the warehouse
 * does not have to remember to press the button. Each one is the same `dispose` transition a person runs
 * (its guard, audit row and event), as the holding operator's system actor, one transaction each, at the version
 * read: a parcel claimed or corrected in the meantime is refused (409) and skipped, never disposed of unseen.
 */
export async function disposeUnclaimed(database: Database, log: FastifyBaseLogger): Promise<number> {
  const due = await database.db
    .select({
      id: unsourcedReceipts.id,
      version: unsourcedReceipts.version,
      receiptNo: unsourcedReceipts.receiptNo,
      org: {
        id: organizations.id,
        contextId: organizations.contextId,
        kind: organizations.kind,
        code: organizations.code,
        name: organizations.name,
      },
    })
    .from(unsourcedReceipts)
    .innerJoin(organizations, eq(organizations.id, unsourcedReceipts.orgId))
    .where(
      and(
        eq(unsourcedReceipts.status, "received"),
        // the guard counts whole days held; this only picks the candidates
        lte(unsourcedReceipts.receivedAt, sql`now() - make_interval(days => ${UNSOURCED_DISPOSE_DAYS})`),
      ),
    )
    .orderBy(asc(unsourcedReceipts.id))
    .limit(500);
  // stored once, read by staff of either language
  const params = { days: UNSOURCED_DISPOSE_DAYS };
  const reason = `${translate("inbound.unsourcedAutoDisposed", "zh-CN", params)} / ${translate("inbound.unsourcedAutoDisposed", "en-US", params)}`;
  let disposed = 0;
  for (const r of due) {
    try {
      await disposeReceipt(
        { db: database.db, actor: systemActor(r.org), requestId: "unsourced.disposal" },
        { id: r.id, version: r.version, reason },
      );
      disposed++;
    } catch (err) {
      // one parcel's refusal (claimed meanwhile) never stops the others
      log.warn({ err, receipt: r.receiptNo }, "inbound: unclaimed parcel not disposed");
    }
  }
  if (disposed) log.info({ disposed }, "inbound: unclaimed parcels disposed");
  return disposed;
}

/** Every hour (declared on the module). */
export const unclaimedDisposalJob = definePeriodicJob({
  name: "inbound.unclaimedDisposal",
  everySeconds: 3600,
  run: async (database, log) => void (await disposeUnclaimed(database, log)),
});
