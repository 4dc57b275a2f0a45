// No raw SQL naming another module's table: a module reaches another module's data through that module's
// index.ts (its Drizzle table objects or services), so that a renamed or moved table is a type error, not a
// broken string. The rule reads which module owns which table from the modules' schema files
// (`pgTable("name", ...)` in `apps/server/src/modules/<m>/**/*schema.ts`) and looks at SQL text in a
// module's code: `sql\`...\`` templates (the literal parts, not `${...}`), and string or template
// arguments of `.query(...)`, `.execute(...)`, `sql.raw(...)`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const modulesDir = join(root, "apps", "server", "src", "modules");
const rel = (p) => relative(root, p).split(sep).join("/");
export const moduleOfFile = (file) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(rel(file))?.[1];

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** table name -> owning module, read from the schema files (the source of truth, never a list kept by hand). */
export function tableOwners(dir = modulesDir) {
  const owners = new Map();
  for (const file of walk(dir).filter((f) => /schema\.ts$/.test(f))) {
    const owner = /^([^/\\]+)/.exec(relative(dir, file))?.[1];
    for (const m of readFileSync(file, "utf8").matchAll(/pgTable\(\s*["'`]([\w.]+)["'`]/g)) owners.set(m[1], owner);
  }
  return owners;
}

/** The other modules' tables named in one piece of SQL text, as words (`from products p`, `join "warehouses"`). */
export function foreignTablesIn(text, fromModule, owners) {
  const found = [];
  for (const word of new Set(text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? [])) {
    const owner = owners.get(word);
    if (owner && owner !== fromModule) found.push({ table: word, owner });
  }
  return found;
}

let cached;
const owners = () => (cached ??= tableOwners());

const sqlCall = new Set(["query", "execute", "raw"]);
const textOf = (node) =>
  node?.type === "Literal" && typeof node.value === "string"
    ? node.value
    : node?.type === "TemplateLiteral"
      ? node.quasis.map((q) => q.value.cooked ?? "").join(" ")
      : undefined;

export const foreignTablesRule = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      foreign:
        'raw SQL in module "{{from}}" names "{{table}}", a table of module "{{owner}}": use what modules/{{owner}}/index.ts exports (its Drizzle table in a query builder or sql`${table}`, or one of its services) instead of the table\'s name',
    },
  },
  create(context) {
    const from = moduleOfFile(context.filename);
    if (!from) return {};
    const check = (node, text) => {
      if (!text) return;
      for (const { table, owner } of foreignTablesIn(text, from, owners()))
        context.report({ node, messageId: "foreign", data: { from, table, owner } });
    };
    return {
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        if (tag.type === "Identifier" && tag.name === "sql") check(node, node.quasi.quasis.map((q) => q.value.cooked ?? "").join(" "));
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && callee.property.type === "Identifier" && sqlCall.has(callee.property.name))
          check(node, textOf(node.arguments[0]));
      },
    };
  },
};
