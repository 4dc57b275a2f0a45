import { formatAmount } from "./format";

/** An amount (decimal string) shown with 2 decimals, half-up, and its currency code. */
export function Money({ value, currency }: { value: string | null | undefined; currency?: string | null }) {
  if (value === null || value === undefined || value === "") return null;
  const text = formatAmount(value);
  return (
    <span style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", color: text.startsWith("-") ? "#cf1322" : undefined }}>
      {text}
      {currency ? <span style={{ marginInlineStart: 4, opacity: 0.65 }}>{currency}</span> : null}
    </span>
  );
}
