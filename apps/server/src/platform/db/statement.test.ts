import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothEngines, openTestDatabase } from "../../../test/harness.js";
import { contexts } from "../identity/schema.js";
import { type Database, inTransaction } from "./database.js";
import { fixedStatement, runStatements } from "./statement.js";

const insertContext = fixedStatement<{ id: number; code: string }>(
  "test.statement.insertContext",
  () => sql`insert into ${contexts} (code, name) values (${sql.placeholder("code")}, ${sql.placeholder("code")}) returning id, code`,
);
const contextsLike = fixedStatement<{ n: number }>(
  "test.statement.contextsLike",
  () => sql`select count(*)::int as n from ${contexts} where code like ${sql.placeholder("prefix")}`,
);
const failing = fixedStatement<{ x: number }>("test.statement.failing", () => sql`select 1 / ${sql.placeholder("zero")}::int as x`);
const broken = fixedStatement<{ x: number }>("test.statement.broken", () => sql`select no_such_column as x`);

describe.each(bothEngines)("fixed statements on %s", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.close());

  // the driver's error, wrapped by Drizzle on some paths: its message or its cause's
  const failsWith = async (work: Promise<unknown>, text: RegExp) => {
    const err = (await work.then(() => undefined).catch((e: unknown) => e)) as (Error & { cause?: Error }) | undefined;
    expect(`${err?.message} ${err?.cause?.message}`).toMatch(text);
  };
  const count = async (prefix: string) => (await contextsLike(database.db, { prefix: `${prefix}%` }))[0]!.n;

  it("runs a batch in order, each statement seeing the ones before it, and answers each one's rows", async () => {
    const [inserted, counted] = await inTransaction(database.db, (tx) =>
      runStatements(tx, [insertContext.with({ code: "batch-a1" }), contextsLike.with({ prefix: "batch-a%" })] as const),
    );
    expect(inserted).toEqual([{ id: expect.any(Number), code: "batch-a1" }]);
    expect(counted).toEqual([{ n: 1 }]);
  });

  it("stops a batch at its first error: nothing after it runs, and the transaction rolls back whole", async () => {
    await failsWith(
      inTransaction(database.db, async (tx) => {
        await insertContext(tx, { code: "batch-b1" });
        await runStatements(tx, [
          insertContext.with({ code: "batch-b2" }),
          failing.with({ zero: 0 }),
          insertContext.with({ code: "batch-b3" }),
        ]);
      }),
      /division by zero/,
    );
    expect(await count("batch-b")).toBe(0);
  });

  it("keeps the connection usable after a statement that fails to parse, in a batch and alone", async () => {
    for (let i = 0; i < 2; i++) {
      await failsWith(
        inTransaction(database.db, (tx) => runStatements(tx, [insertContext.with({ code: `batch-c${i}` }), broken.with({})])),
        /no_such_column/,
      );
      await failsWith(
        inTransaction(database.db, (tx) => broken(tx, {})),
        /no_such_column/,
      );
    }
    const [row] = await inTransaction(database.db, (tx) => insertContext(tx, { code: "batch-c-ok" }));
    expect(row?.code).toBe("batch-c-ok");
    expect(await count("batch-c")).toBe(1);
  });

  it("commits a transaction that ran no statement, and one whose first statement is the query builder's", async () => {
    await expect(inTransaction(database.db, async () => "nothing")).resolves.toBe("nothing");
    await inTransaction(database.db, async (tx) => {
      await tx.insert(contexts).values({ code: "batch-d1", name: "d" });
      await insertContext(tx, { code: "batch-d2" });
    });
    expect(await count("batch-d")).toBe(2);
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(contexts).values({ code: "batch-e1", name: "e" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count("batch-e")).toBe(0);
  });

  it("runs every statement of a transaction inside it: a rollback takes back the first statement too", async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await insertContext(tx, { code: "batch-f1" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await count("batch-f")).toBe(0);
  });

  // transaction.ts: Drizzle's transaction object on our BEGIN and COMMIT
  it("keeps a nested transaction's savepoint: its rollback takes back only its own writes", async () => {
    await inTransaction(database.db, async (tx) => {
      await insertContext(tx, { code: "batch-g1" });
      await expect(
        tx.transaction(async (sp) => {
          await insertContext(sp, { code: "batch-g2" });
          throw new Error("inner only");
        }),
      ).rejects.toThrow("inner only");
      await tx.transaction(async (sp) => void (await insertContext(sp, { code: "batch-g3" })));
    });
    expect((await contextsLike(database.db, { prefix: "batch-g%" }))[0]!.n).toBe(2);
    expect(await count("batch-g2")).toBe(0);
  });

  it("runs a transaction with an isolation level, and survives a COMMIT that fails", async () => {
    await database.db.transaction(async (tx) => void (await insertContext(tx, { code: "batch-h1" })), { isolationLevel: "serializable" });
    expect(await count("batch-h")).toBe(1);
    await database.db.execute(
      sql`create table if not exists test_tx_deferred (id int, constraint test_tx_deferred_u unique (id) deferrable initially deferred)`,
    );
    // the unique check waits for COMMIT: the commit fails, nothing of the transaction stays
    await failsWith(
      inTransaction(database.db, async (tx) => {
        await insertContext(tx, { code: "batch-h2" });
        await tx.execute(sql`insert into test_tx_deferred values (1), (1)`);
      }),
      /test_tx_deferred_u/,
    );
    expect(await count("batch-h2")).toBe(0);
    // every connection of the pool still works (a leaked or broken one would hang or fail here)
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inTransaction(database.db, async (tx) => (await insertContext(tx, { code: `batch-i${i}` }))[0]!.code),
      ),
    );
    expect(codes.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `batch-i${i}`).sort());
    await database.db.execute(sql`drop table test_tx_deferred`);
  });
});
