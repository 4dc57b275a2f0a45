import type { PermissionDef, ResourceNames } from "./permission-def.js";

/** The task centre (jobs run by the platform's job runner): permission codes and contracts (issue 4). */
export const taskPermissions = {} as const satisfies Record<string, PermissionDef>;
export const taskResourceNames: ResourceNames = {};
