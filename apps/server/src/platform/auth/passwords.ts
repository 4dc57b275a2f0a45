import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
// Algorithm.Argon2id is a const enum (2) the isolated-modules build cannot inline.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash of nothing useful, verified against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hashed: string | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= hashPassword("not-a-real-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
