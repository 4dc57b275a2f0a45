/**
 * One definition per resource (ARCHITECTURE §3, §6): its fields with zh-CN/en-US labels and kinds, where
 * each shows (list, filter bar, detail, form), its row and save schemas, its permissions and its paths.
 * The server registers list, export, detail, save and delete from it (`registerResource`, platform/http/
 * resource-routes.ts: the ListSpec whitelist and the export columns are derived); the web renders list,
 * filters, form (rules derived from the save schema, body built by it), detail and delete from it
 * (`ResourcePage`, components/resource/ResourcePage.tsx).
 *
 * Ideas taken: Payload CMS collection configs (one config, everything derived), Django's ModelAdmin
 * (list columns, filters, read-only fields on one object), Ant Design Pro's ProColumns (one column array
 * drives table, search form and form). Zod first: values, rules and bodies come from the schemas.
 */
import type { z } from "zod";
import type { CodeTableType, Locale } from "./code-tables.js";
import type { FilterOp } from "./paging.js";
import type { PermissionCode } from "./permissions.js";

export type Label = Readonly<Record<Locale, string>>;

/**
 * How a field's value is shown, filtered, exported and typed in.
 * text/textarea: strings; number: integers or decimals as JS numbers, or decimal strings (measures: typed
 * as text, filtered as decimals, exported as numbers) where the row and save schemas say string; money: a decimal string; date:
 * `YYYY-MM-DD`; datetime: an ISO instant (read-only); bool: true/false; dict: a value of a code table /
 * dictionary type (`dictType`); enum: one of `options` (codes local to the resource); ref: the id of
 * another record (its options come from the screen, its name from another row field).
 */
export type FieldKind = "text" | "textarea" | "number" | "money" | "date" | "datetime" | "bool" | "dict" | "enum" | "ref";

export interface FieldFilter {
  /** Default: LIKE for text, BETWEEN for dates, EQ otherwise. */
  op?: FilterOp;
  /** Width of the filter input (px). */
  width?: number;
  /** Applies as soon as chosen and survives a reset: a filter the list means nothing without (its parent). */
  autoApply?: boolean;
}

export interface FieldOption {
  value: string | number | boolean;
  label: Label;
  /** Shows the value as a tag of this colour (antd preset: success, warning, error, processing, default). */
  color?: string;
}

export interface ResourceField {
  label: Label;
  kind: FieldKind;
  /** kind dict: the code table (or dictionary type) whose labels show for the value. */
  dictType?: CodeTableType | (string & {});
  /** kind enum (and optionally bool): value -> label, with an optional tag colour (values as the row holds them). */
  options?: readonly FieldOption[];
  /**
   * kind enum or ref: the value is a list of them (the save schema's array); the list shows their labels joined.
   * kind text: a list of texts typed in (tags), shown joined.
   */
  multiple?: boolean;
  /** kind money: the row field holding the currency code. */
  currencyField?: string;
  /** Shown in the filter bar (the server whitelists every mapped column either way). */
  filter?: boolean | FieldFilter;
  /** The list may sort by it (default true for a list column the server maps). */
  sort?: boolean;
  /** A list column; "hidden" = off until the user turns it on in the column settings. Default true for row fields. */
  list?: boolean | "hidden";
  /** In the detail view (default: like `list`). */
  detail?: boolean;
  /**
   * Required in the form although the save schema leaves it optional (the server asks for it on create
   * only, e.g. a "create" field an update does not send; or the owning org staff must pick).
   */
  required?: boolean;
  /** Typed in the form: true, "create" (only on create, e.g. a fixed code), "readonly" (shown, not editable on edit). */
  form?: boolean | "create" | "readonly";
  /** List column width (px); the export column width is derived from it. */
  width?: number;
  /** In the export (default: like `list`). */
  export?: boolean;
  /** The export's header where it differs from the list's (the list shows three measures under one heading, the export the first alone). */
  exportLabel?: Label;
  /** Form input: a wide field (two-column forms) or a placeholder. */
  wide?: boolean;
  placeholder?: Label;
  help?: Label;
  /** What an empty value means, shown in the list, the detail and the export (e.g. "All customers (default)"). */
  empty?: Label;
  /** The list's summary row shows the reply's `summary[key]` (the server's list query sums it). */
  summary?: boolean;
}

/** `"GET /api/v1/X/findByPage"`: method and path. */
export type CallPath = `${"GET" | "POST" | "PUT" | "DELETE" | "PATCH"} /${string}`;

