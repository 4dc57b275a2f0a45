/** The CRUD and command kit: what every save and delete of a plain resource is made of (see platform/README.md). */
export { checkVersion, requireVersion, staleVersion } from "./version.js";
export { fieldError, fixedField, requiredField, requiredOnCreate, unknownRef } from "./fields.js";
export { deleteRecord, type DeleteSpec } from "./delete.js";
export { auditNames, type AuditNames } from "../audit/names.js";
export { findUsage, refuseIfUsed } from "../db/usage.js";
export { isoTime, isoTimeOrNull } from "../db/columns.js";
export { commandContext } from "../audit/command.js";
export { activeLabel, labelOf, yesNo } from "../http/export.js";
