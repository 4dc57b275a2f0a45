import { z } from "zod";
import { queryId } from "../common.js";

/**
 * What the campaign and group forms pick from: the caller's active ad accounts, and of one account its
 * portfolios and the seller's catalogue products (SKU, name, the ASIN the account's listing maps it to),
 * filtered by `q` (SKU, name or ASIN).
 */
export const campaignPickerQuery = z.strictObject({ adsProfileId: queryId.optional(), q: z.string().trim().max(64).optional() });
export const campaignPickers = z.object({
  profiles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      orgId: z.number().int(),
      currency: z.string(),
      /** The marketplace's calendar day now (a campaign's dates are the marketplace's). */
      today: z.string(),
    }),
  ),
  portfolios: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(z.object({ id: z.number().int(), sku: z.string(), name: z.string(), asin: z.string().nullable() })),
});
export type CampaignPickers = z.infer<typeof campaignPickers>;
export const campaignPickersPath = "GET /api/advertising/campaign/pickers";

/**
 * The browse nodes of an ad account's marketplace (category targets and interest audiences pick from them),
 * as the ads adapter lists them: a flat list, each with its parent's id (null at the top), names in the
 * caller's language.
 */
export const adCategoryQuery = z.strictObject({ adsProfileId: queryId });
export const adCategoryTree = z.object({
  nodes: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() })),
});
export type AdCategoryTree = z.infer<typeof adCategoryTree>;
export const adCategoriesPath = "GET /api/advertising/campaign/categories";
