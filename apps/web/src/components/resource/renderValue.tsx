import type { ReactNode } from "react";
import type { Locale } from "@entrepot/contracts";
import { i18n } from "../../lib/i18n";
import { DictTag } from "../DictTag";
import { formatDate, formatDateTime } from "../format";
import { Money } from "../Money";
import type { ValueDisplay } from "./types";

/** One value of a row, shown the way its descriptor says (list cells and detail fields alike). */
export function renderValue<Row>(row: Row, key: keyof Row, display: ValueDisplay<Row>, locale: Locale): ReactNode {
  if (display.render) return display.render(row);
  const value = row[key] as unknown;
  if (value === null || value === undefined || value === "") return null;
  switch (display.kind ?? "text") {
    case "dict":
      return display.dictType ? <DictTag type={display.dictType} value={String(value)} /> : String(value);
    case "money": {
      const currency = typeof display.currency === "function" ? display.currency(row) : display.currency;
      return <Money value={String(value)} currency={currency} />;
    }
    case "date":
      return formatDate(String(value), locale);
    case "datetime":
      return formatDateTime(String(value), locale);
    case "bool":
      return value === true || value === "true" ? i18n.t("components:common.yes") : i18n.t("components:common.no");
    case "number":
      return <span style={{ fontVariantNumeric: "tabular-nums" }}>{String(value)}</span>;
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value as string | number | boolean);
  }
}
