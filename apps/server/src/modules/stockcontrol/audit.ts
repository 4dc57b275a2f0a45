import { auditNames } from "../../platform/audit/names.js";

/** Stock control's audit vocabulary. */
export const WarningRuleAudit = auditNames("stock_warning_rule", ["createWarningRule", "updateWarningRule", "deleteWarningRule"]);
export const WarningAudit = auditNames("stock_warning", ["checkStockWarnings"]);
export const CapacityAudit = auditNames("warehouse_capacity", ["saveWorkConfig"]);
