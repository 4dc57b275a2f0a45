import { businessRule } from "../../../platform/http/errors.js";

/**
 * Password rules for every password set through the user centre (admin reset, own change, new user):
 * at least 12 characters (the contract checks that), not a well-known password, not the username.
 * The list is small on purpose: it catches the passwords every credential-stuffing list starts with.
 */
const COMMON = new Set(
  [
    "123456789012",
    "1234567890123",
    "12345678901234",
    "111111111111",
    "000000000000",
    "123123123123",
    "password1234",
    "password12345",
    "password123!",
    "passwordpassword",
    "p@ssw0rd1234",
    "p@ssword1234",
    "qwertyuiop12",
    "qwerty123456",
    "qwertyuiop123",
    "1q2w3e4r5t6y",
    "1qaz2wsx3edc",
    "zaq12wsxcde3",
    "iloveyou1234",
    "letmein12345",
    "welcome12345",
    "welcome@1234",
    "changeme1234",
    "administrator",
    "admin1234567",
    "admin@123456",
    "abcdefghijkl",
    "abc123456789",
    "abcd12345678",
    "aa123456789a",
    "football1234",
    "baseball1234",
    "sunshine1234",
    "princess1234",
    "dragon123456",
    "monkey123456",
    "woaini123456",
    "woaini520520",
    "a123456789012",
    "88888888888888",
    "666666666666",
    "987654321098",
  ].map((p) => p.toLowerCase()),
);

/** Throws a 422 with a message in the caller's language when the password is too easy to guess. */
export function assertPasswordAcceptable(password: string, username?: string): void {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) throw businessRule("admin.passwordCommon");
  if (username && lower.includes(username.toLowerCase())) throw businessRule("admin.passwordHasUsername");
}
