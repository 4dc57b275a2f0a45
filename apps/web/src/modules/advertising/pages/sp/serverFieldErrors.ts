/**
 * A 400's field errors on the SP forms' fields: `body.adGroup.defaultBid` -> ["adGroup", "defaultBid"],
 * `body.targets.2.bid` -> the row of the targeting list the targets were built from. Answers the form
 * fields to mark and what no field shows.
 */
import type { FormInstance } from "antd/es/form";
import { ApiError } from "../../../../lib/api";

type Path = (string | number)[];

export function showServerErrors(form: FormInstance, err: unknown, targetList: string, renames: Record<string, Path> = {}): Path | null {
  if (!(err instanceof ApiError) || err.details.length === 0) return null;
  let first: Path | null = null;
  for (const d of err.details) {
    const parts: Path = d.path
      .replace(/^body\.?/, "")
      .split(".")
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (parts.length === 0) continue;
    const head = String(parts[0]);
    const name: Path = head === "targets" ? [targetList, ...parts.slice(1)] : renames[head] ? [...renames[head], ...parts.slice(1)] : parts;
    form.setFields([{ name, errors: [d.message] }]);
    first ??= name;
  }
  return first;
}
