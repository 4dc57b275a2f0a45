import { lazy, Suspense, useEffect } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { useTranslation } from "react-i18next";
import { DictSelect } from "../DictSelect";
import { filtersFromFormValues, formValuesFromFilters, type FilterFormValue } from "./listState";
import type { FilterDef } from "./types";

// the date picker is big (~35 KB gz): only lists with a date filter fetch it
const RangePicker = lazy(() => import("antd/es/date-picker").then((m) => ({ default: m.default.RangePicker })));

interface Props {
  /** Prefixes the inputs' ids (labels must point at this form's inputs, not another form's). */
  formName: string;
  filters: readonly FilterDef[];
  /** The filters now in the URL (`search[OP_field]` -> value). */
  active: Record<string, string>;
  onApply: (filters: Record<string, string | undefined>) => void;
}

/** Form.Item hands `value` and `onChange` to its child; they are passed through to the input. */
function FilterInput({ def, ...control }: { def: FilterDef }) {
  const { t } = useTranslation("components");
  const width = def.width ?? (def.kind === "dateRange" ? 260 : 180);
  switch (def.kind) {
    case "dict":
      return <DictSelect {...control} type={def.dictType ?? ""} style={{ width }} placeholder={t("table.any")} />;
    case "select":
      return (
        <Select
          {...control}
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          style={{ width }}
          placeholder={t("table.any")}
          options={(def.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      );
    case "bool":
      return (
        <Select
          {...control}
          allowClear
          style={{ width }}
          placeholder={t("table.any")}
          options={[
            { value: "true", label: t("common.yes") },
            { value: "false", label: t("common.no") },
          ]}
        />
      );
    case "number":
      return <InputNumber {...control} style={{ width }} />;
    case "dateRange":
      return (
        <Suspense fallback={<Input disabled style={{ width }} />}>
          <RangePicker {...control} style={{ width }} placeholder={[t("table.from"), t("table.to")]} />
        </Suspense>
      );
    default:
      return <Input {...control} allowClear style={{ width }} />;
  }
}

/** The search form above a list; submitting writes the filters into the URL. */
export function FilterBar({ formName, filters, active, onApply }: Props) {
  const { t } = useTranslation("components");
  const [form] = Form.useForm<Record<string, FilterFormValue>>();
  const activeKey = JSON.stringify(active);
  // Screens build `filters` anew on each render (options arrive later): keyed by what the values depend
  // on, so that a re-render (a page change) does not reset the form, which remounts every input and
  // made each dictionary dropdown cancel and repeat its request.
  const shapeKey = filters.map((f) => `${f.field}:${f.kind}:${f.op ?? ""}:${f.dateValue ?? ""}`).join("|");

  // back/forward or a link changed the URL: show its filters
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesFromFilters(filters, JSON.parse(activeKey) as Record<string, string>));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shapeKey` stands for `filters` (see above)
  }, [form, shapeKey, activeKey]);

  const apply = () => onApply(filtersFromFormValues(filters, form.getFieldsValue()));
  const autoApplyFields = new Set(filters.filter((f) => f.autoApply).map((f) => f.field));

  return (
    <Form
      form={form}
      name={formName}
      layout="inline"
      onFinish={apply}
      onValuesChange={(changed: Record<string, unknown>) => {
        if (Object.keys(changed).some((k) => autoApplyFields.has(k))) apply();
      }}
      style={{ rowGap: 8, marginBottom: 12 }}
      data-testid="filter-bar"
    >
      {filters.map((def) => (
        <Form.Item key={def.field} name={def.field} label={t(def.label)}>
          <FilterInput def={def} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t("table.search")}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            // a list-scoping filter (autoApply) survives a reset: the list has no meaning without it
            const kept = Object.fromEntries(
              filters.filter((f) => f.autoApply).map((f) => [f.field, form.getFieldValue(f.field) as FilterFormValue]),
            );
            form.resetFields();
            form.setFieldsValue(kept);
            onApply(filtersFromFormValues(filters, kept));
          }}
        >
          {t("table.reset")}
        </Button>
      </Form.Item>
    </Form>
  );
}
