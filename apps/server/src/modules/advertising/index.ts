import type { AppModule } from "../../platform/module.js";
import { advertisingMessages } from "./advertising.messages.js";
import { registerAdvertising } from "./advertising.register.js";
import { adChangePush } from "./changes.push.js";
import { ruleScheduleJob, registerRules } from "./rules/rules.register.js";
import { rulesMessages } from "./rules/rules.messages.js";

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

export const advertisingModule: AppModule = {
  name: "advertising",
  messages: [advertisingMessages, rulesMessages],
  // campaign structure (ads-core) and automation (ads-rules) register side by side
  register: async (app, deps) => {
    await registerAdvertising(app, deps);
    await registerRules(app, deps);
  },
  outboxHandlers: [adChangePush as never],
  periodicJobs: [ruleScheduleJob],
};
