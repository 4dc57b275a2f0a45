import type { AppModule } from "../../platform/module.js";
import { ruleScheduleJob, registerRules } from "./rules/rules.register.js";
import { rulesMessages } from "./rules/rules.messages.js";

/**
 * Advertising (issue 10, spec §2.8): Amazon Sponsored Products, Brands and Display campaigns of the
 * sellers' store accounts, their performance, and automation rules that know the stock. Tables in
 * schema.ts; every change goes through changes.ts (history row + outbox push to the Amazon Ads adapter).
 */
export { adCampaigns, adGroups, adProductAds, adTargets } from "./schema.js";

export const advertisingModule: AppModule = {
  name: "advertising",
  messages: [rulesMessages],
  register: registerRules,
  periodicJobs: [ruleScheduleJob],
};
