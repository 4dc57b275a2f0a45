/**
 * A deployment must not break pages that are already open: their screens load script chunks by the
 * names of the build they came with, and a build that empties dist/ makes those answer 404 ("loading
 * failed" until a manual reload). This Vite plugin keeps the previous build's files in dist/assets
 * beside the new ones and deletes what is older (with their .br/.gz copies), so the folder holds two
 * builds at most. The file lists live in dist/.vite/asset-builds.json. Needs `build.emptyOutDir: false`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

const HISTORY_FILE = join(".vite", "asset-builds.json");
/** Newest first: this build's asset file names, then the previous build's. */
interface AssetHistory {
  builds: string[][];
}

/** What to delete from `present` (names in the assets folder) so that only `keep` and their .br/.gz copies remain. */
export function assetsToPrune(present: readonly string[], keep: ReadonlySet<string>): string[] {
  return present.filter((name) => !keep.has(name.replace(/\.(br|gz)$/, "")));
}

function readHistory(file: string): AssetHistory | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as AssetHistory;
    return Array.isArray(parsed.builds) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function keepPreviousAssets(): Plugin {
  let outDir = "";
  let assetsDir = "assets";
  return {
    name: "entrepot:keep-previous-assets",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
      if (config.build.emptyOutDir !== false) throw new Error("keepPreviousAssets needs build.emptyOutDir: false");
    },
    writeBundle(_options, bundle) {
      const folder = join(outDir, assetsDir);
      if (!existsSync(folder)) return;
      const prefix = `${assetsDir}/`;
      const current = Object.keys(bundle)
        .filter((f) => f.startsWith(prefix))
        .map((f) => f.slice(prefix.length));
      const historyFile = join(outDir, HISTORY_FILE);
      const present = readdirSync(folder);
      // no history yet (first build with this plugin): everything already there counts as "the previous build"
      const previous = readHistory(historyFile)?.builds[0] ?? present.filter((f) => !/\.(br|gz)$/.test(f));
      const keep = new Set([...current, ...previous]);
      const doomed = assetsToPrune(present, keep);
      for (const name of doomed) rmSync(join(folder, name), { force: true });
      mkdirSync(dirname(historyFile), { recursive: true });
      writeFileSync(
        historyFile,
        `${JSON.stringify({ builds: [current, previous.filter((f) => !current.includes(f))] } satisfies AssetHistory)}\n`,
      );
      const kept = previous.filter((f) => !current.includes(f) && existsSync(join(folder, f))).length;
      this.info?.(`kept ${kept} files of the previous build in ${assetsDir}/, removed ${doomed.length} older ones`);
    },
  };
}
