import { auditNames } from "../../platform/audit/names.js";

/** The outbound plan's audit vocabulary (its transitions are named by the runner: submitOutboundPlan...). */
export const OutboundPlanAudit = auditNames("outboundPlan", ["createOutboundPlan", "updateOutboundPlan", "deleteOutboundPlan"]);
