/** Pieces the automation screens share: a lever's change (before → after) and the figures that made a rule act. */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import {
  type LeverSettings,
  ruleActionLabels,
  type RuleActionRow,
  ruleLevelLabels,
  ruleMetricLabels,
  ruleOpLabels,
  skipReasonLabels,
} from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { formatAmount, formatDateTime } from "../../../../components/format";

/** What a lever holds, as a person reads it: an amount, a state, or the term added. */
export function settingText(s: LeverSettings | null | undefined, currency: string): string {
  if (!s) return "—";
  if (s.bid !== undefined) return `${formatAmount(s.bid)} ${currency}`;
  if (s.budget !== undefined) return `${formatAmount(s.budget)} ${currency}`;
  if (s.state !== undefined) return s.state;
  if (s.term) return `${s.term.text} (${s.term.matchType}${s.term.bid ? ` ${formatAmount(s.term.bid)} ${currency}` : ""})`;
  return "—";
}

export const actionLabel = (kind: string) => ruleActionLabels[kind as keyof typeof ruleActionLabels]?.[currentLocale()] ?? kind;
export const levelLabel = (level: string) => ruleLevelLabels[level as keyof typeof ruleLevelLabels]?.[currentLocale()] ?? level;

export function ChangeText({ row }: { row: Pick<RuleActionRow, "before" | "after" | "currency" | "kind"> }) {
  return (
    <span>
      {actionLabel(row.kind)}: {row.before && Object.keys(row.before).length ? `${settingText(row.before, row.currency)} → ` : ""}
      <b>{settingText(row.after, row.currency)}</b>
    </span>
  );
}

/** Each condition with the figure it compared (green when it held), and the window it was read over. */
export function Figures({ row }: { row: Pick<RuleActionRow, "evaluation"> }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const e = row.evaluation;
  if (!e) return null;
  return (
    <span>
      {e.conditions.map((c, i) => (
        <Tag key={i} color={c.holds ? "green" : "default"}>
          {ruleMetricLabels[c.metric][locale]} {c.actual ?? "—"} {ruleOpLabels[c.op]} {c.value}
        </Tag>
      ))}
      <span style={{ opacity: 0.65 }}>{t("dry.window", e.window)}</span>
    </span>
  );
}

/** Why a run left a lever alone. */
export function SkipText({ row }: { row: Pick<RuleActionRow, "skipReason" | "skipUntil" | "byRuleId"> }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  if (!row.skipReason) return null;
  return (
    <span>
      {skipReasonLabels[row.skipReason][locale]}
      {row.skipUntil ? ` ${t("dry.until", { until: formatDateTime(row.skipUntil, locale) })}` : ""}
      {row.byRuleId ? ` (${t("dry.byRule", { id: row.byRuleId })})` : ""}
    </span>
  );
}
