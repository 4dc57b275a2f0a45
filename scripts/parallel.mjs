// Runs shell commands side by side and fails if any fails: `npm test` runs lint, the type checks, Vitest and
// the build followed by the browser tests all at once (Vitest needs no build: waiting for lint and types
// before it left the machine half idle while lint ended, and Vitest alone at the end of the run).
// Each command's output is printed whole when it ends, so the logs do not interleave.
//   node scripts/parallel.mjs "npm run lint" "tsc -p apps/web --noEmit"
import { spawn } from "node:child_process";

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (out += d));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n> ${command} (${code === 0 ? "ok" : `exit ${code}`}, ${seconds} s)\n${out}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = results.some((code) => code !== 0) ? 1 : 0;
