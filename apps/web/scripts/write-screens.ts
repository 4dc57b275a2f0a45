/**
 * Writes dist/screens.json: `{ path, area, permission }` of every screen the built app serves, so that
 * coverage against spec/routes.tsv can be measured. Run by `npm run build` after `vite build`.
 * Only the registry is read; the pages' dynamic imports are never called.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { screens } from "../src/app/screens";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const seen = new Set<string>();
const problems: string[] = [];
for (const s of screens) {
  if (s.path.startsWith("/") || s.path.endsWith("/")) problems.push(`${s.path}: no leading or trailing slash`);
  if (seen.has(s.path)) problems.push(`${s.path}: registered twice`);
  seen.add(s.path);
}
if (problems.length) {
  console.error(`screens registry is invalid:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const rows = screens.map(({ path, area, permission }) => ({ path, area, permission })).sort((a, b) => a.path.localeCompare(b.path));
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, "screens.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`screens.json: ${rows.length} screens`);
