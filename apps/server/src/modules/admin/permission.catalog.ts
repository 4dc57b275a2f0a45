import { type PermissionCode, permissionCodes, permissionDefs, type PermissionModuleNode, permissionResourceNames } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";

/**
 * The permission registry (packages/contracts) seen as a grantable list and as a tree
 * module → resource → permission, for the role editor. Names follow the caller's language.
 */
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
  context: { zh: "上下文", en: "Context" },
  dictionary: { zh: "字典", en: "Dictionaries" },
  user: { zh: "用户", en: "Users" },
  org: { zh: "组织", en: "Organisations" },
  audit: { zh: "操作日志", en: "Audit log" },
  role: { zh: "角色", en: "Roles" },
  orgrole: { zh: "组织角色", en: "Org roles" },
  token: { zh: "API 令牌", en: "API tokens" },
  permission: { zh: "菜单权限", en: "Menus and permissions" },
};

/** A resource's names: the module's own (contracts, `<module>:<resource>`), else the user centre's list above. */
export const resourceNameOf = (module: string, resource: string): { zh: string; en: string } | undefined =>
  permissionResourceNames[`${module}:${resource}`] ?? resourceNames[resource];

const nameOf = (names: { zh: string; en: string } | undefined, key: string, actor: Actor) => (names ? (actor.locale === "zh-CN" ? names.zh : names.en) : key);

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
  const modules = new Map<string, Map<string, Leaf[]>>();
  for (const code of permissionCodes) {
    if (onlyHeld && !actor.permissions.has(code)) continue;
    const [module = "", resource = ""] = code.split(":");
    const resources = modules.get(module) ?? new Map<string, Leaf[]>();
    modules.set(module, resources);
    const leaves = resources.get(resource) ?? [];
    resources.set(resource, leaves);
    leaves.push({ key: code, title: permissionName(code, actor), checked: checked.has(code) });
  }
  return [...modules].map(([module, resources]) => ({
    key: module,
    title: nameOf(moduleNames[module], module, actor),
    children: [...resources].map(([resource, leaves]) => ({ key: `${module}:${resource}`, title: nameOf(resourceNameOf(module, resource), resource, actor), children: leaves })),
  }));
}
