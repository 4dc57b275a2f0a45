import type { PermissionDef, ResourceNames } from "../permission-def.js";

/** Master data, business core (product lines, stores, customers, suppliers) (业务基础资料(产品线、店铺、客户、供应商)): permission codes, resource names and contracts (issue 4). */
export const businessPermissions = {} as const satisfies Record<string, PermissionDef>;
export const businessResourceNames: ResourceNames = {};
