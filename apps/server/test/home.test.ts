import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkBoardReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "./harness.js";
import { factories, type Saved } from "./factories.js";

/**
 * The work home page: each person gets the tiles their permissions allow, counted in their own data
 * scope, and each tile's link filters its list to exactly the rows it counts.
 */
describe.each(engines)("work home page on %s", (engine) => {
  let t: TestApp;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let operator: Client;
  let outsider: Client;
  let wh: Saved;
  let p: Saved;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    p = await f.product(a.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    // staff whose access group holds another warehouse only
    const elsewhere = await f.warehouse(opOrgId);
    const narrow = await f.user(opOrgId, ["warehouse_staff"]);
    const group = await (
      await t.login("operator")
    ).post("/api/v1/UcAccessgroup/saveData", {
      code: `HOME-${engine}`,
      name: "Elsewhere",
      warehouseIds: [elsewhere.id],
      userIds: [narrow.id],
    });
    expect(group.statusCode, group.body).toBe(200);
    outsider = await f.login(narrow);
  });
  afterAll(() => t?.close());

  const board = async (c: Client) => {
    const res = await c.get("/api/home/work");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkBoardReply;
  };
  const tile = (reply: WorkBoardReply, key: string) => reply.tiles.find((x) => x.key === key);
  const plan = async (eta: string) => {
    const res = await a.client.post("/api/inbound/plan/save", {
      warehouseId: wh.id,
      transitType: 1,
      transportMode: "express",
      eta,
      lines: [{ productId: p.id, expectedQty: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number };
  };
  /** The list the tile links to, asked with the tile's own filters: its total. */
  const listed = async (c: Client, path: string) => {
    const query = path.split("?")[1] ?? "";
    const res = await c.get(`/api/inbound/plan/list?rows=1&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { records: number }).records;
  };

  it("counts the seller's drafts and plans on the way, its own only, and the operator's arrivals as its list shows them", async () => {
    const { today } = await board(a.client);
    const before = tile(await board(operator), "inbound.arrivingToday")!.count;
    await plan(today);
    const submitted = await plan(today);
    const res = await a.client.post("/api/inbound/plan/submit", { id: submitted.id, version: submitted.version });
    expect(res.statusCode, res.body).toBe(200);

    const mine = await board(a.client);
    expect(tile(mine, "inbound.drafts")).toMatchObject({ count: 1, group: "inbound" });
    expect(tile(mine, "inbound.onTheWay")!.count).toBe(1);
    expect(await listed(a.client, tile(mine, "inbound.drafts")!.path)).toBe(1);
    // the seller gets no warehouse queue; seller B none of A's plans
    expect(tile(mine, "inbound.toReceive")).toBeUndefined();
    const theirs = await board(b.client);
    expect(tile(theirs, "inbound.drafts")!.count).toBe(0);
    expect(tile(theirs, "inbound.onTheWay")!.count).toBe(0);

    const ops = await board(operator);
    const arriving = tile(ops, "inbound.arrivingToday")!;
    expect(arriving.count).toBe(before + 1);
    expect(arriving.path).toMatch(/^\/inbound\/inboundPlanManger\?/);
    expect(await listed(operator, arriving.path)).toBe(arriving.count);
    expect(tile(ops, "inbound.arrivingThisWeek")!.count).toBeGreaterThanOrEqual(arriving.count);
    expect(tile(ops, "orders.toShip")).toMatchObject({ tone: "attention" });
    // staff of another warehouse do not count this one's arrivals
    expect(tile(await board(outsider), "inbound.arrivingToday")!.count).toBe(0);
  });

  it("asks for a login", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/home/work" });
    expect(res.statusCode).toBe(401);
  });
});
