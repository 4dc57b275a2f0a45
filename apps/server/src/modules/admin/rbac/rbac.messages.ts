import { defineMessages } from "../../../platform/i18n/messages.js";

export const rbacMessages = defineMessages({
  "admin.role": { "zh-CN": "角色", "en-US": "Role" },
  "admin.roleExists": { "zh-CN": "角色编码 {code} 在该组织中已存在", "en-US": "Role code {code} already exists in this organisation" },
  "admin.roleBuiltIn": { "zh-CN": "内置角色 {code} 不能删除或修改编码", "en-US": "Built-in role {code} cannot be deleted or recoded" },
  "admin.roleInUse": {
    "zh-CN": "角色 {code} 仍有 {users} 个用户持有,不能删除",
    "en-US": "Role {code} is still held by {users} user(s) and cannot be deleted",
  },
  "admin.roleOrgFixed": { "zh-CN": "角色所属组织不能修改", "en-US": "A role's organisation cannot change" },
  "admin.ownRole": {
    "zh-CN": "不能修改自己持有的角色或自己的角色分配",
    "en-US": "You cannot change a role you hold or your own role assignment",
  },
  "admin.unknownPermission": { "zh-CN": "未知的权限编码 {code}", "en-US": "Unknown permission code {code}" },
  "admin.usernameExists": { "zh-CN": "用户名 {username} 已存在", "en-US": "Username {username} is already taken" },
  "admin.userCreateFields": { "zh-CN": "新建用户需要用户名和初始密码", "en-US": "A new user needs a username and an initial password" },
  "admin.userFixedFields": { "zh-CN": "用户名和所属组织创建后不能修改", "en-US": "Username and organisation cannot change after creation" },
  "admin.passwordViaReset": { "zh-CN": "请通过“重置密码”修改密码", "en-US": "Change passwords with Reset password" },
  "admin.ownStatus": { "zh-CN": "不能停用或启用自己", "en-US": "You cannot change your own status" },
  "admin.ownPasswordViaAccount": { "zh-CN": "请在“我的账户”中修改自己的密码", "en-US": "Change your own password in My account" },
  "admin.passwordCommon": {
    "zh-CN": "密码过于常见,请换一个更难猜的密码",
    "en-US": "This password is too common; choose one that is harder to guess",
  },
  "admin.passwordHasUsername": { "zh-CN": "密码不能包含用户名", "en-US": "The password must not contain the username" },
  "admin.currentPasswordWrong": { "zh-CN": "当前密码不正确", "en-US": "The current password is wrong" },
  "admin.apiToken": { "zh-CN": "API 令牌", "en-US": "API token" },
  "admin.permissionNode": { "zh-CN": "菜单权限", "en-US": "Menu permission" },
  "admin.permissionNodeHasChildren": {
    "zh-CN": "该节点下还有子节点,不能删除",
    "en-US": "This node still has children and cannot be deleted",
  },
  "admin.permissionNodeCycle": { "zh-CN": "不能把节点移动到它自己的下级", "en-US": "A node cannot move under itself" },
  "admin.templateKind": { "zh-CN": "组织角色模板须指定组织类型", "en-US": "An org-role template needs a kind of organisation" },
  "admin.session": { "zh-CN": "会话", "en-US": "Session" },
  "admin.favorite": { "zh-CN": "收藏", "en-US": "Favourite" },
  "admin.permissionNodeExists": { "zh-CN": "节点标识 {key} 已存在", "en-US": "Node key {key} already exists" },
  "admin.permissionNodeBuiltIn": {
    "zh-CN": "来自权限登记表的节点不能删除,也不能修改其编码",
    "en-US": "Nodes from the permission registry cannot be deleted or recoded",
  },
  "admin.permissionNodeUseMove": { "zh-CN": "请用“移动”改变节点的上级", "en-US": "Use Move to change a node's parent" },
});
