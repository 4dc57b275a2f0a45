import type { FastifyInstance } from "fastify";
import {
  actionStatusLabels,
  dryRunBody,
  errorBody,
  idBody,
  idQuery,
  type LeverSettings,
  ruleActionLabels,
  ruleActionRow,
  type RuleActionRow,
  ruleLevelLabels,
  rulePickerQuery,
  rulePickers,
  ruleResource,
  ruleRow,
  runActionsArgs,
  runReply,
  runSummary,
  setEnabledBody,
  skipReasonLabels,
  tacticResource,
  tacticRow,
  undoBody,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import { labelOf } from "../../../platform/crud/index.js";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { actionListSpec, undoAction } from "./actions.service.js";
import { rulePickers as pickers } from "./rules.queries.js";
import { checkRunInScope, runActionsListSpec, runSummary as summaryOfRun } from "./run-actions.queries.js";
import * as rules from "./rules.service.js";
import { dryRunRule, runRuleNow, runTactic } from "./runs.service.js";
import * as tactics from "./tactics.service.js";

const tags = ["advertising"];
const refused = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const value = (s: unknown) => {
  const v = s as LeverSettings | null;
  return v?.bid ?? v?.budget ?? v?.state ?? v?.term?.text ?? null;
};
const col = (
  key: keyof RuleActionRow & string,
  zh: string,
  en: string,
  width: number,
  extra: Partial<ExportColumn<RuleActionRow>> = {},
) => ({
  key,
  header: { "zh-CN": zh, "en-US": en },
  width,
  ...extra,
});
const actionColumns: ExportColumn<RuleActionRow>[] = [
  col("createdAt", "时间", "Time", 20, { kind: "timestamp" }),
  col("ruleName", "规则", "Rule", 24),
  col("campaignName", "广告活动", "Campaign", 28),
  col("level", "对象", "Acts on", 14, { format: labelOf(ruleLevelLabels) }),
  col("entityName", "名称", "Name", 28),
  col("kind", "动作", "Action", 18, { format: labelOf(ruleActionLabels) }),
  col("before", "变更前", "Before", 12, { format: value }),
  col("after", "变更后", "After", 12, { format: value }),
  col("currency", "币种", "Currency", 8),
  col("status", "状态", "Status", 12, { format: labelOf(actionStatusLabels) }),
  col("skipReason", "跳过原因", "Skipped because", 16, { format: labelOf(skipReasonLabels) }),
];

/** advertising/robotization and advertising/tactics: rules and tactics (resource kit), their commands, runs and the action log. */
export function registerRuleRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, ruleResource, {
    list: rules.ruleList,
    get: rules.getRule,
    save: rules.saveRule,
    remove: rules.deleteRule,
  });
  registerResource(app, database, tacticResource, {
    list: tactics.tacticList,
    get: tactics.getTactic,
    save: tactics.saveTactic,
    remove: tactics.deleteTactic,
  });
  defineRoute(app, "POST", "/api/advertising/rules/setEnabled", {
    access: "advertising:rule:manage",
    schema: {
      summary: "Switch a rule on (its first scheduled run is due at once) or off",
      tags,
      body: setEnabledBody,
      response: { 200: ruleRow, ...refused },
    },
    handler: async (req) => rules.setRuleEnabled(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", "/api/advertising/rules/dryRun", {
    access: "advertising:rule:manage",
    schema: {
      summary:
        "Dry run: what a saved rule ({ id }) or an unsaved one ({ rule }) would change now and why, and what it would skip and why; nothing changes",
      tags,
      body: dryRunBody,
      response: { 200: runReply, ...refused },
    },
    handler: async (req) => dryRunRule(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", "/api/advertising/rules/run", {
    access: "advertising:rule:manage",
    schema: {
      summary: "Run a saved rule now: its plan applied (bids, budgets, states, negatives, harvests), logged for undo",
      tags,
      body: idBody,
      response: { 200: runReply, ...refused },
    },
    idempotent: true,
    handler: async (req) => runRuleNow(requestContext(req, db), req.body.id),
  });
  defineRoute(app, "GET", "/api/advertising/rules/pickers", {
    access: "advertising:rule:read",
    schema: {
      summary: "What the rule and tactic forms pick from: ad accounts, campaigns, ad groups and rules in the caller's scope",
      tags,
      querystring: rulePickerQuery,
      response: { 200: rulePickers, 400: errorBody },
    },
    handler: async (req) => pickers(db, req.actor!, req.query.adsProfileId),
  });
  registerList(app, database, {
    list: "GET /api/advertising/rules/actions/list",
    spec: false,
    exportPath: "/api/advertising/rules/actions/export",
    access: "advertising:rule:read",
    summary: "The action log: what rule runs changed (applied, undone) and left alone (skipped, why), with the figures behind each",
    row: ruleActionRow,
    listSpec: actionListSpec,
    columns: actionColumns,
    filename: "rule-actions",
    sheet: { "zh-CN": "规则执行记录", "en-US": "Rule actions" },
  });
  registerList(app, database, {
    list: "GET /api/advertising/rules/runs/actions",
    spec: false,
    exportPath: "/api/advertising/rules/runs/actions/export",
    access: "advertising:rule:read",
    summary:
      "One run's actions, dry or real (404 for a run outside the caller's scope): planned, applied, undone or skipped, with the figures behind each; planned and applied first",
    row: ruleActionRow,
    args: runActionsArgs,
    boundArgs: true,
    check: checkRunInScope,
    listSpec: runActionsListSpec,
    columns: actionColumns,
    filename: "rule-run-actions",
    sheet: { "zh-CN": "规则执行明细", "en-US": "Rule run actions" },
  });
  defineRoute(app, "GET", "/api/advertising/rules/runs/detail", {
    access: "advertising:rule:read",
    schema: {
      summary: "A run's summary: the rule or tactic, when, targets evaluated, planned / applied / skipped in all and by action kind",
      tags,
      querystring: idQuery,
      response: { 200: runSummary, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => summaryOfRun(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/advertising/rules/actions/undo", {
    access: "advertising:rule:manage",
    schema: {
      summary: "Undo one applied action (409 naming the current value when the lever moved since, or when already undone)",
      tags,
      body: undoBody,
      response: { 200: ruleActionRow, ...refused },
    },
    idempotent: true,
    handler: async (req) => undoAction(requestContext(req, db), req.body.id),
  });
  defineRoute(app, "POST", "/api/advertising/tactics/setEnabled", {
    access: "advertising:rule:manage",
    schema: { summary: "Switch a tactic on or off", tags, body: setEnabledBody, response: { 200: tacticRow, ...refused } },
    handler: async (req) => tactics.setTacticEnabled(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", "/api/advertising/tactics/dryRun", {
    access: "advertising:rule:manage",
    schema: {
      summary: "Dry run of a tactic: its rules over its campaigns; nothing changes",
      tags,
      body: idBody,
      response: { 200: runReply, ...refused },
    },
    handler: async (req) => runTactic(requestContext(req, db), req.body.id, true),
  });
  defineRoute(app, "POST", "/api/advertising/tactics/run", {
    access: "advertising:rule:manage",
    schema: {
      summary: "Run a tactic now: its rules over its campaigns, applied and logged",
      tags,
      body: idBody,
      response: { 200: runReply, ...refused },
    },
    idempotent: true,
    handler: async (req) => runTactic(requestContext(req, db), req.body.id, false),
  });
}
