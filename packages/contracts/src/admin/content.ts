import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's content area (issue 3); merged into the registry in permissions.ts. */
export const contentPermissions = {} as const satisfies Record<string, PermissionDef>;
