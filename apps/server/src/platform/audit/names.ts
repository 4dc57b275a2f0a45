import type { AuditActionCode, AuditEntry } from "./audit.js";

/**
 * A module's audit vocabulary as constants: the entity name its rows are filed under and the commands
 * it runs, so a typo is a compile error and the audit log's filters can list them.
 *
 *   export const ProductLineAudit = auditNames("product_line", ["createProductLine", "updateProductLine", "deleteProductLine"]);
 *   audit: ProductLineAudit.entry("deleteProductLine", AuditAction.delete, { entityId: id, orgId: row.orgId, before: row })
 */
export interface AuditNames<E extends string, C extends string> {
  entity: E;
  commands: readonly C[];
  /** The audit facts of one command, its entity filled in. */
  entry(command: C, action: AuditActionCode, facts: Omit<AuditEntry<C, E>, "command" | "entity" | "action">): AuditEntry<C, E>;
}

export function auditNames<const E extends string, const C extends string>(entity: E, commands: readonly C[]): AuditNames<E, C> {
  return { entity, commands, entry: (command, action, facts) => ({ ...facts, action, command, entity }) };
}
