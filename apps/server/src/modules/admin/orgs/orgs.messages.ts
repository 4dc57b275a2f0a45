import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server messages of the orgs area (organisations, registrations, access groups). */
export const orgsMessages = defineMessages({
  "admin.orgCodeTaken": { "zh-CN": "组织代码 {code} 已存在", "en-US": "Organisation code {code} already exists" },
  "admin.prefixTaken": { "zh-CN": "客户代码前缀 {prefix} 已被使用", "en-US": "Customer code prefix {prefix} is already in use" },
  "admin.prefixAlreadySet": {
    "zh-CN": "该组织已有客户代码前缀 {prefix}",
    "en-US": "The organisation already has the customer code prefix {prefix}",
  },
  "admin.orgKindFixed": { "zh-CN": "组织类型创建后不能修改", "en-US": "An organisation's kind cannot change after creation" },
  "admin.orgOwnStatus": { "zh-CN": "不能修改自己所属组织的状态", "en-US": "You cannot change the status of your own organisation" },
  "admin.managingOrgRequired": {
    "zh-CN": "请指定服务该组织的运营方组织",
    "en-US": "Name the operator organisation that serves this organisation",
  },
  "admin.managingOrgNotOperator": {
    "zh-CN": "服务方必须是本上下文中的运营方组织",
    "en-US": "The serving organisation must be an operator of this context",
  },
  "admin.orgQuery": { "zh-CN": "请指定 serviceType", "en-US": "Give serviceType" },
  "admin.registration": { "zh-CN": "注册申请", "en-US": "Registration" },
  "admin.registrationDecided": {
    "zh-CN": "该注册申请已处理({status}),不能再次处理",
    "en-US": "This registration was already decided ({status})",
  },
  "admin.registrationCompanyExists": { "zh-CN": "公司编号 {companyId} 已注册", "en-US": "Company id {companyId} is already registered" },
  "admin.registrationUsernameTaken": { "zh-CN": "用户名 {username} 已存在", "en-US": "Username {username} already exists" },
  "admin.registrationNoTemplate": { "zh-CN": "缺少卖家管理员角色模板 seller_admin", "en-US": "The seller_admin role template is missing" },
  "admin.registrationOperatorOnly": { "zh-CN": "只有运营方员工可以审核注册申请", "en-US": "Only operator staff can decide registrations" },
  "admin.registrationPendingDelete": {
    "zh-CN": "只能删除待处理或已拒绝的注册申请",
    "en-US": "Only pending or denied registrations can be deleted",
  },
  "admin.accessGroup": { "zh-CN": "访问组", "en-US": "Access group" },
  "admin.accessGroupCodeTaken": { "zh-CN": "访问组代码 {code} 已存在", "en-US": "Access group code {code} already exists" },
  "admin.accessGroupOperatorOnly": { "zh-CN": "只有运营方可以管理访问组", "en-US": "Only an operator can manage access groups" },
  "admin.accessGroupBadOrg": { "zh-CN": "组织 {orgId} 不在您的数据范围内", "en-US": "Organisation {orgId} is outside your data scope" },
  "admin.accessGroupBadUser": { "zh-CN": "用户 {userId} 不是本组织员工", "en-US": "User {userId} is not staff of your organisation" },
  "admin.port": { "zh-CN": "港口", "en-US": "Port" },
  "admin.portCodeExists": { "zh-CN": "港口代码 {code} 已存在", "en-US": "Port code {code} already exists" },
  "admin.portCodeFixed": { "zh-CN": "港口代码创建后不能修改", "en-US": "A port's code cannot change once created" },
});
