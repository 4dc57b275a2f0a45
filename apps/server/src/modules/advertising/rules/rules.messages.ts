import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server texts of the advertising automation (rules, tactics, runs, the action log). */
export const rulesMessages = defineMessages({
  "advertising.rule": { "zh-CN": "自动化规则", "en-US": "Automation rule" },
  "advertising.tactic": { "zh-CN": "策略", "en-US": "Tactic" },
  "advertising.ruleAction": { "zh-CN": "规则执行记录", "en-US": "Rule action" },
  "advertising.ruleRun": { "zh-CN": "规则执行", "en-US": "Rule run" },
  "advertising.adsProfile": { "zh-CN": "广告账户", "en-US": "Ad account" },
  "advertising.actionForLevel": {
    "zh-CN": "动作“{action}”不能用于对象“{level}”(可用于:{levels})",
    "en-US": "The action “{action}” cannot act on a {level} (it acts on: {levels})",
  },
  "advertising.metricForLevel": {
    "zh-CN": "指标“{metric}”不能用于对象“{level}”(可用于:{levels})",
    "en-US": "The figure “{metric}” is not known for a {level} (it is known for: {levels})",
  },
  "advertising.byHourNeedsBudgetUsed": {
    "zh-CN": "“截至几点”只用于“今日预算使用 %”条件",
    "en-US": "“By hour” applies only to a “budget used today %” condition",
  },
  "advertising.restoreNeedsCover": {
    "zh-CN": "“库存恢复后还原”需要一个“库存可售天数 <”条件和一个降低竞价、降低预算或暂停的动作",
    "en-US": "“Restore when cover is back” needs a “days of cover <” condition and an action that lowers a bid or budget or pauses",
  },
  "advertising.limitOrder": {
    "zh-CN": "最小值 {min} 不能大于最大值 {max}",
    "en-US": "The minimum {min} cannot be above the maximum {max}",
  },
  "advertising.percentTooLarge": { "zh-CN": "降低比例须小于 100%", "en-US": "A decrease must be below 100 %" },
  "advertising.alreadyEnabled": { "zh-CN": "{name} 已是开启状态", "en-US": "{name} is already on" },
  "advertising.alreadyDisabled": { "zh-CN": "{name} 已是关闭状态", "en-US": "{name} is already off" },
  "advertising.ruleInTactic": { "zh-CN": "规则仍被策略 {names} 使用", "en-US": "The rule is still used by the tactic(s) {names}" },
  "advertising.undoNotApplied": {
    "zh-CN": "只能撤销已执行的操作(当前状态:{status})",
    "en-US": "Only an applied action can be undone (this one is {status})",
  },
  "advertising.undoChangedSince": {
    "zh-CN": "执行后该项已被修改,当前值为 {current}(规则设为 {after}),不能撤销",
    "en-US": "It was changed since: it is now {current} (the rule set {after}), so it cannot be undone",
  },
  "advertising.tacticMixedOrg": {
    "zh-CN": "策略的规则和广告活动须属于同一卖家",
    "en-US": "A tactic's rules and campaigns must belong to one seller",
  },
  "advertising.ownerRequired": { "zh-CN": "请选择卖家", "en-US": "Choose the seller" },
});
