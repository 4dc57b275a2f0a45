import { defineMessages } from "../../lib/define-messages";

/** Texts of the dictionary screens (namespace `admin`) beyond their definitions' labels. */
export const adminMessages = defineMessages({
  "zh-CN": {
    dictType: {
      intro: "字典为下拉框和状态标签提供可选值与显示名称。内置字典来自系统代码表：值固定，名称可修改。",
      clearCache: "清除缓存",
      cacheCleared: "字典缓存已清除",
      entries: "字典数据",
    },
    dictData: {
      pickType: "请先在上方选择一个字典类型。",
      typeNotFound: "字典类型“{{code}}”不存在。",
    },
  },
  "en-US": {
    dictType: {
      intro:
        "Dictionaries give dropdowns and status tags their values and labels. Built-in ones come from the system's code tables: values are fixed, names may be edited.",
      clearCache: "Clear cache",
      cacheCleared: "Dictionary cache cleared",
      entries: "Entries",
    },
    dictData: {
      pickType: "Choose a dictionary type above first.",
      typeNotFound: "There is no dictionary type “{{code}}”.",
    },
  },
});
