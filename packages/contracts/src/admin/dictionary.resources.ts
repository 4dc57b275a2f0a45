/** Resource definitions of the dictionaries: types and their entries (create and update are separate calls, ids `dictId`/`dictCode`). */
import { dictDataCreate, dictDataRow, dictDataUpdate, dictTypeCreate, dictTypeRow, dictTypeUpdate, tagColours } from "../dictionary.js";
import { commonLabels as L, defineResource, type FieldOption, type ResourceField } from "../resource.js";

const enabledOptions: FieldOption[] = [
  { value: true, label: { "zh-CN": "启用", "en-US": "Enabled" }, color: "success" },
  { value: false, label: { "zh-CN": "停用", "en-US": "Disabled" } },
];
const enabled: ResourceField = {
  label: L.status,
  kind: "bool",
  options: enabledOptions,
  filter: { width: 110 },
  width: 90,
  form: true,
};
const builtIn: ResourceField = {
  label: { "zh-CN": "内置", "en-US": "Built-in" },
  kind: "bool",
  filter: { width: 110 },
  list: false,
  export: true,
};
const id: ResourceField = { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80 };

export const dictTypeResource = defineResource({
  name: "admin.dictTypes",
  title: { "zh-CN": "字典管理", "en-US": "Dictionaries" },
  noun: { "zh-CN": "字典类型", "en-US": "dictionary type" },
  row: dictTypeRow,
  save: dictTypeCreate,
  update: dictTypeUpdate,
  key: "dictId",
  nameField: "dictType",
  fields: {
    dictId: id,
    dictType: { label: { "zh-CN": "字典类型", "en-US": "Type code" }, kind: "text", filter: true, width: 230, form: "readonly" },
    // filters on both names (the server matches either language); the list shows each
    dictName: { label: { "zh-CN": "字典名称", "en-US": "Name" }, kind: "text", filter: true, list: false, detail: false, sort: false },
    dictNameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (Chinese)" }, kind: "text", width: 150, form: true },
    dictNameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (English)" }, kind: "text", width: 200, form: true },
    entryCount: { label: { "zh-CN": "条目数", "en-US": "Entries" }, kind: "number", width: 90 },
    builtIn,
    enabled,
    remark: { label: L.remark, kind: "textarea", width: 200, list: "hidden", sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", filter: true, width: 150 },
    createdAt: { label: L.createdAt, kind: "datetime", width: 170, list: "hidden", export: false },
  },
  defaultSort: { field: "dictType", dir: "asc" },
  permissions: { read: "admin:dictionary:manage", manage: "admin:dictionary:manage" },
  paths: {
    list: "GET /api/v2/system/dict/type/list",
    export: "/api/v2/system/dict/type/export",
    create: "POST /api/v2/system/dict/type",
    update: "PUT /api/v2/system/dict/type",
    delete: "DELETE /api/v2/system/dict/type/:id",
  },
  createDefaults: { enabled: true },
});

export const dictDataResource = defineResource({
  name: "admin.dictData",
  title: { "zh-CN": "字典数据", "en-US": "Dictionary entries" },
  noun: { "zh-CN": "字典数据", "en-US": "entry" },
  row: dictDataRow,
  save: dictDataCreate,
  update: dictDataUpdate,
  key: "dictCode",
  nameField: "dictValue",
  fields: {
    dictCode: id,
    // the type is the list's required filter (its options come from the screen); a create takes it from there
    dictType: {
      label: { "zh-CN": "字典类型", "en-US": "Dictionary type" },
      kind: "text",
      filter: { op: "EQ", width: 300, autoApply: true },
      list: false,
      export: true,
    },
    dictValue: { label: { "zh-CN": "字典值", "en-US": "Value" }, kind: "text", filter: { width: 140 }, width: 180, form: true },
    dictLabel: {
      label: { "zh-CN": "标签", "en-US": "Label" },
      kind: "text",
      filter: { width: 160 },
      list: false,
      detail: false,
      sort: false,
    },
    dictLabelZh: { label: { "zh-CN": "中文标签", "en-US": "Label (Chinese)" }, kind: "text", width: 150, sort: false, form: true },
    dictLabelEn: { label: { "zh-CN": "英文标签", "en-US": "Label (English)" }, kind: "text", width: 200, sort: false, form: true },
    dictSort: { label: L.sort, kind: "number", width: 80, form: true },
    cssClass: {
      label: { "zh-CN": "标签颜色", "en-US": "Tag colour" },
      kind: "enum",
      options: tagColours.map((c) => ({ value: c, label: { "zh-CN": c, "en-US": c } })),
      width: 140,
      sort: false,
      export: false,
      form: true,
    },
    isDefault: { label: { "zh-CN": "默认", "en-US": "Default" }, kind: "bool", width: 80, form: true },
    enabled,
    builtIn,
    remark: { label: L.remark, kind: "textarea", width: 200, list: "hidden", sort: false, export: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 150, export: false },
  },
  defaultSort: { field: "dictSort", dir: "asc" },
  permissions: { read: "admin:dictionary:manage", manage: "admin:dictionary:manage" },
  paths: {
    list: "GET /api/v2/system/dict/data/list",
    export: "/api/v2/system/dict/data/export",
    create: "POST /api/v2/system/dict/data",
    update: "PUT /api/v2/system/dict/data",
    delete: "DELETE /api/v2/system/dict/data/:id",
  },
  createDefaults: { dictSort: 0, enabled: true, isDefault: false },
});
