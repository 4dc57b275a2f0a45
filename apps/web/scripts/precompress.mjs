/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of dist/ (scripts, styles, html, json, svg),
 * run by `npm run build` after the other steps. The server sends them as they are (@fastify/static
 * `preCompressed`), so the browser gets the smallest form at no per-request cost: brotli at its best
 * level is too slow to run per request, but costs nothing here. Copies already newer than their file
 * (the previous build's chunks kept for open pages) are not written again.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const TEXT = new Set([".js", ".mjs", ".css", ".html", ".json", ".svg", ".txt", ".map", ".xml"]);
/** Below this the server's compression threshold leaves files alone too; a copy would save nothing. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".vite") yield* files(path);
    } else if (TEXT.has(extname(entry.name))) yield path;
  }
}

const fresh = (copy, source) => existsSync(copy) && statSync(copy).mtimeMs >= statSync(source).mtimeMs;

let written = 0;
let raw = 0;
let compressed = 0;
await Promise.all(
  [...files(dist)].map(async (path) => {
    if (fresh(`${path}.br`, path) && fresh(`${path}.gz`, path)) return;
    const data = await readFile(path);
    // a copy that saves nothing is worse than none: the server then sends the file (or compresses it itself)
    if (data.length < MIN_BYTES) return Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    written++;
    raw += data.length;
    compressed += br.length;
  }),
);
const KB = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${written} files written as .br/.gz (${KB(raw)} -> ${KB(compressed)} in brotli)`);
