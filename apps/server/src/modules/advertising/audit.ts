import { auditNames } from "../../platform/audit/names.js";

/** The advertising audit vocabulary (state transitions are named by the runner: enableCampaign, pauseTarget...). */
export const CampaignAudit = auditNames("campaign", ["createCampaign", "updateCampaign", "updateCampaignBudget", "updateSbCreative"]);
export const AdGroupAudit = auditNames("adGroup", ["createAdGroup", "updateAdGroup"]);
export const ProductAdAudit = auditNames("productAd", ["addProductAds"]);
export const TargetAudit = auditNames("target", ["addTargets", "addNegatives", "updateTargetBid", "updateTargetBids"]);
export const PortfolioAudit = auditNames("portfolio", ["createPortfolio", "updatePortfolio"]);
export const AssetAudit = auditNames("adAsset", ["uploadAsset"]);
