import { describe, expect, it } from "vitest";
import { createTestApp, bothEngines } from "./harness.js";
import { factories } from "./factories.js";
import { resetToSeed, SEED_SCHEMA } from "./reset-db.js";

/**
 * The reset between test files restores only the tables written since the last one: whatever a file
 * wrote (through the app, by hand, by a foreign key's cascade), the next file must find every table as
 * the template left it, row for row, with the sequences where the template had them.
 */
describe.each(bothEngines)("test database reset on %s", (engine) => {
  it("puts every table back to the template's rows after writes of every kind", async () => {
    const t = await createTestApp(engine);
    const db = t.database;
    /** The tables (every one, or those named) whose rows differ from the template's. */
    const differing = async (only?: string[]) => {
      const tables =
        only ??
        (
          await db.query(
            `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r' and c.relname not like '\\_\\_%'`,
            [SEED_SCHEMA],
          )
        ).rows.map((r) => String(r.name));
      const out: string[] = [];
      for (const name of tables) {
        const r = await db.query(
          `select (select count(*) from (table public."${name}" except all table ${SEED_SCHEMA}."${name}") a)
                + (select count(*) from (table ${SEED_SCHEMA}."${name}" except all table public."${name}") b) as n`,
        );
        if (Number(r.rows[0]!.n) > 0) out.push(name);
      }
      return { tables: tables.length, out };
    };
    // (no comparison of every table first: one this file does not write and that differs already is
    // never reset, so the comparison of every table after the reset below finds it as well)
    const seq = async () => Number((await db.query(`select last_value from products_id_seq`)).rows[0]!.last_value);
    const before = await seq();

    // through the app: a seller with its admin user, a product (with its audit rows)
    const f = factories(t);
    const seller = await f.sellerWithAdmin();
    await f.product(seller.client);
    // by hand: an update of a demo row, a delete from a large table no test file writes to
    await db.query(`update users set full_name = full_name || ' (edited)' where username = 'seller_a'`);
    await db.query(`delete from ad_campaign_hourly where hour = 3`);
    // a cascade: deleting a dictionary type takes its entries (a table the statement never names)
    await db.query(`delete from dict_types where id = (select type_id from dict_data order by id limit 1)`);
    await t.close();

    const touched = ["organizations", "users", "products", "audit_log", "ad_campaign_hourly", "dict_types", "dict_data"];
    expect((await differing(touched)).out).toEqual(touched);
    expect(await seq()).toBeGreaterThan(before);

    await resetToSeed(db);
    const after = await differing();
    expect(after.tables).toBeGreaterThan(100);
    expect(after.out).toEqual([]);
    expect(await seq()).toBe(before);
    expect(Number((await db.query(`select count(*) as n from ${SEED_SCHEMA}.__dirty`)).rows[0]!.n)).toBe(0);
    // it opens an app and compares every table with the template once (and the tables it wrote once more)
  }, 120_000);
});
