// npm run dev: the API with reload on change (tsx watch) and the web app with hot reload (Vite, which
// proxies /api to the API). Open the URL Vite prints. Ctrl-C stops both.
import { spawn } from "node:child_process";

const procs = [
  spawn("npm", ["run", "dev", "-w", "@entrepot/server"], { stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "8080" } }),
  spawn("npm", ["run", "dev", "-w", "@entrepot/web"], { stdio: "inherit" }),
];
const stop = () => procs.forEach((p) => p.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs)
  p.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