export interface ResourcePaths {
  /** The paged list (`page, rows, sidx, sord, search[OP_field]`). */
  list: CallPath;
  /** The .xlsx export of the list (GET and POST at this path). */
  export: string;
  /** One record: `?id=`. */
  detail?: CallPath;
  /** Create (no id) or update (id + version): the save schema is the body, the row the reply. */
  save?: CallPath;
  /** Create only (instead of `save`): the save schema is the body, the row the reply. */
  create?: CallPath;
  /** Update only (instead of `save`): the `update` schema (else the save schema) is the body, with the key and version. */
  update?: CallPath;
  /** Delete: `{ id }` -> `{ ok: true }`; a path ending in `/:id` takes the record's key in the path instead. */
  delete?: CallPath;
  /** Further paths serving the same call (the spec's other names for it). */
  aliases?: Partial<Record<"detail" | "save" | "create" | "update" | "delete", CallPath[]>>;
}

/** Paths are `?id=` / `{ id }` calls unless they end in `/:id` (the key in the path). */
export const pathTakesId = (path: string) => path.endsWith("/:id");

export interface ResourceDefinition<
  Row extends z.ZodObject = z.ZodObject,
  Save extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = Save,
> {
  /** Names the resource: table settings, query keys, file names (`masterdata.salespeople`). */
  name: string;
  /** Plural title (list, export sheet). */
  title: Label;
  /** Singular noun: "New {noun}", "Edit {noun}: ...". */
  noun: Label;
  row: Row;
  /**
   * The record as detail and save answer it, when it holds more than a list row (a product with its kit
   * components, listings and images); default: the row.
   */
  detail?: z.ZodObject;
  /**
   * A second list of another definition's records (its name): the same list and export paths, other
   * columns, filters, sort or title (`defineView`). The server serves the definition it views; a view is
   * never registered itself.
   */
  viewOf?: string;
  /** The body of a save, or of a create when `update` is given. */
  save: Save;
  /** The body of an update when it differs from the create (`paths.update`): it holds the key and `version`. */
  update?: Update;
  /** The row field naming a record (default `id`): the id sent to detail, delete and (as itself) in update bodies. */
  key?: keyof z.infer<Row> & string;
  /** The row field that names a record in titles and confirmations. */
  nameField: keyof z.infer<Row> & string;
  /** Fields in display order, keyed by row and/or save field. */
  fields: { readonly [K in (keyof z.infer<Row> | keyof z.input<Save> | keyof z.input<Update>) & string]?: ResourceField };
  defaultSort: { field: keyof z.infer<Row> & string; dir: "asc" | "desc" };
  /** `read: "@authenticated"` when every signed-in user may list it (reference data other screens pick from). */
  permissions: { read: PermissionCode | "@authenticated"; manage: PermissionCode };
  paths: ResourcePaths;
  /** Values a new record's form starts with. */
  createDefaults?: Partial<z.input<Save>>;
  /** The export's file name (default: the last part of `name`), for a second list of the same records. */
  fileName?: string;
}

/** Declares a resource; checks at definition time what types cannot (form fields must be save fields). */
export function defineResource<Row extends z.ZodObject, Save extends z.ZodObject, Update extends z.ZodObject = Save>(
  def: ResourceDefinition<Row, Save, Update>,
): ResourceDefinition<Row, Save, Update> {
  const saveKeys = new Set([...Object.keys(def.save.shape), ...Object.keys(def.update?.shape ?? {})]);
  const rowKeys = new Set(Object.keys(def.row.shape));
  if (!rowKeys.has(def.key ?? "id")) throw new Error(`defineResource ${def.name}: key ${def.key ?? "id"} is not in the row schema`);
  if (def.paths.save && (def.paths.create || def.paths.update))
    throw new Error(`defineResource ${def.name}: a save path or create/update paths, not both`);
  for (const p of [def.paths.detail, def.paths.delete].filter((x) => x?.includes("/:")))
    if (!pathTakesId(p!)) throw new Error(`defineResource ${def.name}: ${p} may take only the record's key, as /:id at its end`);
  for (const [key, f] of Object.entries(def.fields) as [string, ResourceField][]) {
    if (f.form && !saveKeys.has(key)) throw new Error(`defineResource ${def.name}: form field ${key} is not in the save schema`);
    if ((f.list || f.filter) && !rowKeys.has(key))
      throw new Error(`defineResource ${def.name}: list field ${key} is not in the row schema`);
    if (f.kind === "dict" && !f.dictType) throw new Error(`defineResource ${def.name}: dict field ${key} needs its dictType`);
    if (f.kind === "enum" && !f.options?.length) throw new Error(`defineResource ${def.name}: enum field ${key} needs its options`);
  }
  return def;
}

export type AnyResource = ResourceDefinition<z.ZodObject, z.ZodObject, z.ZodObject>;

