import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothEngines, openTestDatabase } from "../../../test/harness.js";
import { runCommand } from "../audit/command.js";
import { auditLog, contexts } from "../identity/schema.js";
import type { Actor } from "../access/actor.js";
import type { Database } from "./database.js";
import { openDatabase } from "./database.js";

const actor: Actor = {
  userId: 1,
  username: "admin",
  fullName: "",
  email: null,
  contextId: 1,
  orgId: 1,
  orgKind: "platform",
  orgCode: "PLAT",
  orgName: "",
  roles: [],
  permissions: new Set(),
  locale: "en-US",
};

describe.each(bothEngines)("database on %s", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it("rolls a failed command back whole: no change and no audit row", async () => {
    const count = async () =>
      Number(
        ((await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
      );
    const before = await count();
    await expect(
      runCommand({ db: database.db, actor }, async (tx) => {
        await tx.insert(contexts).values({ code: "doomed", name: "Doomed" });
        throw new Error("business rule broke after the insert");
      }),
    ).rejects.toThrow("business rule");
    const left = await database.db.execute(sql`select count(*)::int as n from contexts where code = 'doomed'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await count()).toBe(before);

    await runCommand({ db: database.db, actor }, async (tx) => {
      const [row] = await tx.insert(contexts).values({ code: "kept", name: "Kept" }).returning();
      return { result: row, audit: { action: 100, command: "createContext", entity: "context", entityId: row!.id, after: row } };
    });
    expect(await count()).toBe(before + 1);
  });

  it("keeps the audit log append-only", async () => {
    await expect(database.db.update(auditLog).set({ command: "tampered" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
  });
});

describe.runIf(bothEngines.includes("postgres"))("statement timeout on postgres", () => {
  it("cancels a query that runs past it", async () => {
    const base = await openTestDatabase("postgres");
    const url = (base.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    await base.close();
    const slow = await openDatabase({ url, statementTimeoutMs: 200, poolSize: 1 });
    try {
      await expect(slow.query("select pg_sleep(2)")).rejects.toMatchObject({ code: "57014" });
      expect((await slow.query("select 1 as ok")).rows[0]).toEqual({ ok: 1 });
    } finally {
      await slow.close();
    }
  });
});
