/**
 * Where the bytes are: `npx vite build -c scripts/analyze.config.ts` builds as usual and prints each
 * chunk's modules by size (grouped by package; DEEP=1 splits packages by folder, TOP=n rows per chunk,
 * GZ=1 gzips each module). WHY=<text> lists the importers of modules whose id contains <text>.
 */
import { gzipSync } from "node:zlib";
import { mergeConfig, type Plugin } from "vite";
import base from "../vite.config";

const short = (id: string) => id.replace(/.*node_modules\//, "nm:").replace(/.*\/apps\/web\//, "");
function groupOf(id: string): string {
  if (!id.startsWith("nm:")) return id;
  const parts = id.slice(3).split("/");
  const pkgLen = parts[0]!.startsWith("@") ? 2 : 1;
  return `nm:${parts.slice(0, pkgLen + (process.env.DEEP ? 2 : 0)).join("/")}`;
}

const analyze: Plugin = {
  name: "analyze-bundle",
  generateBundle(_options, bundle) {
    if (process.env.WHY) {
      for (const id of this.getModuleIds()) {
        if (id.includes(process.env.WHY))
          console.log("WHY", short(id), "<-", (this.getModuleInfo(id)?.importers ?? []).map(short).join(", "));
      }
    }
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== "chunk") continue;
      const sizes = new Map<string, number>();
      for (const [id, m] of Object.entries(chunk.modules)) {
        const size = process.env.GZ ? gzipSync(m.code ?? "").length : m.renderedLength;
        const key = groupOf(short(id));
        sizes.set(key, (sizes.get(key) ?? 0) + size);
      }
      console.log(`\n== ${file} ${chunk.code.length}`);
      for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)))
        console.log(`  ${String(v).padStart(8)} ${k}`);
    }
  },
};

export default mergeConfig(base, { plugins: [analyze] });
