import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { beginDeferred, endTransaction } from "./batch.js";
import type { Db } from "./database.js";

/**
 * `db.transaction` on PostgreSQL without Drizzle's BEGIN and COMMIT queries. Drizzle sends both through
 * `tx.execute(sql\`...\`)`: the SQL built, a prepared-query object, its tracing span and cache look-up,
 * node-pg's query config, for two fixed words: about a tenth of the app's CPU of a stock posting (a CPU
 * profile of the 20-client postings bench). Here BEGIN is only marked on the connection (`beginDeferred`:
 * it goes with the transaction's first statement, as it did through `deferBegin`) and COMMIT or ROLLBACK
 * is one prepared statement (`endTransaction`). The transaction object is Drizzle's own, on a session of
 * the connection, exactly as Drizzle's `transaction` makes it, so queries, nested transactions
 * (savepoints) and everything else in it behave as before. A transaction with a config (isolation level,
 * access mode) goes through Drizzle's path unchanged.
 *
 * Installed once per database on its session (`openDatabase`). Drizzle internals it relies on, checked by
 * the transaction tests of `statement.test.ts` on PostgreSQL: a session's `dialect`, `schema` and `options`,
 * and the constructors of `NodePgSession(client, dialect, schema, options)` and
 * `NodePgTransaction(dialect, session, schema)`.
 */
export function leanTransactions(db: Db, pool: pg.Pool): void {
  const session = (db as unknown as { session: NodePgSession<never, never> }).session;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const drizzleTransaction = session.transaction.bind(session);
  session.transaction = async (fn, config) => {
    if (config) return drizzleTransaction(fn, config);
    const client = await pool.connect();
    let broken: unknown;
    try {
      beginDeferred(client);
      const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema);
      try {
        const result = await fn(tx as never);
        await endTransaction(client, "commit");
        return result;
      } catch (error) {
        // after a failed COMMIT too (PostgreSQL has ended the transaction: the ROLLBACK only warns), as Drizzle does;
        // a ROLLBACK that fails leaves the connection in an unknown state: the pool drops it, the command's error stands
        await endTransaction(client, "rollback").catch((e: unknown) => (broken = e));
        throw error;
      }
    } finally {
      client.release(broken === undefined ? undefined : broken instanceof Error ? broken : true);
    }
  };
}
