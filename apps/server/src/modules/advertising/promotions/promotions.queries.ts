import { and, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { PromotionRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { products } from "../../catalog/index.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adScope } from "../queries.js";
import { adPromotionDaily, adPromotions } from "../schema.js";

/**
 * Promotions as the list, the export and the detail show them: the promotion, its account, its SKUs, and its
 * results to date (redemptions, units, sales, fees, discount given: the sums of its report days).
 */

const p = adPromotions;
const pd = adPromotionDaily;

/** Results per promotion of the actor's scope (a subquery the list joins). */
const results = (actor: Actor) =>
  new QueryBuilder()
    .select({
      promotionId: pd.promotionId,
      redemptions: sql<number>`sum(${pd.redemptions})::int`.as("redemptions"),
      units: sql<number>`sum(${pd.units})::int`.as("units"),
      sales: sql<string>`sum(${pd.sales})`.as("sales"),
      fee: sql<string>`sum(${pd.fee})`.as("fee"),
      discount: sql<string>`sum(${pd.discount})`.as("discount"),
    })
    .from(pd)
    .where(sql`${pd.promotionId} in (select ${p.id} from ${p} where ${adScope(actor, p.orgId, p.adsProfileId)})`)
    .groupBy(pd.promotionId)
    .as("pt");

const zero = (c: unknown, cast: string) => sql`coalesce(${c}, 0)::${sql.raw(cast)}`;

/** Amazon's reason in the reader's language (stored in both). */
const reasonIn = (locale: Actor["locale"]) =>
  sql<string | null>`${p.statusReason}->>${sql.raw(locale === "en-US" ? "'en-US'" : "'zh-CN'")}`;

function rowSelect(t: ReturnType<typeof results>, actor: Actor) {
  return {
    id: p.id,
    orgId: p.orgId,
    adsProfileId: p.adsProfileId,
    accountName: storeAccounts.title,
    currency: storeAdsProfiles.currency,
    kind: p.kind,
    name: p.name,
    productIds: p.productIds,
    skus: sql<
      string[]
    >`array(select ${products.sku} from ${products} where ${products.id} = any(${p.productIds}) order by ${products.sku})`,
    startDate: p.startDate,
    endDate: p.endDate,
    startHour: p.startHour,
    durationHours: p.durationHours,
    discountType: p.discountType,
    discountValue: sql<string>`${p.discountValue}::text`,
    budget: p.budget,
    oncePerCustomer: p.oncePerCustomer,
    dealQuantity: p.dealQuantity,
    dealFee: p.dealFee,
    status: p.status,
    statusReason: reasonIn(actor.locale),
    amazonId: p.amazonId,
    pushStatus: p.pushStatus,
    pushError: p.pushError,
    submittedAt: isoTimeOrNull(p.submittedAt),
    redemptions: zero(t.redemptions, "int"),
    units: zero(t.units, "int"),
    sales: zero(t.sales, "numeric(20,4)::text"),
    fee: zero(t.fee, "numeric(20,4)::text"),
    discount: zero(t.discount, "numeric(20,4)::text"),
    remark: p.remark,
    version: p.version,
    updatedAt: isoTime(p.updatedAt),
  };
}

const fromPromotions = (q: ReturnType<DbOrTx["select"]>, t: ReturnType<typeof results>) =>
  q
    .from(p)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, p.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .leftJoin(t, eq(t.promotionId, p.id))
    .$dynamic();

/** The list (advertising/promotionalActivities) and its export: a function of the actor alone. */
export function promotionList(actor: Actor): ResourceListQuery {
  const t = results(actor);
  return {
    select: rowSelect(t, actor),
    from: (q) => fromPromotions(q, t),
    where: adScope(actor, p.orgId, p.adsProfileId),
    tieBreaker: p.id,
    columns: {
      skus: {
        column: sql`array_to_string(array(select ${products.sku} from ${products} where ${products.id} = any(${p.productIds})), ',')`,
        sort: false,
      },
      sales: sql`coalesce(${t.sales}, 0)`,
      fee: sql`coalesce(${t.fee}, 0)`,
      discount: sql`coalesce(${t.discount}, 0)`,
      redemptions: sql`coalesce(${t.redemptions}, 0)`,
    },
    summary: { fee: sql`coalesce(${t.fee}, 0)`, discount: sql`coalesce(${t.discount}, 0)`, sales: sql`coalesce(${t.sales}, 0)` },
  };
}

/** One promotion in the actor's scope (another org's, or an account outside an operator's groups: 404). */
export async function getPromotion(db: DbOrTx, actor: Actor, id: number): Promise<PromotionRow> {
  const t = results(actor);
  const [row] = await fromPromotions(db.select(rowSelect(t, actor)), t)
    .where(and(eq(p.id, id), adScope(actor, p.orgId, p.adsProfileId)))
    .limit(1);
  if (!row) throw notFound("advertising.promotion");
  return row as PromotionRow;
}
