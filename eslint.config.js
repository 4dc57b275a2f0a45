// ESLint: typescript-eslint's recommended rules plus our local rules (eslint/): the import boundaries of
// ARCHITECTURE.md §1 and platform/README.md (eslint/boundaries.js), and no raw SQL naming another module's
// table (eslint/foreign-tables.js).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { boundariesRule } from "./eslint/boundaries.js";
import { foreignTablesRule } from "./eslint/foreign-tables.js";

const entrepot = { rules: { boundaries: boundariesRule, "no-foreign-tables": foreignTablesRule } };

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "apps/server/drizzle/**",
      "**/*.d.ts",
      "apps/web/e2e/screenshots/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { entrepot },
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        fetch: "readonly",
        window: "readonly",
        document: "readonly",
        localStorage: "readonly",
        sessionStorage: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Blob: "readonly",
      },
    },
    rules: {
      "entrepot/boundaries": "error",
      "entrepot/no-foreign-tables": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // a module declares itself once (platform/module.ts AppModule): it describes, the platform registers
    files: ["apps/server/src/modules/**/*.ts", "apps/server/src/workflows/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/platform/**"],
              importNames: [
                "registerTaskKind",
                "registerPeriodicJob",
                "registerUsage",
                "registerImport",
                "registerListener",
                "registerOutboxHandler",
                "registerDocuments",
                "registerMessages",
                "installModules",
              ],
              message:
                "a module registers nothing itself: describe it (defineMessages, defineTaskKind, definePeriodicJob, defineUsage, defineImport, listen, outboxHandler) and list it in the module's AppModule declaration (index.ts); the platform registers it when it builds the app",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExpressionStatement > CallExpression[callee.name='defineMessages']",
          message:
            "defineMessages only describes texts: export its result (`export const xMessages = defineMessages({...})`) and list it in the module's AppModule `messages`",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
);
