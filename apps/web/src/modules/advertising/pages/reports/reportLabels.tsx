/** Code labels the report lists show (ad type, targeting, state) in the user's language, and the account filter's options. */
import Tag from "antd/es/tag";
import {
  type AdState,
  adStateLabels,
  type AdTargeting,
  adTargetingLabels,
  type AdType,
  adTypeLabels,
  type Locale,
} from "@entrepot/contracts";
import type { FilterDef } from "../../../../components/resource/types";
import { useAdAccounts } from "../../api.reports";

type Coded = Record<string, { "zh-CN": string; "en-US": string; color?: string }>;
const labelIn = (table: Coded, code: string, locale: Locale) => table[code]?.[locale] ?? code;

export const adTypeText = (code: string, locale: Locale) => labelIn(adTypeLabels as Coded, code as AdType, locale);
export const targetingText = (code: string, locale: Locale) => labelIn(adTargetingLabels as Coded, code as AdTargeting, locale);
export const stateTag = (code: string, locale: Locale) => (
  <Tag color={adStateLabels[code as AdState]?.color}>{labelIn(adStateLabels as Coded, code, locale)}</Tag>
);
export const codeOptions = (table: Coded, locale: Locale) => Object.entries(table).map(([value, l]) => ({ value, label: l[locale] }));

/** The ad account filter of a report list (`search[EQ_adsProfileId]`). */
export function useAccountFilter(label: string): FilterDef {
  const accounts = useAdAccounts().data?.rows ?? [];
  return {
    field: "adsProfileId",
    label,
    kind: "select",
    width: 220,
    options: accounts.map((a) => ({ value: String(a.id), label: `${a.storeTitle} · ${a.currency}` })),
  };
}
