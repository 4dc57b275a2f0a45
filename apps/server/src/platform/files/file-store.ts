import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where uploaded files live. Local disk by default (under DATA_DIR/files, outside anything served
 * statically); an S3-compatible store implements the same three calls later (ARCHITECTURE §9).
 * Keys are opaque and made here, never from a user's file name.
 */
export interface FileStore {
  /** Stores the bytes and returns the key to find them again. */
  put(bytes: Buffer, hint: { orgId: number; ext: string }): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const full = resolve(this.root, key);
    // keys come from our own table, but a path must never leave the root
    if (!full.startsWith(this.root + sep)) throw new Error(`file key outside the store: ${key}`);
    return full;
  }

  async put(bytes: Buffer, hint: { orgId: number; ext: string }): Promise<string> {
    const now = new Date();
    const key = join(
      String(hint.orgId),
      `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`,
      `${randomUUID()}.${hint.ext}`,
    );
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, bytes, { flag: "wx" });
    return key;
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The store for this configuration: the local disk under DATA_DIR/files. */
export function openFileStore(config: { DATA_DIR: string }): FileStore {
  return new LocalFileStore(join(config.DATA_DIR, "files"));
}
