import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeptNode, DeptUserRow, DeptUserTreeNode, PageReply, PostRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog, users } from "../../../platform/identity/schema.js";
import { departments, userPostDepts } from "./content.schema.js";

const DEPT = "/api/v2/ucDept";
const UPD = "/api/v2/userPostDept";
const POST = "/api/v2/ucPost";

describe.each(engines)("departments and posts on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  let userIds: Record<string, number>;
  const save = async (c: Client, body: object) => {
    const res = await c.post(`${DEPT}/saveData`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DeptNode;
  };
  beforeAll(async () => {
    t = await createTestApp(engine);
    [sellerA, sellerB, operator] = await Promise.all([t.login("seller_a"), t.login("seller_b"), t.login("operator")]);
    const rows = await t.database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ["seller_a", "seller_b", "operator"]));
    userIds = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  });
  afterAll(() => t?.close());

  it("builds an org's tree, moves a branch, refuses cycles and deletes only empty departments", async () => {
    const hq = await save(sellerA, { name: "总部", sort: 1 });
    const sales = await save(sellerA, { name: "销售部", parentId: hq.id, sort: 2 });
    const ops = await save(sellerA, { name: "运营部", parentId: hq.id, sort: 1 });
    const ads = await save(sellerA, { name: "广告组", parentId: sales.id });

    const tree = (await sellerA.get(`${DEPT}/getTree`)).json() as DeptNode[];
    expect(tree.map((n) => n.name)).toEqual(["总部"]);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(["运营部", "销售部"]); // by sort
    expect(tree[0]!.children[1]!.children.map((n) => n.name)).toEqual(["广告组"]);

    // move the ads team under operations
    const moved = await save(sellerA, { id: ads.id, version: 1, name: "广告组", parentId: ops.id });
    expect(moved).toMatchObject({ parentId: ops.id, version: 2 });
    // a department cannot go under its own descendant
    const cycle = await sellerA.post(`${DEPT}/saveData`, { id: hq.id, version: 1, name: "总部", parentId: ads.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().message).toBe("不能把部门移到它自己或它的下级部门之下");
    expect((await sellerA.post(`${DEPT}/saveData`, { name: "运营部", parentId: hq.id })).statusCode).toBe(409);
    expect((await sellerA.post(`${DEPT}/saveData`, { id: ads.id, version: 1, name: "x", parentId: ops.id })).statusCode).toBe(409); // stale

    expect((await sellerA.post(`${DEPT}/del`, { id: hq.id })).statusCode).toBe(409); // has children
    expect((await sellerA.post(`${DEPT}/del`, { id: ads.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(departments).where(eq(departments.id, ads.id))).toHaveLength(0);

    // seller B sees its own (empty) tree and cannot touch seller A's departments
    expect((await sellerB.get(`${DEPT}/getTree`)).json()).toEqual([]);
    expect((await sellerB.post(`${DEPT}/saveData`, { name: "借壳", parentId: hq.id })).statusCode).toBe(404);
    expect((await sellerB.post(`${DEPT}/del`, { id: sales.id })).statusCode).toBe(404);
    expect((await sellerB.get(`${UPD}/findUserByDeptId?deptId=${sales.id}`)).statusCode).toBe(404);
    // the operator serving seller A reads its tree; it may not write (no manage permission)
    const orgA = (await t.database.db.select({ orgId: departments.orgId }).from(departments).where(eq(departments.id, hq.id)))[0]!.orgId;
    expect(((await operator.get(`${DEPT}/getTree?orgId=${orgA}`)).json() as DeptNode[])[0]!.name).toBe("总部");
    expect((await operator.post(`${DEPT}/saveData`, { name: "x" })).statusCode).toBe(403);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "department")).orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["createDept", "createDept", "createDept", "createDept", "updateDept", "deleteDept"]);
  });

  it("assigns people to departments with posts, finds them, and guards posts in use", async () => {
    const root = await save(sellerA, { name: "客服中心" });
    const team = await save(sellerA, { name: "售后组", parentId: root.id });
    const created = await sellerA.post(`${POST}/saveData`, { code: "LEAD", name: "组长", sort: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const lead = created.json() as PostRow;
    expect((await sellerA.post(`${POST}/saveData`, { code: "LEAD", name: "又一个" })).statusCode).toBe(409);

    const assigned = await sellerA.post(`${UPD}/saveData`, {
      userId: userIds.seller_a,
      assignments: [{ deptId: team.id, postId: lead.id }],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual([expect.objectContaining({ deptName: "售后组", postName: "组长", username: "seller_a" })]);

    expect(((await sellerA.get(`${UPD}/findByUserId?userId=${userIds.seller_a}`)).json() as DeptUserRow[]).map((r) => r.deptId)).toEqual([
      team.id,
    ]);
    expect((await sellerB.get(`${UPD}/findByUserId?userId=${userIds.seller_a}`)).statusCode).toBe(404);
    expect((await sellerA.get(`${UPD}/findUserByDeptId?deptId=${root.id}`)).json()).toEqual([]);
    const withChildren = (await sellerA.get(`${UPD}/findUserByDeptId?deptId=${root.id}&includeChildren=true`)).json() as DeptUserRow[];
    expect(withChildren.map((r) => [r.username, r.deptName, r.postName])).toEqual([["seller_a", "售后组", "组长"]]);

    const picker = (await sellerA.get(`${UPD}/selectDeptUserTree`)).json() as DeptUserTreeNode[];
    const service = picker.find((n) => n.title === "客服中心")!;
    expect(service.children![0]).toMatchObject({ kind: "dept", title: "售后组", children: [{ kind: "user", id: userIds.seller_a }] });

    const posts = (await sellerA.get(`${POST}/findByPage`)).json() as PageReply<PostRow>;
    expect(posts.rows.map((p) => [p.code, p.userCount])).toEqual([["LEAD", 1]]);
    expect((await sellerB.get(`${POST}/findByPage`)).json()).toMatchObject({ records: 0 });

    // held post and occupied department are refused; nothing changes
    expect((await sellerA.post(`${POST}/del`, { id: lead.id })).statusCode).toBe(409);
    expect((await sellerA.post(`${DEPT}/del`, { id: team.id })).statusCode).toBe(409);
    // another org's user, department or post is out of reach
    expect((await sellerB.post(`${UPD}/saveData`, { userId: userIds.seller_a, assignments: [] })).statusCode).toBe(404);
    const bDept = await save(sellerB, { name: "B 仓" });
    expect(
      (await sellerA.post(`${UPD}/saveData`, { userId: userIds.seller_a, assignments: [{ deptId: bDept.id, postId: null }] })).statusCode,
    ).toBe(422);
    expect(await t.database.db.select().from(userPostDepts).where(eq(userPostDepts.userId, userIds.seller_a!))).toHaveLength(1);

    // clearing the assignment frees the post and the department
    expect((await sellerA.post(`${UPD}/saveData`, { userId: userIds.seller_a, assignments: [] })).json()).toEqual([]);
    expect((await sellerA.post(`${POST}/del`, { id: lead.id })).json()).toEqual({ ok: true });
    expect((await sellerA.post(`${DEPT}/del`, { id: team.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "user_post_dept"));
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["assignUserDepts", 200],
      ["assignUserDepts", 200],
    ]);
  });
});
