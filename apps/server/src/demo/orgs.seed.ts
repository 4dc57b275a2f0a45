import { sql } from "drizzle-orm";
import type { PermissionCode } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { grantDemoPermissions } from "./grants.js";

/**
 * Demo data of the user centre's orgs area: the demo roles' permissions for it, the demo orgs'
 * customer prefixes and settings, systems, US ports and one pending sign-up.
 * Written in SQL on the area's tables by name: demo code may reach a module only through its index,
 * and these rows are plain data.
 */
const grants: Record<string, PermissionCode[]> = {
  warehouse_staff: [
    "admin:org:manage",
    "admin:org:settings",
    "admin:registration:read",
    "admin:registration:decide",
    "admin:accessgroup:read",
    "admin:accessgroup:manage",
    "admin:system:read",
  ],
  seller_admin: ["admin:org:settings", "admin:system:read"],
};

const profiles: { code: string; prefix: string; contact: string; email: string; currency: string; locale: string }[] = [
  { code: "OPR", prefix: "EP", contact: "Wang Wei", email: "ops@entrepot.example", currency: "USD", locale: "zh-CN" },
  { code: "SLA", prefix: "SA", contact: "Alice Chen", email: "seller_a@entrepot.example", currency: "USD", locale: "zh-CN" },
  { code: "SLB", prefix: "SB", contact: "Bob Li", email: "seller_b@entrepot.example", currency: "USD", locale: "en-US" },
  { code: "FWD", prefix: "PF", contact: "Pacific Ops", email: "ops@pacific.example", currency: "USD", locale: "en-US" },
];

const systems = [
  { code: "WMS", zh: "仓储管理系统", en: "Warehouse management (WMS)" },
  { code: "OMS", zh: "订单管理系统", en: "Order management (OMS)" },
  { code: "TMS", zh: "运输管理系统", en: "Transport management (TMS)" },
  { code: "BMS", zh: "计费管理系统", en: "Billing management (BMS)" },
  { code: "UC", zh: "用户中心", en: "User centre (UC)" },
];

const ports = [
  { code: "USLAX", name: "Los Angeles", state: "CA", kind: "sea" },
  { code: "USLGB", name: "Long Beach", state: "CA", kind: "sea" },
  { code: "USOAK", name: "Oakland", state: "CA", kind: "sea" },
  { code: "USSEA", name: "Seattle", state: "WA", kind: "sea" },
  { code: "USNYC", name: "New York / New Jersey", state: "NY", kind: "sea" },
  { code: "USSAV", name: "Savannah", state: "GA", kind: "sea" },
  { code: "USHOU", name: "Houston", state: "TX", kind: "sea" },
  { code: "USORD", name: "Chicago O'Hare", state: "IL", kind: "air" },
];

export async function seedOrgsDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, grants);
  for (const p of profiles) {
    await tx.execute(sql`insert into org_profiles (org_id, context_id, customer_prefix, contact_name, contact_email, currency, locale, time_zone, billing_contact_email)
      select id, ${contextId}, ${p.prefix}, ${p.contact}, ${p.email}, ${p.currency}, ${p.locale}, 'America/Los_Angeles', ${p.email}
        from organizations where context_id = ${contextId} and code = ${p.code} on conflict do nothing`);
  }
  for (const [i, s] of systems.entries()) {
    await tx.execute(
      sql`insert into uc_systems (context_id, code, name_zh, name_en, sort) values (${contextId}, ${s.code}, ${s.zh}, ${s.en}, ${i + 1}) on conflict do nothing`,
    );
  }
  for (const p of ports) {
    await tx.execute(
      sql`insert into uc_ports (context_id, code, name, country, state, kind) values (${contextId}, ${p.code}, ${p.name}, 'US', ${p.state}, ${p.kind}) on conflict do nothing`,
    );
  }
  await tx.execute(sql`insert into registrations (context_id, company_name, company_id, contact_name, email, phone, remark)
    values (${contextId}, 'Sunrise Outdoor 户外用品', '91440300MA5DEMO01X', 'Zhou Qing', 'zhou@sunrise.example', '+86 755 0000 0000', 'Amazon US seller, 40 SKUs')`);
}
