/** Resource definitions of the admin content area (one per plain list: fields, schemas, permissions, paths). */
import { commonLabels as L, defineResource } from "../resource.js";
import { postRow, postSave } from "./content.js";

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
  paths: { list: "GET /api/v2/ucPost/findByPage", export: "/api/v2/ucPost/export", save: "POST /api/v2/ucPost/saveData", delete: "POST /api/v2/ucPost/del" },
  createDefaults: { sort: 0 },
});
