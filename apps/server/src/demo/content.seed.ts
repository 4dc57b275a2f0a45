import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { organizations, users } from "../platform/identity/schema.js";
import { announcements, attachModels, attachRules, attachTypes, departments, posts, userPostDepts } from "../modules/admin/index.js";

/**
 * Demo content: attachment models, types and rules; the operator's departments and posts with its staff
 * placed in them; one published welcome announcement for everyone.
 */
export async function seedContentDemo(tx: Tx, contextId: number): Promise<void> {
  const models = await tx
    .insert(attachModels)
    .values([
      { contextId, code: "announcement", nameZh: "公告", nameEn: "Announcement" },
      { contextId, code: "inboundOrder", nameZh: "入库单", nameEn: "Inbound order" },
      { contextId, code: "product", nameZh: "产品", nameEn: "Product" },
    ])
    .returning();
  const types = await tx
    .insert(attachTypes)
    .values([
      { contextId, code: "document", nameZh: "文档", nameEn: "Document" },
      { contextId, code: "invoice", nameZh: "发票", nameEn: "Invoice" },
      { contextId, code: "photo", nameZh: "照片", nameEn: "Photo" },
    ])
    .returning();
  const m = Object.fromEntries(models.map((r) => [r.code, r.id]));
  const t = Object.fromEntries(types.map((r) => [r.code, r.id]));
  await tx.insert(attachRules).values([
    { contextId, modelId: m.announcement!, typeId: t.document!, formats: ["pdf", "docx", "xlsx", "png", "jpg"], maxSizeKb: 10 * 1024 },
    { contextId, modelId: m.inboundOrder!, typeId: t.invoice!, formats: ["pdf", "png", "jpg"], maxSizeKb: 5 * 1024 },
    { contextId, modelId: m.inboundOrder!, typeId: t.photo!, formats: ["png", "jpg"], maxSizeKb: 5 * 1024 },
    { contextId, modelId: m.product!, typeId: t.photo!, formats: ["png", "jpg", "webp"], maxSizeKb: 2 * 1024 },
  ]);

  const [operator] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.contextId, contextId), eq(organizations.code, "OPR")));
  const [platform] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.contextId, contextId), eq(organizations.code, "PLAT")));
  if (!operator || !platform) return;
  const [hq] = await tx.insert(departments).values({ orgId: operator.id, name: "美西仓运营中心", sort: 1 }).returning();
  const teams = await tx
    .insert(departments)
    .values([
      { orgId: operator.id, parentId: hq!.id, name: "仓储作业部", sort: 1 },
      { orgId: operator.id, parentId: hq!.id, name: "客户服务部", sort: 2 },
      { orgId: operator.id, parentId: hq!.id, name: "财务部", sort: 3 },
    ])
    .returning();
  const staffPosts = await tx
    .insert(posts)
    .values([
      { orgId: operator.id, code: "MANAGER", name: "主管", sort: 1 },
      { orgId: operator.id, code: "CLERK", name: "专员", sort: 2 },
    ])
    .returning();
  const staff = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ["operator", "service", "finance"]));
  const deptOf: Record<string, number> = { operator: teams[0]!.id, service: teams[1]!.id, finance: teams[2]!.id };
  if (staff.length) {
    await tx
      .insert(userPostDepts)
      .values(staff.map((u) => ({ orgId: operator.id, userId: u.id, deptId: deptOf[u.username]!, postId: staffPosts[1]!.id })));
  }

  await tx.insert(announcements).values({
    contextId,
    orgId: platform.id,
    title: "欢迎使用 Entrepot 海外仓后台 / Welcome to Entrepot",
    content:
      "<p>这是演示数据中的公告:点击“标为已读”后,铃铛上的数字会减少。</p><p>A demo announcement: mark it read and the bell's count goes down.</p>",
    targetKind: "all",
    targetValues: [],
    active: true,
    publishedAt: new Date(),
  });
}
