import {
  menuAreas,
  permissionArea,
  type PermissionCode,
  permissionCodes,
  permissionDefs,
  type PermissionModuleNode,
  permissionResourceNames,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";

/**
 * The permission registry (packages/contracts) seen as a grantable list and as a tree
 * menu area → resource → permission, for the role editor and `menumanage`: the areas are the side
 * menu's groups (contracts `menuAreas`), so the three show the same groups. Names follow the caller's
 * language; every resource has a zh-CN and an en-US name (permission.catalog.test.ts).
 */
/** The modules' names: the tree grouped by module before it followed the menu areas (kept to move old trees). */
export const moduleNames: Record<string, { zh: string; en: string }> = {
  admin: { zh: "用户中心", en: "User centre" },
  masterdata: { zh: "基础资料", en: "Master data" },
  catalog: { zh: "商品", en: "Catalogue" },
  inventory: { zh: "库存", en: "Inventory" },
  inbound: { zh: "入库", en: "Inbound" },
  outbound: { zh: "出库", en: "Outbound" },
  returns: { zh: "退货", en: "Returns" },
  logistics: { zh: "物流", en: "Logistics" },
  billing: { zh: "计费", en: "Billing" },
  funding: { zh: "资金", en: "Funding" },
  finance: { zh: "财务", en: "Finance" },
  purchasing: { zh: "采购", en: "Purchasing" },
  planning: { zh: "计划", en: "Planning" },
  crm: { zh: "客户关系", en: "CRM" },
  advertising: { zh: "广告", en: "Advertising" },
  reports: { zh: "报表", en: "Reports" },
};
export const resourceNames: Record<string, { zh: string; en: string }> = {
  context: { zh: "基本使用", en: "Basic use" },
  dictionary: { zh: "字典", en: "Dictionaries" },
  user: { zh: "用户", en: "Users" },
  org: { zh: "组织", en: "Organisations" },
  audit: { zh: "操作日志", en: "Audit log" },
  role: { zh: "角色", en: "Roles" },
  orgrole: { zh: "组织角色", en: "Org roles" },
  token: { zh: "API 令牌", en: "API tokens" },
  permission: { zh: "菜单与权限", en: "Menus and permissions" },
  registration: { zh: "注册申请", en: "Sign-up requests" },
  accessgroup: { zh: "访问组", en: "Access groups" },
  system: { zh: "系统与港口", en: "Systems and ports" },
  locale: { zh: "界面文字(中英文)", en: "Interface texts (Chinese and English)" },
  dept: { zh: "部门与岗位", en: "Departments and posts" },
  announcement: { zh: "公告", en: "Announcements" },
  attachment: { zh: "附件设置", en: "Attachment settings" },
  file: { zh: "附件文件", en: "Attached files" },
};

export const areaKey = (code: string) => `area:${code}`;
export const areaNames = (code: string): { zh: string; en: string } => menuAreas.find((a) => a.code === code) ?? { zh: code, en: code };

/** A resource's names: the module's own (contracts, `<module>:<resource>`), else the user centre's list above. */
export const resourceNameOf = (module: string, resource: string): { zh: string; en: string } | undefined =>
  permissionResourceNames[`${module}:${resource}`] ?? resourceNames[resource];

const nameOf = (names: { zh: string; en: string } | undefined, key: string, actor: Actor) =>
  names ? (actor.locale === "zh-CN" ? names.zh : names.en) : key;

export function permissionName(code: PermissionCode, actor: Actor): string {
  const def = permissionDefs[code];
  return actor.locale === "zh-CN" ? def.zh : def.en;
}

/** What the actor may put into a role or token: exactly the permissions it holds itself. */
export function selectablePermissions(actor: Actor) {
  return permissionCodes
    .filter((c) => actor.permissions.has(c))
    .map((code) => {
      const [module = "", resource = ""] = code.split(":");
      return { code, name: permissionName(code, actor), module, resource };
    });
}

/** The registry as a tree; `checked` marks the given codes, `onlyHeld` hides what the actor cannot grant. */
export function permissionTree(actor: Actor, checked: ReadonlySet<string>, onlyHeld: boolean): PermissionModuleNode[] {
  type Leaf = PermissionModuleNode["children"][number]["children"][number];
  const areas = new Map<string, Map<string, Leaf[]>>(menuAreas.map((a) => [a.code, new Map()]));
  for (const code of permissionCodes) {
    if (onlyHeld && !actor.permissions.has(code)) continue;
    const [module = "", resource = ""] = code.split(":");
    const resources = areas.get(permissionArea(code))!;
    const leaves = resources.get(`${module}:${resource}`) ?? [];
    resources.set(`${module}:${resource}`, leaves);
    leaves.push({ key: code, title: permissionName(code, actor), checked: checked.has(code) });
  }
  return [...areas]
    .filter(([, resources]) => resources.size > 0)
    .map(([area, resources]) => ({
      key: areaKey(area),
      title: nameOf(areaNames(area), area, actor),
      children: [...resources].map(([key, leaves]) => {
        const [module = "", resource = ""] = key.split(":");
        return { key, title: nameOf(resourceNameOf(module, resource), resource, actor), children: leaves };
      }),
    }));
}
