import { defineMessages } from "../../../platform/i18n/messages.js";

/** Messages of the content area (locale messages, departments, posts). */
export const contentMessages = defineMessages({
  "admin.localeMessage": { "zh-CN": "多语言文本", "en-US": "Locale message" },
  "admin.localeMessageExists": { "zh-CN": "语言 {lang} 的键 {msgKey} 已存在", "en-US": "Key {msgKey} already exists for {lang}" },
  "admin.dept": { "zh-CN": "部门", "en-US": "Department" },
  "admin.post": { "zh-CN": "岗位", "en-US": "Post" },
  "admin.deptParentOrg": { "zh-CN": "上级部门必须属于同一组织", "en-US": "The parent department must belong to the same organisation" },
  "admin.deptCycle": {
    "zh-CN": "不能把部门移到它自己或它的下级部门之下",
    "en-US": "A department cannot move under itself or one of its sub-departments",
  },
  "admin.deptOrgFixed": { "zh-CN": "所属组织创建后不能修改", "en-US": "The organisation cannot change after creation" },
  "admin.deptNameExists": {
    "zh-CN": "同一上级下已有名为 {name} 的部门",
    "en-US": "A department named {name} already exists at this level",
  },
  "admin.deptHasChildren": {
    "zh-CN": "部门 {name} 下还有子部门,不能删除",
    "en-US": "Department {name} has sub-departments and cannot be deleted",
  },
  "admin.deptHasUsers": { "zh-CN": "部门 {name} 下还有人员,不能删除", "en-US": "Department {name} still has people and cannot be deleted" },
  "admin.deptRepeated": { "zh-CN": "同一部门出现了两次", "en-US": "A department appears twice" },
  "admin.assignmentOrg": {
    "zh-CN": "部门和岗位必须属于该用户的组织",
    "en-US": "Departments and posts must belong to the user's organisation",
  },
  "admin.postCodeExists": { "zh-CN": "岗位编码 {code} 已存在", "en-US": "Post code {code} already exists" },
  "admin.postHeld": { "zh-CN": "岗位 {name} 仍有人员任职,不能删除", "en-US": "Post {name} is still held by someone and cannot be deleted" },
  "admin.announcement": { "zh-CN": "公告", "en-US": "Announcement" },
  "admin.announcementBadTarget": {
    "zh-CN": "发送对象无效或不在您的范围内:{values}",
    "en-US": "Targets unknown or outside your scope: {values}",
  },
  "admin.announcementActive": { "zh-CN": "公告已经发布", "en-US": "The announcement is already published" },
  "admin.announcementInactive": { "zh-CN": "公告尚未发布", "en-US": "The announcement is not published" },
  "admin.attachModel": { "zh-CN": "附件业务模型", "en-US": "Attachment model" },
  "admin.attachType": { "zh-CN": "附件类型", "en-US": "Attachment type" },
  "admin.attachRule": { "zh-CN": "附件规则", "en-US": "Attachment rule" },
  "admin.attachFile": { "zh-CN": "附件", "en-US": "Attachment" },
  "admin.attachCodeExists": { "zh-CN": "编码 {code} 已存在", "en-US": "Code {code} already exists" },
  "admin.attachInUse": {
    "zh-CN": "{code} 仍被附件规则使用,不能删除",
    "en-US": "{code} is used by an attachment rule and cannot be deleted",
  },
  "admin.attachRuleExists": { "zh-CN": "该业务模型已有此附件类型的规则", "en-US": "This model already has a rule for this type" },
  "admin.attachNoRule": {
    "zh-CN": "业务模型 {model} 不接受 {type} 类型的附件",
    "en-US": "Model {model} takes no attachments of type {type}",
  },
  "admin.fileTooLarge": { "zh-CN": "文件超过大小上限 {limit} KB", "en-US": "The file is larger than the limit of {limit} KB" },
  "admin.fileFormatRefused": {
    "zh-CN": "文件内容为 {detected} 格式,只允许 {allowed}",
    "en-US": "The file's content is {detected}; only {allowed} are allowed",
  },
  "admin.fileModelType": { "zh-CN": "请指定业务模型和附件类型", "en-US": "Give the model and the type" },
});
