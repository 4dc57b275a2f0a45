import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Client, createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";
import type { AppModule } from "../module.js";
import { defineRoute } from "./routes.js";

/**
 * The error handler's PostgreSQL mapping, through real requests: each route runs real SQL through
 * Drizzle (which wraps the driver's error; the SQLSTATE is on `cause`) that breaks one rule of two
 * tables this module creates. Every refusal must be a 4xx/503 with a clear message, never a 500,
 * and must leave the tables as they were.
 */
const dbErrorsModule: AppModule = {
  name: "test-db-errors",
  async register(app, { database }) {
    const { db } = database;
    await database.query(
      `create table if not exists kit_parent (id serial primary key, code varchar(8) not null unique, qty integer not null default 0)`,
    );
    await database.query(
      `create table if not exists kit_child (id serial primary key, parent_id integer not null references kit_parent(id))`,
    );
    const access = "@authenticated" as const;
    const body = z.object({
      code: z.string().optional(),
      parentId: z.number().optional(),
      qty: z.number().optional(),
      id: z.string().optional(),
    });
    defineRoute(app, "POST", "/api/test/db/parent", {
      access,
      schema: { body },
      handler: async (req) => {
        const b = req.body as z.infer<typeof body>;
        // qty goes in as text so that an out-of-range number reaches the database (the contract would stop it)
        await db.execute(
          sql`insert into kit_parent (code, qty) values (${b.code ?? "P"}, cast(${String(b.qty ?? 0)} as numeric)::integer)`,
        );
        return { ok: true };
      },
    });
    defineRoute(app, "POST", "/api/test/db/child", {
      access,
      schema: { body },
      handler: async (req) => {
        await db.execute(sql`insert into kit_child (parent_id) values (${(req.body as z.infer<typeof body>).parentId})`);
        return { ok: true };
      },
    });
    defineRoute(app, "POST", "/api/test/db/parent/delete", {
      access,
      schema: { body },
      handler: async (req) => {
        await db.transaction(async (tx) => {
          // a first change in the same transaction: it must roll back with the refused delete
          await tx.execute(sql`update kit_parent set qty = qty + 1`);
          await tx.execute(sql`delete from kit_parent where code = ${(req.body as z.infer<typeof body>).code}`);
        });
        return { ok: true };
      },
    });
    defineRoute(app, "POST", "/api/test/db/parent/find", {
      access,
      schema: { body },
      handler: async (req) => {
        // an id compared as text: "abc" is not an integer (22P02)
        const rows = await db.execute(sql`select id from kit_parent where id = cast(${(req.body as z.infer<typeof body>).id} as integer)`);
        return { ok: rows !== undefined };
      },
    });
    defineRoute(app, "POST", "/api/test/db/slow", {
      access,
      schema: {},
      handler: async () => {
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local statement_timeout = 100`);
          if (database.kind === "postgres") await tx.execute(sql`select pg_sleep(2)`);
          // the embedded engine has no timer to cancel a statement: raise what PostgreSQL's cancel raises
          else
            await tx.execute(
              sql.raw(`do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = '57014'; end $$`),
            );
        });
        return { ok: true };
      },
    });
  },
};

describe.each(bothEngines)("database errors through real requests (%s)", (engine) => {
  let t: TestApp;
  let zh: Client;
  let en: Client;
  const snapshot = async () =>
    (
      await t.database.query(
        `select p.code, p.qty, (select count(*)::int from kit_child c where c.parent_id = p.id) as children from kit_parent p order by p.code`,
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { extraModules: [dbErrorsModule] });
    zh = await t.login("admin");
    // the message follows the session's language: a second user reads English
    await t.database.query(`update users set locale = 'en-US' where username = 'operator'`);
    en = await t.login("operator");
    expect((await zh.post("/api/test/db/parent", { code: "A" })).statusCode).toBe(200);
    const [a] = (await t.database.query(`select id from kit_parent where code = 'A'`)).rows;
    expect((await zh.post("/api/test/db/child", { parentId: Number(a!.id) })).statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const refused = async (url: string, payload: unknown, status: number, code: string, message: RegExp, lang = "zh-CN") => {
    const before = await snapshot();
    const res = await (lang === "en-US" ? en : zh).post(url, payload);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(message);
    expect(body.message).not.toMatch(/kit_|violates|constraint|syntax/i); // no SQL text reaches the caller
    expect(await snapshot()).toEqual(before);
  };

  it("a unique violation is 409 DUPLICATE", async () => {
    await refused("/api/test/db/parent", { code: "A" }, 409, "DUPLICATE", /已存在相同的记录/);
    await refused("/api/test/db/parent", { code: "A" }, 409, "DUPLICATE", /same key already exists/, "en-US");
  });

  it("deleting a row others reference is 409 IN_USE, and the transaction's other change rolls back", async () => {
    await refused("/api/test/db/parent/delete", { code: "A" }, 409, "IN_USE", /仍被其他记录使用/);
  });

  it("a reference to a missing row is 409 IN_USE", async () => {
    await refused("/api/test/db/child", { parentId: 2_000_000_000 }, 409, "IN_USE", /related record is missing/, "en-US");
  });

  it("a number out of the column's range is 400", async () => {
    await refused("/api/test/db/parent", { code: "B", qty: 2 ** 31 }, 400, "VALIDATION_FAILED", /out of the allowed range/, "en-US");
  });

  it("text that is not a number is 400", async () => {
    await refused("/api/test/db/parent/find", { id: "abc" }, 400, "VALIDATION_FAILED", /数据格式不正确/);
  });

  it("a text too long for its column is 400", async () => {
    await refused("/api/test/db/parent", { code: "TOO-LONG-CODE" }, 400, "VALIDATION_FAILED", /too long/, "en-US");
  });

  it("a statement timeout is 503 TIMEOUT", async () => {
    await refused("/api/test/db/slow", {}, 503, "TIMEOUT", /took too long/, "en-US");
  });

  it("nothing refused left a trace: the data is what the set-up made", async () => {
    expect(await snapshot()).toEqual([{ code: "A", qty: 0, children: 1 }]);
  });
});
