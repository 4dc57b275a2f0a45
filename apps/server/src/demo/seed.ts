import { eq } from "drizzle-orm";
import type { PermissionCode } from "@entrepot/contracts";
import { hashPassword } from "../platform/auth/passwords.js";
import type { FileStore } from "../platform/files/file-store.js";
import type { Tx } from "../platform/db/database.js";
import { contexts, organizations, rolePermissions, roles, userRoles, users } from "../platform/identity/schema.js";
import { seedOrgsDemo } from "./orgs.seed.js";
import { seedRbacDemo } from "./rbac.seed.js";
import { seedContentDemo } from "./content.seed.js";
import { seedMasterdataDemo } from "./masterdata.seed.js";
import { seedBusinessDemo } from "./business.seed.js";
import { seedCatalogDemo } from "./catalog.seed.js";
import { seedInventoryDemo } from "./inventory.seed.js";
import { seedInboundDemo } from "./inbound.seed.js";
import { seedUnsourcedDemo } from "./unsourced.seed.js";
import { seedWinitReceiptDemo } from "./winit.seed.js";
import { seedPoDemo } from "./po.seed.js";
import { seedOutboundDemo } from "./outbound.seed.js";
import { seedReturnsDemo } from "./returns.seed.js";
import { seedSnapshotHistory } from "./history.js";
import { seedStockControlDemo } from "./stockcontrol.seed.js";
import { seedStockDocsDemo } from "./stockdocs.seed.js";
import { seedOrdersDemo } from "./orders.seed.js";
import { seedIntegrationsDemo } from "./integrations.seed.js";
import { seedTasksDemo } from "./tasks.seed.js";
import { seedCarriersDemo } from "./carriers.seed.js";
import { seedPlacesDemo } from "./places.seed.js";
import { seedAdvertisingDemo } from "./advertising.seed.js";

/**
 * The demo users' password (and the admin's on a demo first start): printed at the first start and listed in
 * the README. It lives here, not in the bootstrap, so that the arrow goes one way: bootstrap → demo.
 */
export const DEMO_PASSWORD = "Entrepot-demo-2026";

export const demoUsers = [
  { username: "admin", role: "platform_admin", org: "PLAT", fullName: "Platform Admin", zh: "平台管理员", en: "Platform administrator" },
  { username: "operator", role: "warehouse_staff", org: "OPR", fullName: "Wang Wei (warehouse)", zh: "仓库操作员", en: "Warehouse staff" },
  // a second operator: adjustments and misc outbound need another operator's approval than their creator's
  {
    username: "operator2",
    role: "warehouse_staff",
    org: "OPR",
    fullName: "Zhang Jie (warehouse)",
    zh: "仓库操作员",
    en: "Warehouse staff",
  },
  {
    username: "seller_a",
    role: "seller_admin",
    org: "SLA",
    fullName: "Alice Chen (Seller A)",
    zh: "卖家管理员",
    en: "Seller administrator",
  },
  { username: "seller_b", role: "seller_admin", org: "SLB", fullName: "Bob Li (Seller B)", zh: "卖家管理员", en: "Seller administrator" },
  { username: "finance", role: "finance", org: "OPR", fullName: "Zhao Min (finance)", zh: "财务", en: "Finance" },
  { username: "service", role: "customer_service", org: "OPR", fullName: "Liu Yang (service)", zh: "客服", en: "Customer service" },
  { username: "adops", role: "ad_ops", org: "OPR", fullName: "Sun Lei (ads)", zh: "广告运营", en: "Ad operations" },
] as const;

const everyone: PermissionCode[] = ["admin:context:read", "admin:dictionary:read"];
const rolePerms: Record<string, PermissionCode[]> = {
  warehouse_staff: [
    ...everyone,
    "admin:user:read",
    "admin:org:read",
    "admin:dept:read",
    "admin:role:read",
    "admin:file:read",
    "admin:file:upload",
  ],
  seller_admin: [
    ...everyone,
    "admin:user:read",
    "admin:org:read",
    "admin:dept:read",
    "admin:dept:manage",
    "admin:user:manage",
    "admin:role:read",
    "admin:role:manage",
    "admin:token:manage",
    "admin:file:read",
    "admin:file:upload",
  ],
  finance: [...everyone, "admin:org:read"],
  customer_service: [...everyone, "admin:org:read"],
  ad_ops: [...everyone],
};

