import type { PermissionDef, ResourceNames } from "../permission-def.js";

/** The product catalogue (商品): permission codes, resource names and contracts (issue 4). */
export const catalogPermissions = {} as const satisfies Record<string, PermissionDef>;
export const catalogResourceNames: ResourceNames = {};
