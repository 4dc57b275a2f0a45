import type { PermissionDef, ResourceNames } from "../permission-def.js";

/** Master data, carriers and carrier accounts (承运商与物流账号): permission codes, resource names and contracts (issue 4). */
export const carriersPermissions = {} as const satisfies Record<string, PermissionDef>;
export const carriersResourceNames: ResourceNames = {};
