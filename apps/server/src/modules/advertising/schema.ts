import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { now } from "../../platform/clock.js";
import { moneyColumn, stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { storeAdsProfiles } from "../masterdata/index.js";

/**
 * Advertising (issue 10): Amazon Sponsored Products, Brands and Display as Amazon Ads has them.
 *
 * The ad account is the store account's ads profile (`store_ads_profiles`, masterdata): its currency, its
 * region, its authorisation. Every row here belongs to the seller org that owns that account (`org_id`,
 * the data scope) and names the profile (`ads_profile_id`), so a seller sees its own and operator staff
 * the sellers (and store accounts) their access groups allow.
 *
 * What we hold is the truth we push to Amazon: every change of a campaign, group, ad or target is a
 * command that writes an `ad_changes` row (before/after, who or which rule) and an outbox row that pushes
 * it through the adapter; `push_status` on the entity shows the last push's fate. Metrics arrive the other
 * way, as Amazon's reports would (the sandbox adapter simulates them), into the `*_daily` and `*_hourly`
 * tables, which are append/replace by (entity, day) and never edited by people.
 */

const pushColumns = () => ({
  /** Amazon's id once the create was pushed (null before). */
  amazonId: varchar("amazon_id", { length: 24 }),
  /** pending (a change not yet pushed), synced, failed (the last push failed: `push_error` says why; retried). */
  pushStatus: varchar("push_status", { length: 8 }).notNull().default("pending"),
  pushError: varchar("push_error", { length: 500 }),
  pushedAt: timestamp("pushed_at", { withTimezone: true }),
});
const STATES = sql.raw(`('ENABLED', 'PAUSED', 'ARCHIVED')`);
const PUSH = sql.raw(`('pending', 'synced', 'failed')`);

const orgRef = () =>
  integer("org_id")
    .notNull()
    .references(() => organizations.id);
const profileRef = () =>
  integer("ads_profile_id")
    .notNull()
    .references(() => storeAdsProfiles.id);

/** A portfolio groups campaigns of one account under an optional budget cap. */
export const adPortfolios = pgTable(
  "ad_portfolios",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: profileRef(),
    name: varchar("name", { length: 120 }).notNull(),
    budgetCap: moneyColumn("budget_cap"),
    state: varchar("state", { length: 8 }).notNull().default("ENABLED"),
    ...pushColumns(),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_portfolios_name_uq").on(t.adsProfileId, sql`lower(${t.name})`),
    index("ad_portfolios_org_idx").on(t.orgId),
    check("ad_portfolios_state_ck", sql`${t.state} in ${STATES}`),
    check("ad_portfolios_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

/**
 * A campaign: SP (sponsored products), SB (sponsored brands) or SD (sponsored display). `targeting` AUTO
 * or MANUAL (SP; SB and SD are MANUAL). Bidding strategy: `down` (dynamic bids, down only), `upDown`
 * (up and down), `fixed`. Placement adjustments 0-900 % (SP: top of search, product pages, rest of search).
 * `sd_tactic`: SD only, `audiences` or `contextual` (product targeting); `sd_cost_type` cpc or vcpm.
 */
export const adCampaigns = pgTable(
  "ad_campaigns",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: profileRef(),
    portfolioId: integer("portfolio_id").references(() => adPortfolios.id),
    adType: varchar("ad_type", { length: 2 }).notNull(),
    name: varchar("name", { length: 128 }).notNull(),
    targeting: varchar("targeting", { length: 6 }).notNull().default("MANUAL"),
    state: varchar("state", { length: 8 }).notNull().default("ENABLED"),
    dailyBudget: moneyColumn("daily_budget").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    biddingStrategy: varchar("bidding_strategy", { length: 8 }).notNull().default("down"),
    topOfSearchPercent: smallint("top_of_search_percent").notNull().default(0),
    productPagesPercent: smallint("product_pages_percent").notNull().default(0),
    restOfSearchPercent: smallint("rest_of_search_percent").notNull().default(0),
    sdTactic: varchar("sd_tactic", { length: 12 }),
    sdCostType: varchar("sd_cost_type", { length: 4 }),
    ...pushColumns(),
    createdBy: integer("created_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_campaigns_name_uq").on(t.adsProfileId, sql`lower(${t.name})`),
    index("ad_campaigns_org_idx").on(t.orgId, t.adType, t.state),
    index("ad_campaigns_profile_idx").on(t.adsProfileId, t.adType),
    index("ad_campaigns_portfolio_idx").on(t.portfolioId),
    check("ad_campaigns_type_ck", sql`${t.adType} in ('SP', 'SB', 'SD')`),
    check("ad_campaigns_targeting_ck", sql`${t.targeting} in ('AUTO', 'MANUAL')`),
    check("ad_campaigns_state_ck", sql`${t.state} in ${STATES}`),
    check("ad_campaigns_bidding_ck", sql`${t.biddingStrategy} in ('down', 'upDown', 'fixed')`),
    check(
      "ad_campaigns_placement_ck",
      sql`${t.topOfSearchPercent} between 0 and 900 and ${t.productPagesPercent} between 0 and 900 and ${t.restOfSearchPercent} between 0 and 900`,
    ),
    check("ad_campaigns_budget_ck", sql`${t.dailyBudget} > 0`),
    check("ad_campaigns_dates_ck", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("ad_campaigns_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

/**
 * A sponsored-brands campaign's creative: brand, headline, logo and custom image (assets from
 * `ad_assets`), the products it shows, and where a click lands (the brand store, a product list, or a URL).
 */
export const adSbCreatives = pgTable(
  "ad_sb_creatives",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id, { onDelete: "cascade" }),
    brandName: varchar("brand_name", { length: 60 }).notNull(),
    headline: varchar("headline", { length: 50 }).notNull(),
    logoAssetId: integer("logo_asset_id").references(() => adAssets.id),
    imageAssetId: integer("image_asset_id").references(() => adAssets.id),
    productIds: integer("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    landingPageType: varchar("landing_page_type", { length: 12 }).notNull().default("store"),
    landingPageUrl: varchar("landing_page_url", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_sb_creatives_campaign_uq").on(t.campaignId),
    check("ad_sb_creatives_landing_ck", sql`${t.landingPageType} in ('store', 'productList', 'customUrl')`),
  ],
);

/**
 * Creative assets (`sb/createMaterial`): brand logos and custom images uploaded for SB campaigns, checked
 * for type and size at upload. The file lives in the file store under `file_key`.
 */
export const adAssets = pgTable(
  "ad_assets",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: profileRef(),
    kind: varchar("kind", { length: 8 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    fileKey: varchar("file_key", { length: 200 }).notNull(),
    mime: varchar("mime", { length: 40 }).notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    ...pushColumns(),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [index("ad_assets_org_idx").on(t.orgId, t.adsProfileId), check("ad_assets_kind_ck", sql`${t.kind} in ('logo', 'image')`)],
);

/** An ad group with its default bid (money, the account's currency). */
export const adGroups = pgTable(
  "ad_groups",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id),
    name: varchar("name", { length: 128 }).notNull(),
    defaultBid: moneyColumn("default_bid").notNull(),
    state: varchar("state", { length: 8 }).notNull().default("ENABLED"),
    ...pushColumns(),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_groups_name_uq").on(t.campaignId, sql`lower(${t.name})`),
    index("ad_groups_org_idx").on(t.orgId, t.state),
    check("ad_groups_state_ck", sql`${t.state} in ${STATES}`),
    check("ad_groups_bid_ck", sql`${t.defaultBid} > 0`),
    check("ad_groups_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

/** A product ad: one of the seller's catalogue products (SKU, ASIN) advertised in a group. */
export const adProductAds = pgTable(
  "ad_product_ads",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id),
    adGroupId: integer("ad_group_id")
      .notNull()
      .references(() => adGroups.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    sku: varchar("sku", { length: 64 }).notNull(),
    asin: varchar("asin", { length: 16 }),
    state: varchar("state", { length: 8 }).notNull().default("ENABLED"),
    ...pushColumns(),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_product_ads_uq").on(t.adGroupId, t.productId),
    index("ad_product_ads_campaign_idx").on(t.campaignId),
    index("ad_product_ads_product_idx").on(t.orgId, t.productId),
    check("ad_product_ads_state_ck", sql`${t.state} in ${STATES}`),
    check("ad_product_ads_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

/**
 * A target: what an ad group bids on, or (negative) refuses.
 * - kind `keyword`: `expression` the keyword text; match EXACT, PHRASE, BROAD (negatives NEGATIVE_EXACT,
 *   NEGATIVE_PHRASE);
 * - `product`: an ASIN; match ASIN_SAME (the ASIN itself) or ASIN_EXPANDED (similar), negatives ASIN_SAME;
 * - `category`: a category id with its name after a `|`; match CATEGORY;
 * - `auto`: an auto-targeting group of an AUTO campaign; match CLOSE_MATCH, LOOSE_MATCH, SUBSTITUTES,
 *   COMPLEMENTS; `expression` empty;
 * - `audience`: SD audiences; match VIEWS, PURCHASES, INTERESTS, LOOKALIKE; `expression` the lookback or segment.
 * `bid` null means the group's default bid (negatives never bid). A negative with no group is the
 * campaign's own negative (Amazon's campaign negative keywords).
 */
export const adTargets = pgTable(
  "ad_targets",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id),
    adGroupId: integer("ad_group_id").references(() => adGroups.id),
    kind: varchar("kind", { length: 8 }).notNull(),
    matchType: varchar("match_type", { length: 16 }).notNull(),
    expression: varchar("expression", { length: 255 }).notNull().default(""),
    negative: boolean("negative").notNull().default(false),
    bid: moneyColumn("bid"),
    state: varchar("state", { length: 8 }).notNull().default("ENABLED"),
    ...pushColumns(),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_targets_uq").on(
      t.campaignId,
      sql`coalesce(${t.adGroupId}, 0)`,
      t.kind,
      t.matchType,
      sql`lower(${t.expression})`,
      t.negative,
    ),
    index("ad_targets_group_idx").on(t.adGroupId),
    index("ad_targets_org_idx").on(t.orgId, t.state),
    check("ad_targets_kind_ck", sql`${t.kind} in ('keyword', 'product', 'category', 'auto', 'audience')`),
    check("ad_targets_state_ck", sql`${t.state} in ${STATES}`),
    check("ad_targets_negative_ck", sql`not ${t.negative} or ${t.bid} is null`),
    check("ad_targets_group_ck", sql`${t.adGroupId} is not null or ${t.negative}`),
    check("ad_targets_bid_ck", sql`${t.bid} is null or ${t.bid} > 0`),
    check("ad_targets_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Performance, as Amazon's reports give it: one row per entity and marketplace day (7-day attribution
// for orders, units and sales). A report for a day replaces that day's rows (Amazon restates the last
// days as late orders are attributed), so these are upserts keyed by (entity, day), never edited.

const metricColumns = () => ({
  impressions: integer("impressions").notNull().default(0),
  clicks: integer("clicks").notNull().default(0),
  spend: moneyColumn("spend").notNull().default("0"),
  orders: integer("orders").notNull().default(0),
  units: integer("units").notNull().default(0),
  sales: moneyColumn("sales").notNull().default("0"),
});

/** A target's day. The campaign list's 30-day totals read `ad_campaign_daily`, not these. */
export const adTargetDaily = pgTable(
  "ad_target_daily",
  {
    targetId: integer("target_id")
      .notNull()
      .references(() => adTargets.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    campaignId: integer("campaign_id").notNull(),
    adGroupId: integer("ad_group_id"),
    ...metricColumns(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.day] }), index("ad_target_daily_campaign_idx").on(t.campaignId, t.day)],
);

/** A product ad's day (ad cost share and per-SKU figures read these). */
export const adProductAdDaily = pgTable(
  "ad_product_ad_daily",
  {
    productAdId: integer("product_ad_id")
      .notNull()
      .references(() => adProductAds.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    campaignId: integer("campaign_id").notNull(),
    adGroupId: integer("ad_group_id").notNull(),
    productId: integer("product_id").notNull(),
    ...metricColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.productAdId, t.day] }),
    index("ad_product_ad_daily_product_idx").on(t.orgId, t.productId, t.day),
    index("ad_product_ad_daily_campaign_idx").on(t.campaignId, t.day),
  ],
);

/** A campaign's day, with the budget it had and the hour it ran out (budget monitoring). */
export const adCampaignDaily = pgTable(
  "ad_campaign_daily",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    adsProfileId: integer("ads_profile_id").notNull(),
    ...metricColumns(),
    dailyBudget: moneyColumn("daily_budget").notNull(),
    /** 0-23: the marketplace hour the budget ran out; null when it lasted the day. */
    budgetOutAtHour: smallint("budget_out_at_hour"),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day] }),
    index("ad_campaign_daily_org_idx").on(t.orgId, t.day),
    // the campaign list's 30-day totals sum a window of every listed campaign (sorted by spend: all of them);
    // the sync writes a day of all campaigns at once, so a campaign's days lie on as many heap pages as days.
    // With the figures in the index the window is one index-only range (2,000 campaigns: 60,000 page visits less).
    index("ad_campaign_daily_window_idx").on(t.campaignId, t.day, t.impressions, t.clicks, t.spend, t.orders, t.units, t.sales),
  ],
);

/** A campaign's hour of a marketplace day (time-sharing data: hour × weekday). */
export const adCampaignHourly = pgTable(
  "ad_campaign_hourly",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hour: smallint("hour").notNull(),
    orgId: integer("org_id").notNull(),
    ...metricColumns(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.hour] }), index("ad_campaign_hourly_org_idx").on(t.orgId, t.day)],
);

/** What customers searched when a target matched (negatives and harvesting act on these). */
export const adSearchTermDaily = pgTable(
  "ad_search_term_daily",
  {
    targetId: integer("target_id")
      .notNull()
      .references(() => adTargets.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    searchTerm: varchar("search_term", { length: 255 }).notNull(),
    orgId: integer("org_id").notNull(),
    campaignId: integer("campaign_id").notNull(),
    adGroupId: integer("ad_group_id").notNull(),
    ...metricColumns(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.day, t.searchTerm] }), index("ad_search_term_daily_campaign_idx").on(t.campaignId, t.day)],
);

