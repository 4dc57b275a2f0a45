// Each boundary rule fires where it should, and stays quiet on the allowed direction.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript module (the ESLint config's own rule), no type declarations
import { boundaryViolation } from "./boundaries.js";

const at = (p: string) => resolve(import.meta.dirname, "..", p);
const why = (file: string, spec: string): string | undefined => boundaryViolation(at(file), spec);

describe("web layers: app → modules → components → lib", () => {
  it("lib/ imports nothing of app, modules or components", () => {
    expect(why("apps/web/src/lib/api.ts", "../app/router")).toMatch(/lib\/ is the bottom layer.*app\//);
    expect(why("apps/web/src/lib/i18n.ts", "../components/messages")).toMatch(/imports nothing of components\//);
    expect(why("apps/web/src/lib/auth.ts", "../modules/admin/api")).toMatch(/imports nothing of modules\//);
    expect(why("apps/web/src/lib/auth.ts", "./api")).toBeUndefined();
  });
  it("components import no shell or module", () => {
    expect(why("apps/web/src/components/ResourceTable.tsx", "../app/router")).toMatch(/generic components import no shell.*use lib\//);
    expect(why("apps/web/src/components/resource/ResourcePage.tsx", "../../modules/admin/api")).toMatch(
      /generic components import no module/,
    );
    expect(why("apps/web/src/components/ResourceTable.tsx", "../lib/api")).toBeUndefined();
  });
  it("a web module imports nothing of the shell", () => {
    expect(why("apps/web/src/modules/admin/pages/rbac/FavoriteListPage.tsx", "../../../../app/screens")).toMatch(
      /a module imports nothing of the shell app\/.*lib\/shell\.ts/,
    );
    expect(why("apps/web/src/modules/admin/pages/rbac/FavoriteListPage.tsx", "../../../../lib/shell")).toBeUndefined();
  });
  it("a web module imports another only through its index", () => {
    expect(why("apps/web/src/modules/catalog/pages/ProductImages.tsx", "../../admin/api.content")).toMatch(
      /only through its index\.ts \(modules\/admin\/index\.ts\)/,
    );
    expect(why("apps/web/src/modules/catalog/pages/ProductImages.tsx", "../../admin")).toBeUndefined();
    expect(why("apps/web/src/modules/catalog/pages/ProductImages.tsx", "../../admin/index")).toBeUndefined();
    expect(why("apps/web/src/modules/catalog/pages/ProductImages.tsx", "../api")).toBeUndefined();
    expect(why("apps/web/src/modules/catalog/pages/ProductImages.tsx", "../../../components/confirmDestroy")).toBeUndefined();
  });
  it("the web never imports server code", () => {
    expect(why("apps/web/src/lib/api.ts", "@entrepot/server/src/app")).toMatch(/never imports server code/);
    expect(why("apps/web/src/lib/api.ts", "../../../server/src/app")).toMatch(/never imports server code/);
  });
});

describe("server: workflows → demo → modules → platform", () => {
  it("the platform imports no module, workflow or demo", () => {
    expect(why("apps/server/src/platform/http/routes.ts", "../../modules/admin/index.js")).toMatch(/platform imports no business module/);
    expect(why("apps/server/src/platform/http/routes.ts", "../../workflows/bootstrap.js")).toMatch(/platform imports no/);
    expect(why("apps/server/src/platform/http/routes.ts", "../../demo/seed.js")).toMatch(/platform imports no/);
  });
  it("a module uses another only through its index, and nothing of workflows or demo", () => {
    expect(why("apps/server/src/modules/catalog/products.service.ts", "../masterdata/warehouses.service.js")).toMatch(
      /a module uses a module only through its index\.ts/,
    );
    expect(why("apps/server/src/modules/catalog/products.service.ts", "../masterdata/index.js")).toBeUndefined();
    expect(why("apps/server/src/modules/catalog/places/x.ts", "../../masterdata/places/y.js")).toMatch(/only through its index/);
    expect(why("apps/server/src/modules/catalog/products.service.ts", "../../demo/seed.js")).toMatch(
      /a module imports nothing of workflows\/ or demo\//,
    );
    expect(why("apps/server/src/modules/catalog/products.service.ts", "../../workflows/index.js")).toMatch(
      /a module imports nothing of workflows/,
    );
  });
  it("workflows and demo use modules through their index only", () => {
    expect(why("apps/server/src/workflows/bootstrap.ts", "../modules/admin/rbac.service.js")).toMatch(
      /a workflow uses a module only through its index/,
    );
    expect(why("apps/server/src/workflows/bootstrap.ts", "../modules/admin/index.js")).toBeUndefined();
    expect(why("apps/server/src/demo/catalog.seed.ts", "../modules/catalog/products.service.js")).toMatch(
      /the demo seed uses a module only through its index/,
    );
    expect(why("apps/server/src/demo/catalog.seed.ts", "../modules/catalog/index.js")).toBeUndefined();
  });
  it("the circle is broken: bootstrap → demo, never demo → workflows", () => {
    expect(why("apps/server/src/demo/seed.ts", "../workflows/bootstrap.js")).toMatch(/demo seed imports nothing of workflows/);
    expect(why("apps/server/src/workflows/bootstrap.ts", "../demo/seed.js")).toBeUndefined();
  });
});
