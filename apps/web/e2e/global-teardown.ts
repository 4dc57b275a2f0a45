import { rmSync } from "node:fs";

/** Drops the throwaway data folder the test server used. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && !process.env.E2E_BASE_URL && dir.includes("entrepot-e2e-")) rmSync(dir, { recursive: true, force: true });
}
