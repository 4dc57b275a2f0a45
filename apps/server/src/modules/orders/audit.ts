import { auditNames } from "../../platform/audit/names.js";

/** The B2C order's audit vocabulary (its transitions are named by the runner: submitB2cOrder...). */
export const OrderAudit = auditNames("b2cOrder", ["createB2cOrder", "updateB2cOrder", "deleteB2cOrder", "buyLabelB2cOrder"]);
