/** Resource definitions of the admin content area (one per plain list: fields, schemas, permissions, paths). */
import { commonLabels as L, defineResource, type Label } from "../resource.js";
import { attachCatalogRow, attachCatalogSave, attachRuleRow, attachRuleSave, fileFormats, postRow, postSave } from "./content.js";

export const postResource = defineResource({
  name: "admin.posts",
  title: { "zh-CN": "岗位", "en-US": "Posts" },
  noun: { "zh-CN": "岗位", "en-US": "post" },
  row: postRow,
  save: postSave,
  nameField: "name",
  fields: {
    code: { label: { "zh-CN": "岗位编码", "en-US": "Code" }, kind: "text", filter: true, width: 140, form: true },
    name: { label: { "zh-CN": "岗位名称", "en-US": "Post" }, kind: "text", filter: true, width: 200, form: true },
    sort: { label: L.sort, kind: "number", width: 90, form: true },
    userCount: { label: { "zh-CN": "人数", "en-US": "People" }, kind: "number", width: 90 },
    remark: { label: L.remark, kind: "textarea", width: 240, form: true, wide: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160, export: false },
  },
  defaultSort: { field: "sort", dir: "asc" },
  permissions: { read: "admin:dept:read", manage: "admin:dept:manage" },
  paths: {
    list: "GET /api/v2/ucPost/findByPage",
    export: "/api/v2/ucPost/export",
    save: "POST /api/v2/ucPost/saveData",
    delete: "POST /api/v2/ucPost/del",
  },
  createDefaults: { sort: 0 },
});

/** Attachment models and types: two context-wide catalogues of one shape (code + zh/en names), one definition each. */
function attachCatalogResource(spec: "AttachmentModel" | "AttachmentType", name: string, title: Label, noun: Label) {
  return defineResource({
    name,
    title,
    noun,
    row: attachCatalogRow,
    save: attachCatalogSave,
    nameField: "code",
    fields: {
      code: { label: L.code, kind: "text", filter: true, width: 180, form: true },
      // filters on both names (the server matches either language); the list shows each
      name: { label: L.name, kind: "text", filter: true, list: false, detail: false, sort: false },
      nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "text", width: 180, form: true },
      nameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (en)" }, kind: "text", width: 200, form: true },
      remark: { label: L.remark, kind: "textarea", width: 240, form: true },
      updatedAt: { label: L.updatedAt, kind: "datetime", width: 160, export: false },
    },
    defaultSort: { field: "code", dir: "asc" },
    permissions: { read: "admin:attachment:manage", manage: "admin:attachment:manage" },
    paths: {
      list: `GET /api/v1/${spec}/findByPage`,
      export: `/api/v1/${spec}/export`,
      detail: `GET /api/v1/${spec}/loadData`,
      save: `POST /api/v1/${spec}/saveData`,
      delete: `POST /api/v1/${spec}/del`,
    },
  });
}

export const attachModelResource = attachCatalogResource(
  "AttachmentModel",
  "admin.attachmentModels",
  { "zh-CN": "附件业务模型", "en-US": "Attachment models" },
  { "zh-CN": "附件业务模型", "en-US": "attachment model" },
);
export const attachTypeResource = attachCatalogResource(
  "AttachmentType",
  "admin.attachmentTypes",
  { "zh-CN": "附件类型", "en-US": "Attachment types" },
  { "zh-CN": "附件类型", "en-US": "attachment type" },
);

const model: Label = { "zh-CN": "业务模型", "en-US": "Model" };
const type: Label = { "zh-CN": "附件类型", "en-US": "Type" };

/** Which formats and how large a file of one type may be on one model (copying a rule stays a command of its own). */
export const attachRuleResource = defineResource({
  name: "admin.attach-rules",
  title: { "zh-CN": "附件规则", "en-US": "Attachment rules" },
  noun: { "zh-CN": "附件规则", "en-US": "attachment rule" },
  row: attachRuleRow,
  save: attachRuleSave,
  nameField: "modelCode",
  fields: {
    modelCode: { label: model, kind: "text", filter: true, width: 200 },
    typeCode: { label: type, kind: "text", filter: true, width: 200 },
    // picked in the form from the screen's catalogues
    modelId: { label: model, kind: "ref", list: false, form: true },
    typeId: { label: type, kind: "ref", list: false, form: true },
    formats: {
      label: { "zh-CN": "允许格式", "en-US": "Formats" },
      kind: "enum",
      multiple: true,
      options: fileFormats.map((f) => ({ value: f, label: { "zh-CN": f, "en-US": f } })),
      width: 220,
      sort: false,
      form: true,
      wide: true,
    },
    maxSizeKb: { label: { "zh-CN": "大小上限(KB)", "en-US": "Max size (KB)" }, kind: "number", width: 130, form: true },
    remark: { label: L.remark, kind: "textarea", width: 200, list: "hidden", sort: false, form: true, wide: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160, export: false },
  },
  defaultSort: { field: "modelCode", dir: "asc" },
  permissions: { read: "admin:attachment:manage", manage: "admin:attachment:manage" },
  paths: {
    list: "GET /api/v1/AttachmentRule/findByPage",
    export: "/api/v1/AttachmentRule/export",
    detail: "GET /api/v1/AttachmentRule/loadData",
    save: "POST /api/v1/AttachmentRule/saveData",
    delete: "POST /api/v1/AttachmentRule/del",
  },
  createDefaults: { maxSizeKb: 1024 },
});
