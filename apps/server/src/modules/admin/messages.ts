import { defineMessages } from "../../platform/i18n/messages.js";

export const adminMessages = defineMessages({
  "admin.dictType": { "zh-CN": "字典类型", "en-US": "Dictionary type" },
  "admin.dictEntry": { "zh-CN": "字典数据", "en-US": "Dictionary entry" },
  "admin.dictTypeExists": { "zh-CN": "字典类型 {dictType} 已存在", "en-US": "Dictionary type {dictType} already exists" },
  "admin.dictValueExists": { "zh-CN": "字典值 {dictValue} 已存在", "en-US": "Dictionary value {dictValue} already exists in this type" },
  "admin.dictTypeBuiltIn": {
    "zh-CN": "内置字典类型 {dictType} 不能删除",
    "en-US": "Built-in dictionary type {dictType} cannot be deleted",
  },
  "admin.dictEntryBuiltIn": { "zh-CN": "内置字典值 {dictValue} 不能删除", "en-US": "Built-in entry {dictValue} cannot be deleted" },
  "admin.dictValueBuiltIn": {
    "zh-CN": "内置字典值 {dictValue} 不能修改,只能修改名称",
    "en-US": "The value of built-in entry {dictValue} cannot change; edit its labels instead",
  },
  "admin.user": { "zh-CN": "用户", "en-US": "User" },
  "admin.org": { "zh-CN": "组织", "en-US": "Organisation" },
  "admin.query": { "zh-CN": "请指定 id 或 dictType", "en-US": "Give id or dictType" },
});
