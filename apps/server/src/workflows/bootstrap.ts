import { randomBytes } from "node:crypto";
import { and, eq, notInArray } from "drizzle-orm";
import { permissionCodes } from "@entrepot/contracts";
import { seedDictionaries, seedPermissionTree } from "../modules/admin/index.js";
import { seedRegions } from "../modules/masterdata/index.js";
import { hashPassword } from "../platform/auth/passwords.js";
import { type Database, inTransaction, type Tx } from "../platform/db/database.js";
import type { FileStore } from "../platform/files/file-store.js";
import { contexts, organizations, rolePermissions, roles, userRoles, users } from "../platform/identity/schema.js";
import { DEMO_PASSWORD, seedDemoData } from "../demo/seed.js";

export const PLATFORM_ADMIN_ROLE = "platform_admin";

export interface BootstrapResult {
  firstStart: boolean;
  demo: boolean;
  /** Set only when a non-demo first start generated the admin password. */
  adminPassword?: string;
}

/**
 * Run at every start, idempotent. On an empty database it creates the context, the platform org and
 * the `admin` user (and the demo data when DEMO_DATA is on). On every start it re-seeds the built-in
 * dictionaries and the region tree, and gives the platform-admin role any permission code added since.
 */
export async function bootstrap(
  database: Database,
  opts: { demo: boolean; adminPassword?: string; files?: FileStore },
): Promise<BootstrapResult> {
  return inTransaction(database.db, async (tx) => {
    const existing = await tx.select({ id: contexts.id }).from(contexts);
    let result: BootstrapResult = { firstStart: false, demo: false };
    if (existing.length === 0) {
      const password = opts.demo ? undefined : (opts.adminPassword ?? randomBytes(12).toString("base64url"));
      await createPlatform(tx, password);
      if (opts.demo) await seedDemoData(tx, opts.files);
      result = { firstStart: true, demo: opts.demo, adminPassword: opts.demo || opts.adminPassword ? undefined : password };
    }
    for (const ctx of await tx.select({ id: contexts.id }).from(contexts)) {
      await seedDictionaries(tx, ctx.id);
      await seedPermissionTree(tx, ctx.id);
      await seedRegions(tx, ctx.id);
    }
    await grantAllToPlatformAdmins(tx);
    return result;
  });
}

async function createPlatform(tx: Tx, adminPassword: string | undefined): Promise<void> {
  const [ctx] = await tx
    .insert(contexts)
    .values({ code: "default", name: "Entrepot", defaultCurrency: "USD", timeZone: "America/Los_Angeles" })
    .returning();
  const [platform] = await tx
    .insert(organizations)
    .values({ contextId: ctx!.id, code: "PLAT", name: "Entrepot 平台", kind: "platform" })
    .returning();
  const [role] = await tx
    .insert(roles)
    .values({
      contextId: ctx!.id,
      orgId: platform!.id,
      code: PLATFORM_ADMIN_ROLE,
      nameZh: "平台管理员",
      nameEn: "Platform administrator",
      builtIn: true,
    })
    .returning();
  const [admin] = await tx
    .insert(users)
    .values({
      contextId: ctx!.id,
      orgId: platform!.id,
      username: "admin",
      fullName: "Platform Admin",
      email: "admin@entrepot.example",
      passwordHash: await hashPassword(adminPassword ?? DEMO_PASSWORD),
    })
    .returning();
  await tx.insert(userRoles).values({ userId: admin!.id, roleId: role!.id });
}

async function grantAllToPlatformAdmins(tx: Tx): Promise<void> {
  const adminRoles = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, PLATFORM_ADMIN_ROLE), eq(roles.builtIn, true)));
  for (const role of adminRoles) {
    await tx
      .insert(rolePermissions)
      .values(permissionCodes.map((permission) => ({ roleId: role.id, permission })))
      .onConflictDoNothing();
    // codes that no longer exist are dropped, so a role never holds a dead permission
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permission, permissionCodes)));
  }
}
