import type { TaskKind } from "../../platform/jobs/kinds.js";
import type { AppModule } from "../../platform/module.js";
import { advertisingMessages } from "./advertising.messages.js";
import { registerAdvertising } from "./advertising.register.js";
import { adChangePush } from "./changes.push.js";
import { ruleScheduleJob, registerRules } from "./rules/rules.register.js";
import { rulesMessages } from "./rules/rules.messages.js";
import { registerAdReportRoutes } from "./reports/reports.routes.js";
import { adReportMessages } from "./reports/reports.messages.js";
import {
  promotionCancelPush,
  promotionMessages,
  promotionScheduleJob,
  promotionSubmitPush,
  registerPromotions,
} from "./promotions/promotions.register.js";
import { accountSyncKind, reportFetchJob } from "./reports/sync.js";

/**
 * Advertising (issue 10, spec §2.8): Amazon Sponsored Products, Brands and Display campaigns of the
 * sellers' store accounts, their performance, and automation rules that know the stock. Tables in
 * schema.ts; every change goes through changes.ts (history row + outbox push to the Amazon Ads adapter).
 */
export { adCampaigns, adGroups, adProductAds, adTargets } from "./schema.js";
// the Amazon Ads adapter: the sandbox's failure switch (tests, demo) and the seam for a real client
export { failPushes, resetSandboxFailures } from "./adapter/sandbox-adapter.js";
export { setAdsAdapter } from "./changes.push.js";
export type { AmazonAdsAdapter, PushRequest, PushResult } from "./adapter/ads-adapter.js";

/** The report source, for the demo seed and the bench (90 days of history made by the same ingestion). */
export { accountSeed } from "./reports/market.js";
export { loadAccount, loadSnapshot, writeDays } from "./reports/report-source.js";
export { simulateAccountDay, type AccountSnapshot } from "./reports/sandbox-report.js";
export { campaignPerfListSpec } from "./reports/report.lists.js";
export * as adTables from "./schema.js";
/** Rules for the demo seed: a rule's checks and columns as the save command writes them, and the run engine. */
export { checkRuleInput } from "./rules/rules.validate.js";
export { valuesOf as ruleColumns } from "./rules/rules.service.js";
export { runRules } from "./rules/rules.run.js";

export const advertisingModule: AppModule = {
  name: "advertising",
  messages: [advertisingMessages, rulesMessages, adReportMessages, promotionMessages],
  register: async (app, deps) => {
    await registerAdvertising(app, deps);
    await registerRules(app, deps);
    await registerPromotions(app, deps);
    registerAdReportRoutes(app, deps.database);
  },
  outboxHandlers: [adChangePush as never, promotionSubmitPush as never, promotionCancelPush as never],
  taskKinds: [accountSyncKind as unknown as TaskKind<unknown>],
  periodicJobs: [ruleScheduleJob, reportFetchJob, promotionScheduleJob],
};
