import type { FastifyInstance } from "fastify";
import { definePeriodicJob } from "../../../platform/jobs/periodic.js";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerRuleRoutes } from "./rules.routes.js";
import { RULE_SCHEDULE_SECONDS, runDueRules } from "./runs.service.js";

/** The automation area's calls (rules, tactics, runs, the action log). */
export async function registerRules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerRuleRoutes(app, deps.database);
}

/** Enabled rules and tactics run when due; the sweep looks every few minutes. */
export const ruleScheduleJob = definePeriodicJob({
  name: "advertising.ruleSchedule",
  everySeconds: RULE_SCHEDULE_SECONDS,
  run: async (database, log) => void (await runDueRules(database, log)),
});
