import type { BrowseNode } from "@entrepot/contracts";

/**
 * What we call on Amazon Ads. One adapter per way of reaching it: the sandbox (these machines reach no
 * outside service; tests and the demo) and, later, the real HTTP client. Every call takes the outbox row's
 * id as its idempotency key, so a push repeated after a crash does not create twice.
 */

export type PushLevel = "campaign" | "adGroup" | "productAd" | "target" | "portfolio";

/** One change to push: the entity as we now hold it (Amazon's id once created) and what changed. */
export interface PushRequest {
  idempotencyKey: string;
  /** Amazon's profile id of the ad account. */
  profileId: string;
  level: PushLevel;
  /** create: the entity is new to Amazon; update: settings, bid, budget or state of an entity Amazon has. */
  operation: "create" | "update";
  entityId: number;
  /** Amazon's id of the entity (update) and of its parents (create: the campaign's and group's). */
  amazonId: string | null;
  parentAmazonIds: { campaign?: string | null; adGroup?: string | null };
  /** The entity's fields as Amazon takes them (name, state, budget, bid, match type ...). */
  fields: Record<string, unknown>;
}

export interface PushResult {
  /** Amazon's id of the entity (the one it had, or the one a create got). */
  amazonId: string;
}

/** Amazon refused or could not be reached: the push is retried by the outbox, its message shows on the row. */
export class AdsPushError extends Error {}

/**
 * The report side (daily/hourly metrics, search terms): fetched by the report job. Declared here so the
 * adapter stays one interface; implemented with the report ingestion (advertising/reports/), not here.
 */
export interface AdsReportsApi {
  readonly reportsImplemented?: never;
}

/** A promotion sent to Amazon for review: what Amazon checks it on (its items as the marketplace lists them). */
export interface PromotionSubmission {
  idempotencyKey: string;
  profileId: string;
  promotionId: number;
  kind: string;
  name: string;
  startDate: string;
  endDate: string;
  startHour: number | null;
  durationHours: number | null;
  discountType: "percent" | "amount";
  discountValue: string;
  budget: string | null;
  currency: string;
  /** Each SKU with the ASIN the account's listing maps it to (null: not listed there) and its price. */
  items: { sku: string; asin: string | null; price: string }[];
}

/** Amazon's answer to a submission: approved (with its id), or sent back with its reason. */
export type PromotionVerdict =
  { approved: true; amazonId: string } | { approved: false; code: string; reason: { "zh-CN": string; "en-US": string } };

/** Amazon's promotions API: review a submission; cancel (withdraw a submission, stop an approved or running one). */
export interface AmazonPromotionsApi {
  submitPromotion(request: PromotionSubmission): Promise<PromotionVerdict>;
  cancelPromotion(request: { idempotencyKey: string; profileId: string; amazonId: string | null; promotionId: number }): Promise<void>;
}

export interface AmazonAdsAdapter {
  /** The marketplace's browse nodes (category targets, interest audiences), by its country code. */
  browseNodes(countryCode: string): Promise<readonly BrowseNode[]>;
  /** Creates or updates one campaign, ad group, product ad, target (keywords, negatives), budget or bid. */
  push(request: PushRequest): Promise<PushResult>;
  /** Coupons and deals. */
  promotions: AmazonPromotionsApi;
  /** Reports: see AdsReportsApi (left for the report ingestion). */
  reports?: AdsReportsApi;
}
