import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { keepPreviousAssets } from "./scripts/keep-previous-assets";

const server = "http://127.0.0.1:8080";
const inNodeModules = (pkgs: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${pkgs})[\\\\/]`);

/** antd and the packages it is built from. */
const ANTD_LIKE =
  "antd|@ant-design|@rc-component|@babel[\\\\/]runtime|@emotion|stylis|dayjs|clsx|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|react-is|is-mobile|json2mq|string-convert";
/** antd component (antd/es/<name>) or internal package (@rc-component/<name>) -> its shared chunk. */
const families: Record<string, string[]> = {
  "antd-table": ["table", "pagination", "tree", "checkbox", "radio"],
  "antd-form": [
    "form",
    "async-validator",
    "virtual-list",
    "input",
    "input-number",
    "textarea",
    "select",
    "switch",
    "auto-complete",
    "cascader",
    "tree-select",
    "mentions",
  ],
  "antd-picker": ["date-picker", "time-picker", "calendar", "picker", "dayjs"],
  "antd-overlay": ["modal", "dialog", "drawer", "message", "notification", "popover", "popconfirm"],
};
const familyOf = new Map(Object.entries(families).flatMap(([chunk, names]) => names.map((n) => [n, chunk] as const)));
function antdFamily(id: string): string {
  const m = /[\\/]node_modules[\\/](?:antd[\\/]es[\\/]|@rc-component[\\/]|@ant-design[\\/])?([^\\/]+)/.exec(id);
  return (m && familyOf.get(m[1]!)) ?? "antd-display";
}

export default defineConfig({
  plugins: [react(), keepPreviousAssets()],
  server: {
    proxy: { "/api": server, "/openapi.json": server, "/docs": server },
  },
  build: {
    outDir: "dist",
    // the previous build's chunks stay for pages opened before a deployment (scripts/keep-previous-assets.ts)
    emptyOutDir: false,
    // scripts/size-report.mjs reads it to find what a first visit loads
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // @rc-component/* (antd's internals) do nothing on import but do not say so ("sideEffects": false,
        // as our contracts do): without this, antd's shell pulls all of rc-form.
        moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id),
        // building a zod schema (`z.string().regex(...)`) has no effect of its own: unused schemas next
        // to helpers the web does use (paging.ts, money.ts) must not keep zod in the bundle
        manualPureFunctions: ["z"],
      },
      output: {
        codeSplitting: {
          groups: [
            // what every page needs, cached across deployments that only change screens
            { name: "react", test: inNodeModules("react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next"), priority: 30 },
            // the chart library (dashboards): its renderer, its core and (below) its charts in three chunks, each under the route budget
            { name: "zrender", test: inNodeModules("zrender|tslib"), priority: 25 },
            { name: "echarts", test: inNodeModules("echarts"), priority: 25 },
            // its charts and components (bars, lines, pies, heat maps; grid, tooltip, legend, visual map) apart
            // from its core, so that each stays under the route budget
            {
              name: "echarts-charts",
              test: /[\\/]node_modules[\\/]echarts[\\/]lib[\\/](chart|component)[\\/]/,
              // only these folders: what they share with the core stays in "echarts"
              includeDependenciesRecursively: false,
              priority: 26,
            },
            // antd's core (style engine, config provider, the shell's own components) loads with the
            // shell; it must not pull in what only screens use (hence no recursive dependencies).
            { name: "antd-core", test: inNodeModules(ANTD_LIKE), tags: ["$initial"], includeDependenciesRecursively: false, priority: 20 },
            // What screens use is shared in a few chunks by component family, so a screen fetches the
            // families it uses (login: forms; home: display) and each chunk stays under the route budget.
            // Anything one screen alone uses (charts, editors) stays in that screen's chunk.
            {
              name: antdFamily,
              debugName: "antd-families",
              test: inNodeModules(ANTD_LIKE),
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
