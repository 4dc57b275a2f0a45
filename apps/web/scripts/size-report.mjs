/**
 * Bundle budget check, run by `npm run build` after `vite build`.
 * - First visit: the entry chunk named in dist/index.html plus every chunk it imports statically
 *   (from dist/.vite/manifest.json), gzipped. Budget 250 KB.
 * - Every chunk loaded later (a lazy route's own chunk, and each shared chunk a route imports): budget
 *   120 KB each. Per route the report also shows what opening it may download in all (its chunk plus
 *   the shared chunks a first visit has not loaded), for information: shared chunks are fetched once.
 * Prints OVER BUDGET lines and exits 1 when a budget is exceeded, so the build fails.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
const FIRST_VISIT_BUDGET = 250 * KB;
const ROUTE_BUDGET = 120 * KB;

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};
const fmt = (bytes) => `${(bytes / KB).toFixed(1).padStart(7)} KB`;

/** The chunk files an entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, into);
  return into;
}
const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && html.includes(manifest[k].file));
if (!entryKey) {
  console.error("size-report: no entry chunk of dist/index.html in the manifest");
  process.exit(1);
}
const firstVisit = staticClosure(entryKey);
// <link rel="modulepreload"> tags in index.html are loaded too, even if the manifest did not say so
for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) firstVisit.add(m[1]);

const over = [];
const firstTotal = sum(firstVisit);
console.log(`\nFirst visit (${entryKey}): ${fmt(firstTotal)} gz  (budget ${FIRST_VISIT_BUDGET / KB} KB)`);
for (const f of [...firstVisit].sort((a, b) => gz(b) - gz(a))) console.log(`  ${fmt(gz(f))}  ${f}`);
if (firstTotal > FIRST_VISIT_BUDGET) over.push(`first visit ${fmt(firstTotal)} > ${FIRST_VISIT_BUDGET / KB} KB`);

console.log(`\nRoutes (dynamic imports): own chunk + shared chunks not in the first visit (budget ${ROUTE_BUDGET / KB} KB per chunk):`);
const routes = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry)
  .sort();
const lazyChunks = new Set();
for (const key of routes) {
  const own = manifest[key].file;
  const shared = [...staticClosure(key)].filter((f) => f !== own && !firstVisit.has(f));
  for (const f of [own, ...shared]) lazyChunks.add(f);
  console.log(`  ${fmt(gz(own))}  ${key}  (with shared: ${fmt(gz(own) + sum(shared)).trim()})`);
}
console.log("\nShared chunks loaded by routes:");
for (const f of [...lazyChunks].filter((f) => !routes.some((k) => manifest[k].file === f)).sort((a, b) => gz(b) - gz(a)))
  console.log(`  ${fmt(gz(f))}  ${f}`);
for (const f of lazyChunks) if (gz(f) > ROUTE_BUDGET) over.push(`${f} ${fmt(gz(f))} > ${ROUTE_BUDGET / KB} KB`);

if (over.length) {
  for (const line of over) console.error(`OVER BUDGET: ${line}`);
  process.exit(1);
}
console.log("\nWithin budget.");
