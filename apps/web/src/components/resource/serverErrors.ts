import type { ErrorDetail } from "../../lib/api";

/**
 * Splits a 400's details into errors for form fields (`body.dictType` -> field `dictType`) and the rest
 * (messages about the request as a whole, or fields the form does not show).
 */
export function splitServerErrors(details: readonly ErrorDetail[], fieldNames: readonly string[]) {
  const known = new Set(fieldNames);
  const byField = new Map<string, string[]>();
  const other: string[] = [];
  for (const d of details) {
    const field = /^body\.([^.[\]]+)/.exec(d.path)?.[1];
    if (field && known.has(field)) byField.set(field, [...(byField.get(field) ?? []), d.message]);
    else other.push(d.path ? `${d.path.replace(/^body\.?/, "")}: ${d.message}`.replace(/^: /, "") : d.message);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), other };
}
