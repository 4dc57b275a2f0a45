/**
 * The plain list screen of a resource defined in the contracts: heading, filter bar, list (sort, column
 * settings, export), create/edit form, detail and delete (confirmed first), all from the definition.
 * Form rules come from the save schema and the body sent is `save.parse(values)` (schemaForm.ts).
 * Screens with real logic are written by hand on the same pieces (ResourceTable, ResourceForm...).
 *
 * Adding a resource (example: salespeople):
 *
 * 1. contracts (`masterdata/business/business.resources.ts`): the definition, beside the row and save schemas
 *    ```ts
 *    export const salespersonResource = defineResource({
 *      name: "masterdata.salespeople", title: { "zh-CN": "业务员", "en-US": "Salespeople" }, noun: {...},
 *      row: salespersonRow, save: salespersonSave, nameField: "fullName",
 *      fields: {
 *        fullName: { label: { "zh-CN": "姓名", "en-US": "Name" }, kind: "text", filter: true, width: 180, form: true },
 *        userId: { label: {...}, kind: "ref", list: false, form: true },       // options come from the screen
 *        active: activeField({ form: true }),
 *      },
 *      defaultSort: { field: "fullName", dir: "asc" },
 *      permissions: { read: "masterdata:salesperson:read", manage: "masterdata:salesperson:manage" },
 *      paths: { list: "GET /api/v1/Salesperson/findByPage", export: "/api/v1/Salesperson/export",
 *               detail: "GET /api/v1/Salesperson/findOne", save: "POST /api/v1/Salesperson/saveOne", delete: "POST /api/v1/Salesperson/del" },
 *    });
 *    ```
 * 2. server: `registerResource(app, database, salespersonResource, { list, get, save, remove })`, where
 *    `list(actor)` gives the query and the column of each field (platform/http/resource-routes.ts).
 * 3. web: the screen
 *    ```tsx
 *    export default function SalesmanListPage() {
 *      const users = useUserOptions();
 *      return <ResourcePage resource={salespersonResource} intro={t("salesman.intro")} options={{ userId: users }} formRoute="salesmanList" />;
 *    }
 *    ```
 */
import { type Key, useImperativeHandle, useMemo, useState } from "react";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type AnyResource, resourceKey, type RowOf } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../lib/auth";
import { currentLocale } from "../../lib/i18n";
import { confirmDestroy } from "../confirmDestroy";
import { DetailView } from "../DetailView";
import { PageHeading } from "../PageHeading";
import { ResourceForm } from "../ResourceForm";
import { ResourceTable } from "../ResourceTable";
import { RowActions } from "../RowActions";
import { useFormRoute } from "../useFormRoute";
import {
  definitionColumns,
  definitionDetail,
  definitionFields,
  definitionFilters,
  formValuesOf,
  withoutFields,
  type Renders,
} from "./fromDefinition";
import { useRefreshList } from "./listQuery";
import { rowActionsFor } from "./rowActionsFor";
import { deleteRecord, loadRecord, saveRecord, writable } from "./resourceCalls";
import type { ResourcePageProps } from "./resourcePageProps";
import { SelectionBar } from "./SelectionBar";
import type { Translate } from "./schemaForm";

export type { ResourcePageHandle, ResourcePageProps } from "./resourcePageProps";

