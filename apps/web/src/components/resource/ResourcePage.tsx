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
import { type ReactNode, type Ref, useImperativeHandle, useMemo, useState } from "react";
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
import { type Editing, useFormRoute } from "../useFormRoute";
import {
  definitionColumns,
  definitionDetail,
  definitionFields,
  definitionFilters,
  formValuesOf,
  type Option,
  withoutFields,
  type Renders,
} from "./fromDefinition";
import { useRefreshList } from "./listQuery";
import { rowActionsFor } from "./rowActionsFor";
import { deleteRecord, loadRecord, saveRecord, writable } from "./resourceCalls";
import type { FieldDef, FilterDef } from "./types";
import type { Translate } from "./schemaForm";

/** What a screen may do to its resource page from outside the list (`ref`): open its form, for a new record with given values. */
export interface ResourcePageHandle {
  /**
   * The create form, its fields filled from `values`; values of fields the form does not show (a parent id)
   * are sent with the create as they are. `title` replaces "New {noun}".
   */
  create: (values: Record<string, unknown>, title?: string) => void;
  /** The edit form of a row the screen holds (e.g. found beside another list). */
  edit: (row: Record<string, unknown>) => void;
}

export interface ResourcePageProps<D extends AnyResource> {
  resource: D;
  ref?: Ref<ResourcePageHandle>;
  /** The page's heading text under the title; no heading at all with `heading={false}` (a tab). */
  intro?: string;
  heading?: boolean;
  /** Shown between the heading and the list (e.g. the record the list belongs to). */
  before?: ReactNode;
  /** Options of select/ref fields and filters, by field key (pickers the screen loads). */
  options?: Record<string, Option[] | undefined>;
  /** A cell of its own, by field key. */
  render?: Renders<RowOf<D>>;
  /** Whether a row offers edit / delete (default: every row); e.g. not a built-in one, not while other records use it. */
  canEdit?: (row: RowOf<D>) => boolean;
  canDelete?: (row: RowOf<D>) => boolean;
  /**
   * Actions beside edit and delete (activate...), for users with the manage permission; `changed` reloads the
   * list. A definition without a save path may still have them (status commands of a read-only view).
   */
  extraActions?: (row: RowOf<D>, changed: () => Promise<unknown>) => ReactNode;
  /** Actions for every reader, with or without the manage permission (print a label, open elsewhere). */
  readActions?: (row: RowOf<D>) => ReactNode;
  actionsWidth?: number;
  /** Buttons after "New" in the list's toolbar. */
  toolbar?: ReactNode;
  /** Filters and form fields the definition does not hold (e.g. the seller picker of operator staff). */
  extraFilters?: FilterDef[];
  extraFields?: FieldDef<Record<string, unknown>>[];
  /** Changes to derived form fields, by key (options that depend on the form or on the edited row...). */
  fieldOverrides?: (editing: Editing<RowOf<D>>) => Record<string, Partial<FieldDef<Record<string, unknown>>>>;
  /** Values a create sends besides the form's (e.g. the parent the list is filtered on). */
  createExtra?: Record<string, unknown>;
  /** Values an update sends besides the form's, from the edited row (what the save body holds but another screen edits). */
  editExtra?: (row: RowOf<D>) => Record<string, unknown>;
  createDisabled?: boolean;
  /** The spec's `<list>/update/:type` screens: the list path that opens the form from the address. */
  formRoute?: string;
  /** Create and/or edit on a screen of their own: "New" and "Edit" go to these addresses instead of opening the form. */
  formPage?: { create?: string; edit?: (row: RowOf<D>) => string };
  /** The list loads only while true (e.g. until a required filter is chosen); rows per page when not in the address. */
  listEnabled?: boolean;
  /** Filters the screen always applies (not in the URL), e.g. one campaign type of a shared definition. */
  fixedQuery?: Record<string, string>;
  rows?: number;
  emptyText?: string;
  /** After a save or delete, besides reloading the list (e.g. refresh cached options). */
  onChanged?: () => unknown;
  /** After a save from the page's form: the server's answer (e.g. a secret shown once on create). */
  onSaved?: (row: RowOf<D>, mode: "create" | "edit") => unknown;
  columns?: 1 | 2;
  /** Fields of the definition this viewer does not get (no column, filter, detail or form field), e.g. the owner for a seller. */
  hide?: readonly string[];
  /** Columns the definition hides until turned on that this viewer sees from the start (the operator column for the platform). */
  show?: readonly string[];
  /**
   * A form of the screen's own in place of the one derived from the definition (fields the definition cannot
   * describe, e.g. credentials per carrier); `changed` reloads the list.
   */
  form?: (editing: Editing<RowOf<D>>, close: () => void, changed: () => Promise<unknown>) => ReactNode;
  /** Tree mode (ResourceTable `tree`): rows under their `parent` row, the whole tree on one page of up to 1000 rows. */
  tree?: { parent: string };
  /** A "View" action opening the record's detail. */
  detail?: boolean;
  createTestId?: string;
}

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
        toolbar={
          (creatable || props.toolbar) && (
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
