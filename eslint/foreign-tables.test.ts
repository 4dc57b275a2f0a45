// The raw-SQL rule: another module's table named in SQL text is reported with what to use instead; the
// module's own tables, ${table} interpolations and the query builder are not.
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module (the ESLint config's own rule), no type declarations
import { foreignTablesIn, foreignTablesRule, tableOwners } from "./foreign-tables.js";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const catalogFile = resolve(import.meta.dirname, "../apps/server/src/modules/catalog/some.service.ts");

describe("which module owns which table (read from the schema files)", () => {
  it("maps the modules' tables to their module", () => {
    const owners = tableOwners() as Map<string, string>;
    expect(owners.get("products")).toBe("catalog");
    expect(owners.get("store_accounts")).toBe("masterdata");
    expect(owners.get("biz_attachments")).toBe("admin");
    expect(owners.size).toBeGreaterThan(40);
  });
  it("finds another module's table as a word, not its own nor a longer name", () => {
    const owners = new Map([
      ["products", "catalog"],
      ["store_accounts", "masterdata"],
    ]);
    expect(foreignTablesIn("select * from sku_maps sm join store_accounts sa on sa.id = sm.x", "catalog", owners)).toEqual([
      { table: "store_accounts", owner: "masterdata" },
    ]);
    expect(foreignTablesIn("select * from products", "catalog", owners)).toEqual([]);
    expect(foreignTablesIn("select * from store_accounts_archive", "catalog", owners)).toEqual([]);
  });
});

tester.run("no-foreign-tables", foreignTablesRule, {
  valid: [
    { filename: catalogFile, code: "const q = sql`select count(*) from products p where p.org_id = ${orgId}`;" },
    { filename: catalogFile, code: "const q = sql`select s.title from ${storeAccounts} s where s.id = ${id}`;" },
    { filename: catalogFile, code: 'await db.select().from(storeAccounts).where(eq(storeAccounts.title, "store_accounts"));' },
    // outside a module (the platform, tests of the harness) the rule does not apply
    { filename: resolve(import.meta.dirname, "../apps/server/src/platform/x.ts"), code: "const q = sql`select * from store_accounts`;" },
  ],
  invalid: [
    {
      filename: catalogFile,
      code: "const q = sql`select sa.title from sku_maps sm join store_accounts sa on sa.id = sm.store_account_id`;",
      errors: [
        {
          message:
            /raw SQL in module "catalog" names "store_accounts", a table of module "masterdata": use what modules\/masterdata\/index.ts exports/,
        },
      ],
    },
    {
      filename: catalogFile,
      code: 'await tx.execute("delete from org_profiles where org_id = 1");',
      errors: [{ message: /names "org_profiles", a table of module "admin"/ }],
    },
    {
      filename: catalogFile,
      code: "await client.query(`select * from biz_attachments where biz_id = $1`, [id]);",
      errors: [{ message: /names "biz_attachments", a table of module "admin"/ }],
    },
    {
      filename: catalogFile,
      code: 'const raw = sql.raw("select 1 from warehouses");',
      errors: [{ message: /names "warehouses", a table of module "masterdata"/ }],
    },
  ],
});