/**
 * The seller's total sales of a product on the account's marketplace per day, ads or not (Amazon's
 * business report): TACoS divides ad spend by these, and days of cover divides available stock by their
 * recent daily units.
 */
export const adProductSalesDaily = pgTable(
  "ad_product_sales_daily",
  {
    adsProfileId: integer("ads_profile_id")
      .notNull()
      .references(() => storeAdsProfiles.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    orders: integer("orders").notNull().default(0),
    units: integer("units").notNull().default(0),
    sales: moneyColumn("sales").notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.adsProfileId, t.productId, t.day] }),
    index("ad_product_sales_daily_org_idx").on(t.orgId, t.productId, t.day),
  ],
);

/** Which marketplace days of an account have been fetched (the report job fetches what is missing). */
export const adReportDays = pgTable(
  "ad_report_days",
  {
    adsProfileId: integer("ads_profile_id")
      .notNull()
      .references(() => storeAdsProfiles.id),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (t) => [primaryKey({ columns: [t.adsProfileId, t.day] })],
);

// ---------------------------------------------------------------------------------------------------
// Change history: every change of a campaign, group, ad or target, by a person, a rule or an undo.

/**
 * One change of one lever of one entity (`level`: campaign, adGroup, target, productAd, portfolio;
 * `lever`: bid, budget, state, negative, harvest, settings, create). `before`/`after` hold the lever's
 * settings (the engine's `Settings` for rule levers; the changed fields for `settings`). The push to
 * Amazon is an outbox row; `push_status` follows it here. Cooldowns read `(level, entity_id, lever, at)`.
 */
export const adChanges = pgTable(
  "ad_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    adsProfileId: integer("ads_profile_id").notNull(),
    campaignId: integer("campaign_id"),
    level: varchar("level", { length: 10 }).notNull(),
    entityId: integer("entity_id").notNull(),
    lever: varchar("lever", { length: 10 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** user, rule, undo, tactic */
    source: varchar("source", { length: 8 }).notNull(),
    ruleId: integer("rule_id"),
    ruleActionId: bigint("rule_action_id", { mode: "number" }),
    userId: integer("user_id").references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    pushStatus: varchar("push_status", { length: 8 }).notNull().default("pending"),
    pushAttempts: integer("push_attempts").notNull().default(0),
    pushError: varchar("push_error", { length: 500 }),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    index("ad_changes_org_idx").on(t.orgId, t.at),
    index("ad_changes_campaign_idx").on(t.campaignId, t.at),
    index("ad_changes_lever_idx").on(t.level, t.entityId, t.lever, t.at),
    check("ad_changes_push_ck", sql`${t.pushStatus} in ${PUSH}`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Automation: rules (robotization), tactics (named bundles of rules over many campaigns), runs, actions.

/**
 * A rule, as the pure engine reads it (domain/rules.ts `Rule`): conditions, action and limits as JSON
 * checked by the contracts. `scope` says what it looks at: `{ adTypes?, campaignIds?, adGroupIds?,
 * targetIds?, productIds?, productLineIds? }` (empty: every entity of its level in the org).
 * `every_hours`: how often the schedule runs it while enabled.
 */
export const adRules = pgTable(
  "ad_rules",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: integer("ads_profile_id").references(() => storeAdsProfiles.id),
    name: varchar("name", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }),
    level: varchar("level", { length: 10 }).notNull(),
    lookBackDays: smallint("look_back_days").notNull(),
    skipRecentDays: smallint("skip_recent_days").notNull().default(0),
    conditions: jsonb("conditions").notNull(),
    byHour: smallint("by_hour"),
    action: jsonb("action").notNull(),
    limits: jsonb("limits").notNull().default({}),
    cooldownHours: integer("cooldown_hours").notNull().default(24),
    priority: integer("priority").notNull().default(100),
    restoreAtCoverDays: numeric("restore_at_cover_days", { precision: 10, scale: 2 }),
    scope: jsonb("scope").notNull().default({}),
    everyHours: integer("every_hours").notNull().default(24),
    enabled: boolean("enabled").notNull().default(false),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("ad_rules_name_uq").on(t.orgId, sql`lower(${t.name})`),
    index("ad_rules_due_idx")
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
    check("ad_rules_level_ck", sql`${t.level} in ('campaign', 'adGroup', 'target', 'productAd', 'searchTerm')`),
    check("ad_rules_lookback_ck", sql`${t.lookBackDays} between 1 and 90 and ${t.skipRecentDays} between 0 and 30`),
  ],
);

/** A tactic: rules applied together to a set of campaigns (each rule's scope narrowed to them). */
export const adTactics = pgTable(
  "ad_tactics",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    name: varchar("name", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }),
    enabled: boolean("enabled").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("ad_tactics_name_uq").on(t.orgId, sql`lower(${t.name})`)],
);

export const adTacticRules = pgTable(
  "ad_tactic_rules",
  {
    tacticId: integer("tactic_id")
      .notNull()
      .references(() => adTactics.id, { onDelete: "cascade" }),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => adRules.id),
    orgId: integer("org_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tacticId, t.ruleId] }), index("ad_tactic_rules_rule_idx").on(t.ruleId)],
);

export const adTacticCampaigns = pgTable(
  "ad_tactic_campaigns",
  {
    tacticId: integer("tactic_id")
      .notNull()
      .references(() => adTactics.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => adCampaigns.id),
    orgId: integer("org_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tacticId, t.campaignId] }), index("ad_tactic_campaigns_campaign_idx").on(t.campaignId)],
);

/** One run of a rule or a tactic: a dry run (nothing applied) or a real one (scheduled or by hand). */
export const adRuleRuns = pgTable(
  "ad_rule_runs",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    ruleId: integer("rule_id").references(() => adRules.id),
    tacticId: integer("tactic_id").references(() => adTactics.id),
    dryRun: boolean("dry_run").notNull(),
    /** schedule, manual, dryRun */
    trigger: varchar("trigger", { length: 8 }).notNull(),
    status: varchar("status", { length: 8 }).notNull().default("running"),
    planned: integer("planned").notNull().default(0),
    applied: integer("applied").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    /** Entities (targets, groups, ...) the run's rules looked at. */
    entities: integer("entities").notNull().default(0),
    error: varchar("error", { length: 500 }),
    userId: integer("user_id").references(() => users.id),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("ad_rule_runs_rule_idx").on(t.ruleId, t.startedAt), index("ad_rule_runs_org_idx").on(t.orgId, t.startedAt)],
);

/**
 * What a run planned or did to one lever, with the figures that made it act (`evaluation`, the engine's
 * `Evaluation`) or why it did not (`skip_reason`: cooldown, conflict, noChange, stockHold, notApplicable).
 * status: planned (a dry run's), applied, skipped, failed, undone.
 */
export const adRuleActions = pgTable(
  "ad_rule_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => adRuleRuns.id, { onDelete: "cascade" }),
    orgId: integer("org_id").notNull(),
    ruleId: integer("rule_id").notNull(),
    campaignId: integer("campaign_id"),
    level: varchar("level", { length: 10 }).notNull(),
    entityId: integer("entity_id").notNull(),
    lever: varchar("lever", { length: 10 }).notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    evaluation: jsonb("evaluation"),
    clampedBy: varchar("clamped_by", { length: 10 }),
    status: varchar("status", { length: 8 }).notNull(),
    skipReason: varchar("skip_reason", { length: 16 }),
    skipUntil: timestamp("skip_until", { withTimezone: true }),
    byRuleId: integer("by_rule_id"),
    changeId: bigint("change_id", { mode: "number" }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: integer("undone_by").references(() => users.id),
    undoChangeId: bigint("undo_change_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (t) => [
    // a run's action list pages by id within the run (the reply's first page, the dry-run screen)
    index("ad_rule_actions_run_idx").on(t.runId, t.id),
    index("ad_rule_actions_org_idx").on(t.orgId, t.createdAt),
    index("ad_rule_actions_entity_idx").on(t.level, t.entityId, t.lever),
    check("ad_rule_actions_status_ck", sql`${t.status} in ('planned', 'applied', 'skipped', 'failed', 'undone')`),
  ],
);

/** A stock rule's change still in force, put back when the product's cover returns. */
export const adStockHolds = pgTable(
  "ad_stock_holds",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => adRules.id),
    level: varchar("level", { length: 10 }).notNull(),
    entityId: integer("entity_id").notNull(),
    lever: varchar("lever", { length: 10 }).notNull(),
    before: jsonb("before").notNull(),
    actionId: bigint("action_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ad_stock_holds_open_uq")
      .on(t.level, t.entityId, t.lever)
      .where(sql`${t.releasedAt} is null`),
    index("ad_stock_holds_org_idx").on(t.orgId),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Promotions (coupons, deals) and DSP orders: read from the marketplace, shown beside the ads.

/**
 * A promotion of the seller's products on the account's marketplace: kind coupon, lightningDeal,
 * bestDeal (Amazon's 7-day deal), primeExclusive, priceDiscount; discount as a percent or an amount; status
 * the promotion machine's state (promotions/domain/promotion.machine.ts: draft, submitted, needsAction,
 * approved, running, ended, cancelled). Its fees and results per day in `ad_promotion_daily`.
 */
export const adPromotions = pgTable(
  "ad_promotions",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: profileRef(),
    kind: varchar("kind", { length: 16 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    productIds: integer("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    discountType: varchar("discount_type", { length: 8 }).notNull(),
    discountValue: numeric("discount_value", { precision: 12, scale: 2 }).notNull(),
    budget: moneyColumn("budget"),
    /** Lightning deals: the hour (UTC) the window opens and how many hours it lasts. */
    startHour: smallint("start_hour"),
    durationHours: smallint("duration_hours"),
    /** Coupons: redeemable once per customer. */
    oncePerCustomer: boolean("once_per_customer").notNull().default(true),
    /** Deals: the units committed; the deal's fixed fee in the account's currency. */
    dealQuantity: integer("deal_quantity"),
    dealFee: moneyColumn("deal_fee"),
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    /** Amazon's reason when it sent the promotion back (needsAction), in both languages: { "zh-CN", "en-US" }. */
    statusReason: jsonb("status_reason").$type<{ "zh-CN": string; "en-US": string }>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    remark: varchar("remark", { length: 500 }),
    ...pushColumns(),
    createdBy: integer("created_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    index("ad_promotions_org_idx").on(t.orgId, t.adsProfileId, t.startDate),
    check("ad_promotions_kind_ck", sql`${t.kind} in ('coupon', 'lightningDeal', 'bestDeal', 'primeExclusive', 'priceDiscount')`),
    check("ad_promotions_discount_ck", sql`${t.discountType} in ('percent', 'amount') and ${t.discountValue} > 0`),
    check(
      "ad_promotions_status_ck",
      sql`${t.status} in ('draft', 'submitted', 'needsAction', 'approved', 'running', 'ended', 'cancelled')`,
    ),
    check("ad_promotions_hours_ck", sql`${t.startHour} between 0 and 23 and ${t.durationHours} between 1 and 48`),
    check("ad_promotions_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const adPromotionDaily = pgTable(
  "ad_promotion_daily",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => adPromotions.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    orgId: integer("org_id").notNull(),
    redemptions: integer("redemptions").notNull().default(0),
    units: integer("units").notNull().default(0),
    sales: moneyColumn("sales").notNull().default("0"),
    /** What the promotion cost that day: redemption fees, deal fees, the discount given. */
    fee: moneyColumn("fee").notNull().default("0"),
    discount: moneyColumn("discount").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.day] }), index("ad_promotion_daily_org_idx").on(t.orgId, t.day)],
);

/** DSP orders: bought through Amazon's DSP, read-only here (synced from the marketplace). */
export const adDspOrders = pgTable(
  "ad_dsp_orders",
  {
    id: serial("id").primaryKey(),
    orgId: orgRef(),
    adsProfileId: profileRef(),
    orderNo: varchar("order_no", { length: 40 }).notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    advertiser: varchar("advertiser", { length: 120 }).notNull(),
    state: varchar("state", { length: 12 }).notNull(),
    budget: moneyColumn("budget").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    purchases: integer("purchases").notNull().default(0),
    spend: moneyColumn("spend").notNull().default("0"),
    sales: moneyColumn("sales").notNull().default("0"),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (t) => [uniqueIndex("ad_dsp_orders_no_uq").on(t.adsProfileId, t.orderNo), index("ad_dsp_orders_org_idx").on(t.orgId)],
);
