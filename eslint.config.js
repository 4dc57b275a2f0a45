// ESLint: typescript-eslint's recommended rules plus the import boundaries of ARCHITECTURE.md §1,
// enforced by a small local rule that resolves each relative import and checks where it lands.
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const root = dirname(fileURLToPath(import.meta.url));
const rel = (p) => relative(root, p).split(sep).join("/");
const moduleOf = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];

/** Why an import from `file` to `spec` crosses a boundary, or undefined when it does not. */
function boundaryViolation(file, spec) {
  const from = rel(file);
  if (from.startsWith("apps/web/")) {
    if (spec.startsWith("@entrepot/server") || (spec.startsWith(".") && rel(resolve(dirname(file), spec)).startsWith("apps/server/")))
      return "the web app never imports server code (share it through packages/contracts)";
    return undefined;
  }
  if (!spec.startsWith(".")) return undefined;
  const to = rel(resolve(dirname(file), spec));
  if (from.startsWith("apps/server/src/platform/") && /^apps\/server\/src\/(modules|workflows|demo)\//.test(to))
    return "the platform imports no business module";
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (toModule && toModule !== fromModule && !/^apps\/server\/src\/modules\/[^/]+\/index(\.js|\.ts)?$/.test(to))
    return `import another module only through its index.ts (modules/${toModule}/index.js)`;
  return undefined;
}

const boundaries = {
  rules: {
    boundaries: {
      meta: { type: "problem", schema: [], messages: { cross: "{{why}}" } },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== "string") return;
          const why = boundaryViolation(context.filename, node.source.value);
          if (why) context.report({ node: node.source, messageId: "cross", data: { why } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "apps/server/drizzle/**", "**/*.d.ts", "apps/web/e2e/screenshots/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { entrepot: boundaries },
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly", fetch: "readonly", window: "readonly", document: "readonly", localStorage: "readonly", sessionStorage: "readonly", setTimeout: "readonly", clearTimeout: "readonly", Blob: "readonly" } },
    rules: {
      "entrepot/boundaries": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
);
