/** Cells and options the carriers area's screens share (their lists come from the resource definitions). */
import Tag from "antd/es/tag";
import type { CarrierAccountRow } from "@entrepot/contracts";
import { i18n } from "../../../../lib/i18n";
import { NS } from "./common";

const k = (key: string) => `${NS}:${key}`;
export const carrierCodeOptions = (rows: { code: string; name: string }[] | undefined) =>
  (rows ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));

/** Weekdays with runs of three or more shown as a range: [1,2,3,4,5,7] -> "Mon–Fri, Sun". */
export function weekdaysText(days: number[]): string {
  const name = (d: number) => i18n.t(k(`weekday.${d}`));
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${name(sorted[i]!)}–${name(sorted[j]!)}`);
    else for (let x = i; x <= j; x++) parts.push(name(sorted[x]!));
    i = j + 1;
  }
  return parts.join(i18n.language === "zh-CN" ? "、" : ", ");
}
// --- accounts (both lists: the operator's and sellers' own) --------------------------------------------

/** Cells of the account lists: the owner with its name, the masked number with the blacklist mark. */
export const accountRenders = {
  orgCode: (r: CarrierAccountRow) => `${r.orgCode} · ${r.orgName}`,
  accountMasked: (r: CarrierAccountRow) => (
    <span>
      <code>{r.accountMasked}</code> {r.blacklisted && <Tag color="red">{i18n.t(k("account.blacklisted"))}</Tag>}
    </span>
  ),
};
