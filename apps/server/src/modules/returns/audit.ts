import { auditNames } from "../../platform/audit/names.js";

/** The return plan's audit vocabulary (its transitions are named by the runner: submitReturnPlan...). */
export const ReturnPlanAudit = auditNames("returnPlan", [
  "createReturnPlan",
  "updateReturnPlan",
  "deleteReturnPlan",
  "createReturnReceipt",
  "updateReturnReceipt",
  "deleteReturnReceipt",
  "addReturnReceiptPhoto",
  "removeReturnReceiptPhoto",
]);
