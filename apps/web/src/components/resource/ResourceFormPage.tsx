/**
 * The create/edit form of a resource as a screen of its own (the spec's `.../:type` screens: `add`, or
 * `edit?id=`), from its definition: fields, rules and body as in ResourcePage's form; after a save the
 * list reloads and the screen goes back to it. The list opens it with `ResourcePage formPage={...}`.
 */
import Button from "antd/es/button";
import Result from "antd/es/result";
import Spin from "antd/es/spin";
import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type AnyResource, type RowOf } from "@entrepot/contracts";
import { currentLocale } from "../../lib/i18n";
import { PageForm } from "../PageForm";
import { PageHeading } from "../PageHeading";
import { Panel } from "../Panel";
import type { Editing } from "../useFormRoute";
import { definitionFields, formValuesOf, type Option } from "./fromDefinition";
import { useRefreshList } from "./listQuery";
import { loadRecord, saveRecord } from "./resourceCalls";
import type { Translate } from "./schemaForm";
import type { FieldDef } from "./types";

type Values = Record<string, unknown>;

export interface ResourceFormPageProps<D extends AnyResource> {
  resource: D;
  /** The list this form belongs to: "Back" and a finished save go there. */
  back: string;
  intro?: string;
  /** Options of select/ref fields, by field key. */
  options?: Record<string, Option[] | undefined>;
  /** A new record's values besides the definition's `createDefaults` (e.g. the parent chosen in the list). */
  createValues?: Values;
  /** Changes to derived form fields, by key (options that depend on the form or on the edited row...). */
  fieldOverrides?: (editing: Editing<RowOf<D>>) => Record<string, Partial<FieldDef<Values>>>;
  columns?: 1 | 2;
}

export function ResourceFormPage<D extends AnyResource>({ resource: def, back, ...props }: ResourceFormPageProps<D>) {
  type Row = RowOf<D> & { version: number };
  const { t } = useTranslation("components");
  const locale = currentLocale();
  const navigate = useNavigate();
  const { type } = useParams();
  const [params] = useSearchParams();
  const refreshList = useRefreshList(def.paths.list.split(" ")[1]!);
  const id = type === "edit" ? Number(params.get("id")) : 0;
  const valid = type === "add" || (Number.isInteger(id) && id > 0);
  const record = useQuery({ queryKey: [def.name, "record", id], enabled: id > 0, queryFn: () => loadRecord<Row>(def, id) });
  const goBack = () => void navigate(back);
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
      {t("form.back")}
    </Button>
  );
  if (!valid || record.isError) return <Result status="404" title={t("form.notFound")} extra={backButton} />;
  if (id && !record.data) return <Spin style={{ display: "block", marginTop: 48 }} />;

  const editing: Editing<Row> = record.data ? { mode: "edit", row: record.data } : { mode: "create" };
  const noun = def.noun[locale];
  const overrides = props.fieldOverrides?.(editing) ?? {};
  const fields = definitionFields<Values>(def, locale, t as Translate, props.options, editing.mode).map((f) => ({
    ...f,
    ...overrides[f.name],
  }));
  const save = async (values: Values) => {
    await saveRecord(def, values, editing.mode === "edit" ? editing.row : undefined);
    void refreshList();
    goBack();
  };
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <PageHeading
        title={editing.mode === "edit" ? t("form.edit", { noun, name: String(editing.row[def.nameField]) }) : t("form.create", { noun })}
        intro={props.intro}
        extra={backButton}
      />
      <Panel>
        <PageForm<Values>
          key={editing.mode === "edit" ? editing.row.version : "new"}
          name={def.name}
          mode={editing.mode}
          columns={props.columns ?? 1}
          fields={fields}
          initialValues={formValuesOf(
            def,
            editing.mode === "edit" ? editing.row : { ...(def.createDefaults as Values), ...props.createValues },
          )}
          onSubmit={save}
          onConflict={() => void record.refetch()}
        />
      </Panel>
    </div>
  );
}