/**
 * A second screen over a resource's list (e.g. the channel listings over the SKU maps, the bulk product
 * manage screen over the products): its own name (table settings), title, sort and columns, the base's
 * list and export paths, schemas and permissions, and no detail, save or delete (its actions are the
 * screen's own commands). `fields` lists the columns in order: `true` takes the base's field as it is, an
 * object changes it. A view's fields must be fields of the base, so the server's whitelist has them.
 */
export function defineView<Row extends z.ZodObject, Save extends z.ZodObject, Update extends z.ZodObject>(
  base: ResourceDefinition<Row, Save, Update>,
  view: {
    name: string;
    title: Label;
    noun?: Label;
    defaultSort?: ResourceDefinition<Row, Save, Update>["defaultSort"];
    fields: { readonly [K in keyof ResourceDefinition<Row, Save, Update>["fields"]]?: true | Partial<ResourceField> };
  },
): ResourceDefinition<Row, Save, Update> {
  const baseFields = base.fields as Record<string, ResourceField | undefined>;
  const fields: Record<string, ResourceField> = {};
  for (const [key, change] of Object.entries(view.fields) as [string, true | Partial<ResourceField>][]) {
    const given = baseFields[key];
    if (!given) throw new Error(`defineView ${view.name}: ${key} is not a field of ${base.name}`);
    // a view edits nothing: its fields are columns and filters only
    fields[key] = { ...given, ...(change === true ? {} : change), form: false };
  }
  return defineResource({
    ...base,
    name: view.name,
    title: view.title,
    noun: view.noun ?? base.noun,
    defaultSort: view.defaultSort ?? base.defaultSort,
    fields: fields as ResourceDefinition<Row, Save, Update>["fields"],
    paths: { list: base.paths.list, export: base.paths.export },
    viewOf: base.name,
    fileName: base.fileName ?? base.name.split(".").pop(),
  });
}
export type RowOf<D> = D extends ResourceDefinition<infer R, z.ZodObject, z.ZodObject> ? z.infer<R> : never;
export type SaveOf<D> = D extends ResourceDefinition<z.ZodObject, infer S, z.ZodObject> ? z.input<S> : never;

/** The row field naming a record (`id` unless the definition says otherwise). */
export const resourceKey = (def: AnyResource): string => def.key ?? "id";

/** The fields of a resource, in definition order, with their keys. */
export const resourceFields = (def: AnyResource): (ResourceField & { key: string })[] =>
  Object.entries(def.fields).map(([key, f]) => ({ key, ...(f as ResourceField) }));

/** Is this field a column of the list (in the row, not turned off)? */
export const inList = (def: AnyResource, f: ResourceField & { key: string }) =>
  (f.list ?? f.kind !== "ref") !== false && f.key in def.row.shape;

/** No value to show: null, undefined, "" or an empty list (a field's `empty` label shows instead). */
export const isEmptyValue = (v: unknown): boolean => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** The label of an enum value in a language (the value itself when unknown); a list's labels joined. */
export function optionLabel(f: ResourceField, value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.map((v) => optionLabel(f, v, locale)).join(", ");
  const o = f.options?.find((x) => String(x.value) === String(value));
  return o ? o.label[locale] : String(value as string | number);
}

/** The usual "active" flag: a green tag when active, a grey one when not; filterable. */
export const activeField = (extra: Partial<ResourceField> = {}): ResourceField => ({
  label: { "zh-CN": "启用", "en-US": "Active" },
  kind: "bool",
  filter: { width: 110 },
  width: 90,
  options: [
    { value: true, label: { "zh-CN": "启用", "en-US": "Active" }, color: "success" },
    { value: false, label: { "zh-CN": "已停用", "en-US": "Inactive" } },
  ],
  ...extra,
});

/** Labels shared by many resources. */
export const commonLabels = {
  code: { "zh-CN": "编码", "en-US": "Code" },
  name: { "zh-CN": "名称", "en-US": "Name" },
  org: { "zh-CN": "所属卖家", "en-US": "Seller" },
  active: { "zh-CN": "启用", "en-US": "Active" },
  status: { "zh-CN": "状态", "en-US": "Status" },
  remark: { "zh-CN": "备注", "en-US": "Remark" },
  updatedAt: { "zh-CN": "更新时间", "en-US": "Updated" },
  createdAt: { "zh-CN": "创建时间", "en-US": "Created" },
  phone: { "zh-CN": "电话", "en-US": "Phone" },
  email: { "zh-CN": "邮箱", "en-US": "Email" },
  sort: { "zh-CN": "排序", "en-US": "Sort" },
  country: { "zh-CN": "国家", "en-US": "Country" },
  currency: { "zh-CN": "币种", "en-US": "Currency" },
} as const satisfies Record<string, Label>;
