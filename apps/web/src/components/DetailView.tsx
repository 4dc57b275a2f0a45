import type { ReactNode } from "react";
import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../lib/i18n";
import { renderValue } from "./resource/renderValue";
import type { DetailFieldDef } from "./resource/types";

export interface DetailViewProps<Row> {
  fields: readonly DetailFieldDef<Row>[];
  data: Row;
  title?: ReactNode;
  extra?: ReactNode;
  column?: number;
}

/** A record's fields as label/value pairs, shown the same way its list shows them. */
export function DetailView<Row extends object>({ fields, data, title, extra, column = 3 }: DetailViewProps<Row>) {
  const { t } = useTranslation("components");
  const locale = currentLocale();
  return (
    <Descriptions
      size="small"
      bordered
      title={title}
      extra={extra}
      column={{ xs: 1, sm: 1, md: 2, lg: column }}
      items={fields.map((f) => ({ key: f.key, label: t(f.label), span: f.span, children: renderValue(data, f.key, f, locale) }))}
    />
  );
}
