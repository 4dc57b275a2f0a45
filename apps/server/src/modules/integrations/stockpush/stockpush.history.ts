import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { storeAccounts } from "../../masterdata/index.js";
import { stockPushHistory } from "./stockpush.schema.js";

/** The push history in the caller's scope; filters, export and the pushed-quantity summary come from the resource. */
export function stockPushHistoryList(actor: Actor): ResourceListQuery {
  return {
    select: {
      id: stockPushHistory.id,
      orgId: stockPushHistory.orgId,
      orgName: organizations.name,
      storeAccountId: stockPushHistory.storeAccountId,
      storeAccount: storeAccounts.title,
      listingSku: stockPushHistory.listingSku,
      productId: stockPushHistory.productId,
      sku: stockPushHistory.sku,
      available: stockPushHistory.available,
      previousQty: stockPushHistory.previousQty,
      newQty: stockPushHistory.newQty,
      status: sql<"pushed" | "unchanged" | "failed">`${stockPushHistory.status}`,
      error: stockPushHistory.error,
      trigger: stockPushHistory.trigger,
      createdAt: isoTime(stockPushHistory.createdAt),
    },
    from: (q) =>
      q
        .from(stockPushHistory)
        .innerJoin(organizations, eq(organizations.id, stockPushHistory.orgId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, stockPushHistory.storeAccountId))
        .$dynamic(),
    where: and(orgScope(actor, stockPushHistory.orgId), storeAccountScope(actor, stockPushHistory.storeAccountId))!,
    tieBreaker: stockPushHistory.id,
    columns: { status: stockPushHistory.status },
    summary: { newQty: stockPushHistory.newQty },
  };
}
