/**
 * The admin module's audit vocabulary: each entity its audit rows are filed under, with the commands that
 * write them (platform/audit/names.ts), so that a misspelt command or entity does not compile.
 */
import { auditNames } from "../../platform/audit/names.js";

export const PostAudit = auditNames("post", ["createPost", "updatePost", "deletePost"]);
export const AttachRuleAudit = auditNames("attach_rule", ["createAttachRule", "updateAttachRule", "cloneAttachRule", "deleteAttachRule"]);
export const AccessGroupAudit = auditNames("access_group", ["createAccessGroup", "updateAccessGroup", "deleteAccessGroup"]);
export const OrganizationAudit = auditNames("organization", ["createOrg", "updateOrg", "updateOrgSettings", "generateOrgPrefix"]);
export const UserAudit = auditNames("user", [
  "updateOwnProfile",
  "changeOwnPassword",
  "endOwnSession",
  "signOutEverywhere",
  "createUser",
  "updateUser",
  "resetUserPassword",
  "unlockUser",
]);
export const UcPortAudit = auditNames("uc_port", ["createPort", "updatePort", "deletePort"]);
export const ApiTokenAudit = auditNames("api_token", ["createApiToken", "revokeApiToken"]);
export const LocaleMessageAudit = auditNames("locale_message", ["createLocaleMessage", "updateLocaleMessage", "deleteLocaleMessage"]);
export const PermissionNodeAudit = auditNames("permission_node", [
  "createPermissionNode",
  "updatePermissionNode",
  "movePermissionNode",
  "deletePermissionNode",
]);
export const DictTypeAudit = auditNames("dict_type", ["createDictType", "updateDictType", "deleteDictType"]);
export const DictDataAudit = auditNames("dict_data", ["createDictEntry", "updateDictEntry", "deleteDictEntry"]);
export const UserFavoriteAudit = auditNames("user_favorite", ["pinScreen", "unpinScreen"]);
export const AnnouncementAudit = auditNames("announcement", [
  "createAnnouncement",
  "updateAnnouncement",
  "deleteAnnouncement",
  "markAnnouncementRead",
]);
export const DepartmentAudit = auditNames("department", ["createDept", "updateDept", "deleteDept"]);
export const UserPostDeptAudit = auditNames("user_post_dept", ["assignUserDepts"]);
export const BizAttachmentAudit = auditNames("biz_attachment", ["uploadAttachment", "deleteAttachment"]);
export const RegistrationAudit = auditNames("registration", ["submitRegistration", "deleteRegistration"]);
export const RoleAudit = auditNames("role", ["createRole", "updateRole", "deleteRole"]);
