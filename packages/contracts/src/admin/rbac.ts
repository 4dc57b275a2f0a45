import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's rbac area (issue 3); merged into the registry in permissions.ts. */
export const rbacPermissions = {} as const satisfies Record<string, PermissionDef>;
