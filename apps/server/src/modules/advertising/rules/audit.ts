import { auditNames } from "../../../platform/audit/names.js";

/** The automation's audit vocabulary. */
export const RuleAudit = auditNames("ad_rule", [
  "createAdRule",
  "updateAdRule",
  "deleteAdRule",
  "enableAdRule",
  "disableAdRule",
  "runAdRule",
  "dryRunAdRule",
]);
export const TacticAudit = auditNames("ad_tactic", [
  "createAdTactic",
  "updateAdTactic",
  "deleteAdTactic",
  "enableAdTactic",
  "disableAdTactic",
  "runAdTactic",
  "dryRunAdTactic",
]);
export const RuleActionAudit = auditNames("ad_rule_action", ["undoAdRuleAction"]);
