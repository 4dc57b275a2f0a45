import type { PermissionDef, ResourceNames } from "../permission-def.js";

/** Master data, warehouses, addresses and ports (仓库、地址与港口): permission codes, resource names and contracts (issue 4). */
export const placesPermissions = {} as const satisfies Record<string, PermissionDef>;
export const placesResourceNames: ResourceNames = {};