/** The demo world: an operator serving sellers A and B and a forwarder, and one user per kind of person. */
export async function seedDemoData(tx: Tx, files?: FileStore): Promise<void> {
  const [ctx] = await tx.select().from(contexts).where(eq(contexts.code, "default"));
  const contextId = ctx!.id;
  const [platform] = await tx.select().from(organizations).where(eq(organizations.code, "PLAT"));
  const [operator] = await tx
    .insert(organizations)
    .values({ contextId, code: "OPR", name: "Entrepot 美西仓储 (Operator)", kind: "operator" })
    .returning();
  const managed = await tx
    .insert(organizations)
    .values([
      { contextId, code: "SLA", name: "Seller A 跨境电商", kind: "seller", managingOrgId: operator!.id },
      { contextId, code: "SLB", name: "Seller B 家居专营", kind: "seller", managingOrgId: operator!.id },
      { contextId, code: "FWD", name: "Pacific Freight 货代", kind: "forwarder", managingOrgId: operator!.id },
    ])
    .returning();
  const orgIds: Record<string, number> = {
    PLAT: platform!.id,
    OPR: operator!.id,
    ...Object.fromEntries(managed.map((o) => [o.code, o.id])),
  };

  const roleIds: Record<string, number> = {};
  const [adminRole] = await tx.select().from(roles).where(eq(roles.code, "platform_admin"));
  roleIds.platform_admin = adminRole!.id;
  for (const u of demoUsers) {
    if (roleIds[u.role]) continue;
    // staff roles belong to the operator; the seller role is a template the operator offers its sellers
    const [role] = await tx
      .insert(roles)
      .values({ contextId, orgId: operator!.id, code: u.role, nameZh: u.zh, nameEn: u.en, builtIn: true })
      .returning();
    roleIds[u.role] = role!.id;
    await tx.insert(rolePermissions).values((rolePerms[u.role] ?? everyone).map((permission) => ({ roleId: role!.id, permission })));
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of demoUsers) {
    if (u.username === "admin") continue;
    const [user] = await tx
      .insert(users)
      .values({
        contextId,
        orgId: orgIds[u.org]!,
        username: u.username,
        fullName: u.fullName,
        email: `${u.username}@entrepot.example`,
        passwordHash,
      })
      .returning();
    await tx.insert(userRoles).values({ userId: user!.id, roleId: roleIds[u.role]! });
  }
  await seedOrgsDemo(tx, contextId);
  await seedRbacDemo(tx, contextId);
  await seedContentDemo(tx, contextId);
  await seedMasterdataDemo(tx, contextId);
  await seedBusinessDemo(tx, contextId);
  await seedCarriersDemo(tx, contextId);
  await seedPlacesDemo(tx, contextId);
  // after the carriers: products store a dimensional weight per carrier divisor in force
  await seedCatalogDemo(tx, contextId);
  // opening stock, posted through the ledger service
  await seedInventoryDemo(tx, contextId);
  // inbound plans in every state, through the module's commands (stock through the ledger)
  await seedInboundDemo(tx, contextId);
  // unsourced parcels in every state; purchase orders, one plan per seller imported from one
  await seedUnsourcedDemo(tx, contextId);
  await seedPoDemo(tx, contextId);
  // channel receipts (Winit, Goodcang) received, waiting and cancelled, through their commands
  await seedWinitReceiptDemo(tx, contextId);
  // outbound plans, through their commands (reserve, ship) on that stock
  await seedOutboundDemo(tx, contextId);
  // stock documents of each kind in several states, through their commands (two operators: one creates, the other approves)
  await seedStockDocsDemo(tx, contextId);
  // B2C orders in every state, labels bought from the sandbox carrier (kept in `files` when given)
  await seedOrdersDemo(tx, contextId, files);
  // return plans in several states, one from a shipped order, received as good and damaged units
  await seedReturnsDemo(tx, contextId);
  // the month's daily snapshots, from the ledger the documents above left (each at its own date)
  await seedSnapshotHistory(tx, contextId);
  await seedIntegrationsDemo(tx, contextId);
  await seedTasksDemo(tx, contextId);
  // warehouse capacities and seller A's warning rules, checked against the month of stock above
  await seedStockControlDemo(tx, contextId);
  // ad accounts, campaigns of the three types on the sellers' products, rules, and 90 days of reports
  await seedAdvertisingDemo(tx, contextId);
}
