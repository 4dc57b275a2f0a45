import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Secrets at rest: values the app must store but never show again (carrier API keys, passwords, meter
 * numbers...). They are sealed with AES-256-GCM (node:crypto) under a key derived from one platform
 * secret:
 * - `SECRET_KEY` (at least 32 characters) when set: every app node of a cluster must share it;
 * - otherwise a random key generated once into `DATA_DIR/secret.key` (permissions 0600) and read back
 *   at every start: enough for one node with its embedded database. Losing the file (or changing
 *   SECRET_KEY) makes the sealed values unreadable: they must be entered again.
 * The key is read on first use, so an app that never seals anything never creates the file.
 */
export interface Secrets {
  /** Seals a text: `v1.<iv>.<tag>.<ciphertext>` (base64url), a fresh IV each time. */
  seal(plain: string): string;
  /** Opens a sealed text; throws when it was sealed under another key or was tampered with. */
  open(sealed: string): string;
}

const FORMAT = "v1";
const KEY_FILE = "secret.key";

function deriveKey(material: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", material, Buffer.from("entrepot"), Buffer.from("secrets/aes-256-gcm/v1"), 32));
}

/** The key file's contents: 32 random bytes as hex, created exclusively with mode 0600 (a racing start reads the winner's). */
function keyFromFile(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

/** The secrets of this configuration; `SECRET_KEY` wins over the key file. */
export function openSecrets(config: { DATA_DIR: string; SECRET_KEY?: string | undefined }): Secrets {
  let key: Buffer | undefined;
  const getKey = () => {
    if (!key) {
      const material = config.SECRET_KEY ? Buffer.from(config.SECRET_KEY, "utf8") : keyFromFile(config.DATA_DIR);
      if (material.length < 32) throw new Error(`${KEY_FILE} or SECRET_KEY holds too little key material`);
      key = deriveKey(material);
    }
    return key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", getKey(), iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [FORMAT, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed) {
      const [format, iv, tag, body] = sealed.split(".");
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", getKey(), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
