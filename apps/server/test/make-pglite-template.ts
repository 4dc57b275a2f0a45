import { writeFileSync } from "node:fs";
import { makePgliteTemplate } from "./template-db.js";

/**
 * Builds the embedded engine's template in a process of its own (global-setup.ts starts it): the seed
 * holds its process's event loop for a minute, which would stall PostgreSQL's template, built meanwhile
 * in the setup's own process, into its idle-in-transaction timeout. Writes the dump to argv[2].
 */
const out = process.argv[2];
if (!out) throw new Error("usage: make-pglite-template.ts <dump file>");
writeFileSync(out, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