export function ResourcePage<D extends AnyResource>(props: ResourcePageProps<D>) {
  const { options = {}, render, extraActions, extraFilters = [], extraFields = [], formRoute, onChanged } = props;
  type Row = RowOf<D> & { version: number };
  const hidden = (props.hide ?? []).join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the hidden keys compare by content
  const def = useMemo(() => withoutFields(props.resource, props.hide), [props.resource, hidden]);
  const { t } = useTranslation("components");
  const locale = currentLocale();
  const navigate = useNavigate();
  const [listMethod, listUrl] = def.paths.list.split(" ") as ["GET" | "POST", string];
  const canManage = hasPermission(useMe().data, def.permissions.manage);
  const refreshList = useRefreshList(listUrl);
  const changed = () => Promise.all([refreshList(), onChanged?.()]);
  const { editing, setEditing, close } = useFormRoute<Row>(formRoute ?? "", (id) => loadRecord<Row>(def, id));
  const [viewing, setViewing] = useState<Row | null>(null);
  const [ticked, setTicked] = useState<Key[]>([]);
  const bulk = canManage ? props.bulkActions : undefined;
  useImperativeHandle(
    props.ref,
    () => ({
      create: (values, title) => setEditing({ mode: "create", values, title }),
      edit: (row) => setEditing({ mode: "edit", row: row as Row }),
    }),
    [setEditing],
  );
  const optionsKey = JSON.stringify(options);
  const shownKeys = (props.show ?? []).join(",");
  const columns = useMemo(
    () =>
      definitionColumns<Row>(def, locale, render as Renders<Row>).map((c) =>
        shownKeys.split(",").includes(c.key) ? { ...c, hiddenByDefault: undefined } : c,
      ),
    [def, locale, render, shownKeys],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- options compare by content
  const filters = useMemo(() => [...extraFilters, ...definitionFilters(def, locale, options)], [def, locale, optionsKey, extraFilters]);
  const overrides = editing && props.fieldOverrides ? props.fieldOverrides(editing) : {};
  const mode = editing?.mode ?? "create";
  const fields = [...extraFields, ...definitionFields<Record<string, unknown>>(def, locale, t as Translate, options, mode)].map((f) => ({
    ...f,
    ...overrides[f.name],
  }));
  // a create's given values that no form field holds (the form's own win where it has the field)
  const givenOutsideForm = (values: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !fields.some((f) => f.name === key)));
  const name = (row: Row) => String((row as Record<string, unknown>)[def.nameField] ?? (row as Record<string, unknown>)[resourceKey(def)]);
  const noun = def.noun[locale];
  const createText = t("form.create", { noun });

  const save = async (values: Record<string, unknown>) => {
    const saved = await saveRecord(
      def,
      values,
      editing?.mode === "edit" ? editing.row : undefined,
      editing?.mode === "edit" ? (props.editExtra?.(editing.row) ?? {}) : { ...props.createExtra, ...givenOutsideForm(editing?.values) },
    );
    props.onSaved?.(saved as RowOf<D>, editing?.mode === "edit" ? "edit" : "create");
    void changed();
  };
  const can = writable(def);
  const { formPage } = props;
  const creatable = canManage && (!!formPage?.create || can.create);
  const editable = canManage && (!!formPage?.edit || can.update);
  const removable = canManage && can.remove;
  const shown = rowActionsFor({
    canManage,
    editable,
    removable,
    detail: !!props.detail,
    extraActions: !!extraActions,
    readActions: !!props.readActions,
  });
  const create = () => (formPage?.create ? void navigate(formPage.create) : setEditing({ mode: "create" }));
  const edit = (row: Row) => (formPage?.edit ? void navigate(formPage.edit(row)) : setEditing({ mode: "edit", row }));

  return (
    <div>
      {props.heading !== false && <PageHeading title={def.title[locale]} intro={props.intro} />}
      {props.before}
      <ResourceTable<Row>
        tableId={def.name}
        listUrl={listUrl}
        listMethod={listMethod}
        exportUrl={def.paths.export}
        rowKey={resourceKey(def) as Extract<keyof Row, string>}
        columns={columns}
        filters={filters}
        defaults={{
          sort: { field: def.defaultSort.field, order: def.defaultSort.dir },
          rows: props.rows ?? (props.tree ? 1000 : undefined),
        }}
        tree={props.tree as { parent: Extract<keyof Row, string> } | undefined}
        enabled={props.listEnabled}
        fixedQuery={props.fixedQuery}
        emptyText={props.emptyText}
        actionsWidth={props.actionsWidth ?? (extraActions ? 190 : 130)}
        selection={bulk && { keys: ticked, onChange: (keys) => setTicked(keys) }}
        toolbar={
          (creatable || props.toolbar || bulk) && (
            <>
              {creatable && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={create}
                  disabled={props.createDisabled}
                  data-testid={props.createTestId ?? "create"}
                >
                  {createText}
                </Button>
              )}
              {props.toolbar}
              {bulk && (
                <SelectionBar count={ticked.length} onClear={() => setTicked([])}>
                  {bulk(ticked.map(Number), { reload: refreshList, clear: () => setTicked([]) })}
                </SelectionBar>
              )}
            </>
          )
        }
        rowActions={
          shown.any
            ? (row) => (
                <RowActions
                  onEdit={editable && (props.canEdit?.(row) ?? true) ? () => edit(row) : undefined}
                  onDelete={
                    removable && (props.canDelete?.(row) ?? true)
                      ? () => void confirmDestroy({ name: name(row), onConfirm: () => deleteRecord(def, row).then(changed) })
                      : undefined
                  }
                >
                  {props.detail && (
                    <Button type="link" size="small" onClick={() => setViewing(row)} style={{ paddingInline: 4 }}>
                      {t("form.view")}
                    </Button>
                  )}
                  {shown.read && props.readActions?.(row)}
                  {shown.extra && extraActions?.(row, changed)}
                </RowActions>
              )
            : undefined
        }
      />
      {editing && props.form?.(editing, close, changed)}
      {editing && !props.form && (
        <ResourceForm<Record<string, unknown>>
          open
          mode={editing.mode}
          columns={props.columns}
          title={editing.mode === "edit" ? t("form.edit", { noun, name: name(editing.row) }) : (editing.title ?? createText)}
          fields={fields}
          initialValues={formValuesOf(
            def,
            editing.mode === "edit" ? editing.row : { ...(def.createDefaults as Record<string, unknown>), ...editing.values },
          )}
          onSubmit={save}
          onClose={close}
          onConflict={() => void refreshList()}
        />
      )}
      {viewing && (
        <Drawer open title={name(viewing)} onClose={() => setViewing(null)} size={640}>
          <DetailView<Row> fields={definitionDetail<Row>(def, locale, render as Renders<Row>)} data={viewing} column={2} />
        </Drawer>
      )}
    </div>
  );
}
