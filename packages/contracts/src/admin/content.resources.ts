/** Resource definitions of the admin content area (one per plain list: fields, schemas, permissions, paths). */
import { z } from "zod";
import { commonLabels as L, defineResource, type Label } from "../resource.js";
import {
  announcementRow,
  bizAttachRow,
  announcementSave,
  attachCatalogRow,
  attachCatalogSave,
  attachRuleRow,
  attachRuleSave,
  fileFormats,
  localeMessageRow,
  localeMessageSave,
  postRow,
  postSave,
} from "./content.js";

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

const timeHelp: Label = { "zh-CN": "可选,格式 2026-12-01T08:00:00Z", "en-US": "Optional, as 2026-12-01T08:00:00Z" };

/** Announcements of the orgs in scope; publishing and withdrawing stay a command (setActive), files a drawer of their own. */
export const announcementResource = defineResource({
  name: "admin.announcements",
  title: { "zh-CN": "公告管理", "en-US": "Announcements" },
  noun: { "zh-CN": "公告", "en-US": "announcement" },
  row: announcementRow,
  save: announcementSave,
  nameField: "title",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80 },
    title: { label: { "zh-CN": "标题", "en-US": "Title" }, kind: "text", filter: true, width: 260, form: true, wide: true },
    content: { label: { "zh-CN": "内容(HTML)", "en-US": "Content (HTML)" }, kind: "textarea", list: false, form: true, wide: true },
    targetKind: {
      label: { "zh-CN": "发送对象", "en-US": "Target" },
      kind: "enum",
      options: [
        { value: "all", label: { "zh-CN": "所有人", "en-US": "Everyone" } },
        { value: "orgKinds", label: { "zh-CN": "按组织类型", "en-US": "By org kind" } },
        { value: "orgs", label: { "zh-CN": "按组织", "en-US": "By organisation" } },
        { value: "roles", label: { "zh-CN": "按角色", "en-US": "By role" } },
      ],
      filter: { width: 150 },
      width: 130,
      form: true,
    },
    targetValues: {
      label: { "zh-CN": "对象值", "en-US": "Target values" },
      kind: "text",
      multiple: true,
      width: 200,
      sort: false,
      form: true,
      help: {
        "zh-CN": "用逗号分隔:组织类型(seller、operator、forwarder…)、组织编码或角色编码",
        "en-US": "Comma-separated: org kinds (seller, operator, forwarder…), org codes or role codes",
      },
    },
    active: {
      label: L.status,
      kind: "bool",
      options: [
        { value: true, label: { "zh-CN": "已发布", "en-US": "Published" }, color: "success" },
        { value: false, label: { "zh-CN": "未发布", "en-US": "Draft" } },
      ],
      filter: { width: 120 },
      width: 100,
    },
    startsAt: { label: { "zh-CN": "开始时间", "en-US": "Starts" }, kind: "datetime", width: 160, form: true, help: timeHelp },
    endsAt: { label: { "zh-CN": "结束时间", "en-US": "Ends" }, kind: "datetime", width: 160, form: true, help: timeHelp },
    readCount: { label: { "zh-CN": "已读人数", "en-US": "Read by" }, kind: "number", width: 100 },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160, export: false },
  },
  defaultSort: { field: "id", dir: "desc" },
  permissions: { read: "admin:announcement:manage", manage: "admin:announcement:manage" },
  paths: {
    list: "GET /api/v1/UcAnnouncement/findByPage",
    export: "/api/v1/UcAnnouncement/export",
    detail: "GET /api/v1/UcAnnouncement/loadData",
    save: "POST /api/v1/UcAnnouncement/saveData",
    delete: "POST /api/v1/UcAnnouncement/del",
  },
  createDefaults: { targetKind: "all" },
});

/**
 * The org's uploaded files: listed, exported and deleted here; uploaded (multipart, checked against the model's
 * rules) and downloaded by calls of their own, so the definition has no save body.
 */
export const attachFileResource = defineResource({
  name: "admin.attach-files",
  title: { "zh-CN": "附件", "en-US": "Attachments" },
  noun: { "zh-CN": "附件", "en-US": "file" },
  row: bizAttachRow,
  save: z.strictObject({}),
  nameField: "fileName",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80, list: "hidden" },
    modelCode: { label: model, kind: "text", filter: true, width: 140 },
    typeCode: { label: type, kind: "text", width: 140 },
    bizId: { label: { "zh-CN": "业务单号", "en-US": "Record" }, kind: "text", filter: true, width: 120 },
    fileName: { label: { "zh-CN": "文件名", "en-US": "File" }, kind: "text", filter: true, width: 240 },
    format: { label: { "zh-CN": "格式", "en-US": "Format" }, kind: "text", width: 90 },
    sizeBytes: { label: { "zh-CN": "大小(字节)", "en-US": "Size (bytes)" }, kind: "number", width: 120 },
    uploadedBy: { label: { "zh-CN": "上传人", "en-US": "Uploaded by" }, kind: "text", width: 140, sort: false },
    createdAt: { label: { "zh-CN": "上传时间", "en-US": "Uploaded" }, kind: "datetime", filter: true, width: 160 },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "admin:file:read", manage: "admin:file:upload" },
  paths: { list: "GET /api/v1/BizAttach/findByPage", export: "/api/v1/BizAttach/export", delete: "POST /api/v1/BizAttach/del" },
});

/**
 * localemanage, "changed texts": the admin's overrides of built-in texts (applied by the web app at start).
 * The "all texts" tab opens this form filled in from a built-in text (ResourcePage's `ref`).
 */
export const localeMessageResource = defineResource({
  name: "admin.localeMessages",
  title: { "zh-CN": "多语言文本", "en-US": "Locale messages" },
  noun: { "zh-CN": "文本", "en-US": "text" },
  row: localeMessageRow,
  save: localeMessageSave,
  nameField: "msgKey",
  fields: {
    id: { label: { "zh-CN": "编号", "en-US": "ID" }, kind: "number", width: 80 },
    lang: {
      label: { "zh-CN": "语言", "en-US": "Language" },
      kind: "enum",
      options: [
        { value: "zh-CN", label: { "zh-CN": "简体中文", "en-US": "Chinese (simplified)" } },
        { value: "en-US", label: { "zh-CN": "英语", "en-US": "English" } },
      ],
      filter: { width: 140 },
      width: 110,
      form: true,
    },
    msgKey: {
      label: { "zh-CN": "键", "en-US": "Key" },
      kind: "text",
      filter: true,
      width: 260,
      form: true,
      placeholder: { "zh-CN": "shell:menu.home", "en-US": "shell:menu.home" },
    },
    text: { label: { "zh-CN": "文本", "en-US": "Text" }, kind: "textarea", filter: true, width: 300, form: true, wide: true },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200, sort: false, form: true },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160 },
  },
  defaultSort: { field: "msgKey", dir: "asc" },
  permissions: { read: "admin:locale:manage", manage: "admin:locale:manage" },
  paths: {
    list: "GET /api/v1/BizLocaleMessage/findByPage",
    export: "/api/v1/BizLocaleMessage/export",
    save: "POST /api/v1/BizLocaleMessage/dataSave",
    delete: "POST /api/v1/BizLocaleMessage/del",
  },
  createDefaults: { lang: "zh-CN" },
});
