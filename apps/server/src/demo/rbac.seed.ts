import { and, eq } from "drizzle-orm";
import type { PermissionCode } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { organizations, rolePermissions, roles } from "../platform/identity/schema.js";

/**
 * Demo org-role templates: the operator offers its sellers the seller-admin role and a narrower
 * seller-staff role, which seller admins give to the users they create in their own org.
 */
export async function seedRbacDemo(tx: Tx, contextId: number): Promise<void> {
  const [operator] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.contextId, contextId), eq(organizations.code, "OPR")));
  if (!operator) return;
  await tx
    .update(roles)
    .set({ templateKind: "seller" })
    .where(and(eq(roles.orgId, operator.id), eq(roles.code, "seller_admin")));
  const [staff] = await tx
    .insert(roles)
    .values({
      contextId,
      orgId: operator.id,
      code: "seller_staff",
      nameZh: "卖家员工",
      nameEn: "Seller staff",
      builtIn: true,
      templateKind: "seller",
    })
    .returning();
  const perms: PermissionCode[] = ["admin:context:read", "admin:dictionary:read", "admin:user:read"];
  await tx.insert(rolePermissions).values(perms.map((permission) => ({ roleId: staff!.id, permission })));
}
