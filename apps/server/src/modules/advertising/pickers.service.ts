import { and, asc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { AdCategoryTree, BrowseNode, CampaignPickers } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { products, skuMaps } from "../catalog/index.js";
import { storeAccounts, storeAdsProfiles } from "../masterdata/index.js";
import { now } from "../../platform/clock.js";
import { notFound } from "../../platform/http/errors.js";
import { adsAdapter } from "./changes.push.js";
import { adScope } from "./queries.js";
import { marketplaceDay } from "./reports/report-source.js";
import { profileName } from "./rules/rules.service.js";
import { adPortfolios } from "./schema.js";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The campaign and group forms' pickers: active ad accounts in scope; of one of them (404-free: an account
 * out of scope just has nothing) its live portfolios and the seller's active catalogue products.
 */
export async function campaignPickers(db: DbOrTx, actor: Actor, adsProfileId?: number, q?: string): Promise<CampaignPickers> {
  const inScope = adScope(actor, storeAdsProfiles.orgId, storeAdsProfiles.id);
  const accounts = await db
    .select({
      id: storeAdsProfiles.id,
      name: profileName,
      orgId: storeAdsProfiles.orgId,
      currency: storeAdsProfiles.currency,
      countryCode: storeAccounts.countryCode,
    })
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(and(inScope, eq(storeAdsProfiles.active, true)))
    .orderBy(asc(storeAccounts.title))
    .limit(1000);
  const at = now();
  const profiles = accounts.map(({ countryCode, ...p }) => ({ ...p, today: marketplaceDay(countryCode, at) }));
  const profile = profiles.find((p) => p.id === adsProfileId);
  if (!profile) return { profiles, portfolios: [], products: [] };
  const portfolios = await db
    .select({ id: adPortfolios.id, name: adPortfolios.name })
    .from(adPortfolios)
    .where(and(eq(adPortfolios.adsProfileId, profile.id), ne(adPortfolios.state, "ARCHIVED")))
    .orderBy(asc(adPortfolios.name))
    .limit(1000);
  const [account] = await db
    .select({ storeAccountId: storeAdsProfiles.storeAccountId })
    .from(storeAdsProfiles)
    .where(eq(storeAdsProfiles.id, profile.id));
  const asin = sql<string | null>`(select m.asin from ${skuMaps} m where m.product_id = ${products}.id
    and m.store_account_id = ${account!.storeAccountId} and m.asin is not null order by m.id limit 1)`;
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const found = await db
    .select({ id: products.id, sku: products.sku, name: products.nameEn, nameZh: products.nameZh, asin })
    .from(products)
    .where(
      and(
        eq(products.orgId, profile.orgId),
        eq(products.active, true),
        like
          ? or(ilike(products.sku, like), ilike(products.nameEn, like), ilike(products.nameZh, like), sql`${asin} ilike ${like}`)
          : undefined,
      ),
    )
    .orderBy(asc(products.sku))
    .limit(200);
  return {
    profiles,
    portfolios,
    products: found.map((p) => ({ id: p.id, sku: p.sku, name: actor.locale === "zh-CN" ? p.nameZh : p.name, asin: p.asin })),
  };
}

/**
 * The browse nodes of an ad account's marketplace, as the ads adapter lists them (another org's account:
 * 404), flattened with each node's parent, in the caller's language.
 */
export async function adCategories(db: DbOrTx, actor: Actor, adsProfileId: number): Promise<AdCategoryTree> {
  const [account] = await db
    .select({ countryCode: storeAccounts.countryCode })
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(and(eq(storeAdsProfiles.id, adsProfileId), adScope(actor, storeAdsProfiles.orgId, storeAdsProfiles.id)));
  if (!account) throw notFound("advertising.account");
  const nodes: AdCategoryTree["nodes"] = [];
  const walk = (list: readonly BrowseNode[], parentId: string | null) => {
    for (const n of list) {
      nodes.push({ id: n.id, parentId, name: n.name[actor.locale === "en-US" ? "en-US" : "zh-CN"] });
      walk(n.children ?? [], n.id);
    }
  };
  walk(await adsAdapter().browseNodes(account.countryCode), null);
  return { nodes };
}
