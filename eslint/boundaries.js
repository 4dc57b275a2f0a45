// The import boundaries of ARCHITECTURE.md §1 and platform/README.md ("Layers and boundaries"): a local ESLint
// rule that resolves each relative import and checks where it lands. Arrows go one way:
//   web:    app/ (shell) → modules/ → components/ → lib/        (a module uses another only through its index.ts)
//   server: main/app → workflows/ → demo/ → modules/ → platform/ (a module is used only through its index.ts)
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const rel = (p) => relative(root, p).split(sep).join("/");
const serverModuleOf = (p) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(p)?.[1];
const webModuleOf = (p) => /^apps\/web\/src\/modules\/([^/]+)\//.exec(p)?.[1];
const isIndex = (p, base) => new RegExp(`^${base}/[^/]+/index(\\.js|\\.ts|\\.tsx)?$`).test(p) || new RegExp(`^${base}/[^/]+$`).test(p);
const webLayerOf = (p) => /^apps\/web\/src\/(app|modules|components|lib)\//.exec(p)?.[1];

function webViolation(from, spec, to) {
  if (spec.startsWith("@entrepot/server") || to?.startsWith("apps/server/"))
    return "the web app never imports server code: share it through packages/contracts";
  if (!to) return undefined;
  const fromLayer = webLayerOf(from);
  const toLayer = webLayerOf(to);
  if (fromLayer === "lib" && toLayer && toLayer !== "lib")
    return `lib/ is the bottom layer and imports nothing of ${toLayer}/: move the shared piece down into lib/, or take it as a parameter (the shell registers what lib/ needs at start, see app/texts.ts)`;
  if (fromLayer === "components" && (toLayer === "app" || toLayer === "modules"))
    return `generic components import no ${toLayer === "app" ? "shell (app/)" : "module"}: use lib/ (API client, i18n, session, reference data), or take it as a prop`;
  if (fromLayer === "modules" && toLayer === "app")
    return "a module imports nothing of the shell app/ (the shell imports the modules): use lib/ (lib/shell.ts hands down the screen registry and the built-in texts)";
  const fromModule = webModuleOf(from);
  const toModule = webModuleOf(to);
  // the shell reads each module's screens.ts and messages (its registry); between modules only the index is public
  if (fromModule && toModule && toModule !== fromModule && !isIndex(to, "apps/web/src/modules"))
    return `import another web module only through its index.ts (modules/${toModule}/index.ts): export what you need there`;
  return undefined;
}

function serverViolation(from, to) {
  if (from.startsWith("apps/server/src/platform/") && /^apps\/server\/src\/(modules|workflows|demo)\//.test(to))
    return "the platform imports no business module, workflow or demo data: let the module hand it in (its AppModule declaration, a parameter)";
  const fromModule = serverModuleOf(from);
  if (fromModule && /^apps\/server\/src\/(workflows|demo)\//.test(to))
    return "a module imports nothing of workflows/ or demo/ (they stand on the modules): move the shared piece into the module or the platform";
  if (from.startsWith("apps/server/src/demo/") && to.startsWith("apps/server/src/workflows/"))
    return "the demo seed imports nothing of workflows/ (the start-up bootstrap calls the seed, not the other way round): keep demo constants in demo/";
  const toModule = serverModuleOf(to);
  if (toModule && toModule !== fromModule && !isIndex(to, "apps/server/src/modules")) {
    const who = from.startsWith("apps/server/src/workflows/")
      ? "a workflow uses"
      : from.startsWith("apps/server/src/demo/")
        ? "the demo seed uses"
        : fromModule
          ? "a module uses"
          : "code outside a module uses";
    return `${who} a module only through its index.ts (modules/${toModule}/index.js): export what you need there`;
  }
  return undefined;
}

/** Why an import of `spec` from `file` crosses a boundary, or undefined when it does not. */
export function boundaryViolation(file, spec) {
  const from = rel(file);
  const to = spec.startsWith(".") ? rel(resolve(dirname(file), spec)) : undefined;
  if (from.startsWith("apps/web/")) return webViolation(from, spec, to);
  if (from.startsWith("apps/server/") && to) return serverViolation(from, to);
  return undefined;
}

export const boundariesRule = {
  meta: { type: "problem", schema: [], messages: { cross: "{{why}}" } },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== "string") return;
      const why = boundaryViolation(context.filename, node.source.value);
      if (why) context.report({ node: node.source, messageId: "cross", data: { why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
