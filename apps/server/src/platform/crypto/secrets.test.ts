import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSecrets } from "./secrets.js";

describe("secrets", () => {
  it("seals with a fresh IV each time and opens again under the same key", () => {
    const s = openSecrets({ DATA_DIR: "/nonexistent", SECRET_KEY: "k".repeat(40) });
    const a = s.seal("meter-123456");
    const b = s.seal("meter-123456");
    expect(a).not.toBe(b);
    expect(a).not.toContain("meter");
    expect(s.open(a)).toBe("meter-123456");
    expect(s.open(s.seal(""))).toBe("");
    expect(s.open(s.seal("密钥 ✓"))).toBe("密钥 ✓");
  });

  it("refuses a value sealed under another key, tampered with, or not sealed at all", () => {
    const one = openSecrets({ DATA_DIR: "/nonexistent", SECRET_KEY: "a".repeat(32) });
    const two = openSecrets({ DATA_DIR: "/nonexistent", SECRET_KEY: "b".repeat(32) });
    const sealed = one.seal("api-key");
    expect(() => two.open(sealed)).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => one.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    expect(() => one.open("plain text")).toThrow(/not a sealed secret/);
  });

  it("without SECRET_KEY, generates a 0600 key file once, on first use, and keeps using it", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "secrets-")), "data");
    const s = openSecrets({ DATA_DIR: dir });
    expect(() => statSync(join(dir, "secret.key"))).toThrow(); // nothing sealed yet: no file
    const sealed = s.seal("password");
    const file = join(dir, "secret.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    // a later start (a new instance) reads the same key
    expect(openSecrets({ DATA_DIR: dir }).open(sealed)).toBe("password");
    // SECRET_KEY wins over the file
    expect(() => openSecrets({ DATA_DIR: dir, SECRET_KEY: "z".repeat(32) }).open(sealed)).toThrow();
  });
});
