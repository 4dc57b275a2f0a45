import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's orgs area (issue 3); merged into the registry in permissions.ts. */
export const orgsPermissions = {} as const satisfies Record<string, PermissionDef>;
