/** The bench's server in a child process (bench/server.ts under tsx) and its login; used by list-bench.ts and browser.ts. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD } from "../src/demo/seed.js";

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = resolve(here, "..");
export const webDist = resolve(here, "../../web/dist");
/** Entries of the benchmarked list (dictionary type `benchLoad`), seeded by the server at start. */
export const ROWS = 10_000;
/** How long a server may take to start (PGlite's first open is CPU-heavy; a busy machine multiplies it). */
const START_TIMEOUT_S = Number(process.env.BENCH_START_TIMEOUT ?? 600);

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

export interface BenchServer {
  base: string;
  /** The server process's CPU time so far, in microseconds (user + system). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts bench/server.ts in a child process (tsx) with a fresh data folder; resolves once it listens. */
export async function startServer(opts: { databaseUrl?: string; label: string }): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "entrepot-bench-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DEMO_DATA: "true",
    LOGIN_MAX_PER_ADDRESS: "10000",
    LOGIN_MAX_PER_ACCOUNT: "10000",
    DB_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? "20",
    WEB_DIST: existsSync(join(webDist, "index.html")) ? webDist : join(dataDir, "no-web-dist"),
    BENCH_SEED_ROWS: String(ROWS),
    BENCH_BARE_ROUTE: "1",
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const nodeArgs: string[] = [];
  const profDir = process.env.BENCH_CPU_PROF;
  if (profDir) {
    mkdirSync(profDir, { recursive: true });
    // one profile per thread (tsx's loader has its own): the main thread's is the largest
    nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${join(resolve(process.env.INIT_CWD ?? process.cwd(), profDir), opts.label)}`);
  }
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--import", "tsx", join(here, "server.ts")], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
  try {
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`bench server (${opts.label}) not ready after ${START_TIMEOUT_S} s:\n${output.slice(-3000)}`)),
        START_TIMEOUT_S * 1000,
      );
      child.on("message", (m: { ready?: number }) => {
        if (m.ready) {
          clearTimeout(timer);
          ok();
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        fail(new Error(`bench server (${opts.label}) exited with ${code}:\n${output.slice(-3000)}`));
      });
    });
  } catch (err) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    cpu: () =>
      new Promise<number>((ok) => {
        const on = (m: { cpu?: NodeJS.CpuUsage }) => {
          if (!m.cpu) return;
          child.off("message", on);
          ok(m.cpu.user + m.cpu.system);
        };
        child.on("message", on);
        child.send("cpu");
      }),
    async stop() {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function logIn(base: string, username = "admin"): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`login as ${username} answered ${res.status}: ${await res.text()}`);
  return cookie;
}
