import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root, so that defaults do not depend on which folder npm was started from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const callerDir = process.env.INIT_CWD ?? process.cwd();
const path = (def: string) =>
  z
    .string()
    .min(1)
    .default(def)
    .transform((p) => (isAbsolute(p) ? p : resolve(p === def ? repoRoot : callerDir, p)));
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: path("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** A session unused for this long ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  /** A session ends this long after login, however busy. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Set behind HTTPS so the session cookie is marked Secure. */
  COOKIE_SECURE: bool.default(false),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  /** Ceiling of one uploaded attachment; each attachment rule sets its own, lower limit. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(50 * 1024 * 1024),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST: path("apps/web/dist"),
  /** Load demo data on the first start of an empty database (set false in production). */
  DEMO_DATA: bool.default(true),
  /** Background jobs (imports, large exports, ...) one app node runs at the same time. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * PostgreSQL: a running job refreshes its heartbeat every half of this; a job whose node died is
   * retried once this long has passed without one (pg-boss accepts 10 and more). The embedded database
   * has one process: it retries the jobs a restart cut off as soon as it starts.
   */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(15),
  /**
   * Whether this node runs the periodic jobs (outbox delivery, report fetches, daily snapshots, ...) on
   * their schedules. Tests switch them off: a job that wakes in the middle of a test writes rows the test
   * did not ask for (a report fetch once added 60 days to a list a test counted); a test that needs a
   * job's work calls it.
   */
  PERIODIC_JOBS: bool.default(true),
  /** How often the outbox is swept: an outside push waits at most about this long after its command commits. */
  OUTBOX_DELIVERY_SECONDS: z.coerce.number().int().min(5).max(3600).default(5),
  /** A list export of more rows than this runs as a background task (its .xlsx lands in the task centre). */
  EXPORT_SYNC_MAX_ROWS: z.coerce.number().int().min(1).default(5000),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * The platform secret that seals stored credentials (platform/crypto/secrets.ts). Unset: a key is
   * generated once into DATA_DIR/secret.key; set it (the same on every node) when running several nodes.
   */
  SECRET_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value stops start-up with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(configSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}=${JSON.stringify(picked[String(i.path[0])])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
