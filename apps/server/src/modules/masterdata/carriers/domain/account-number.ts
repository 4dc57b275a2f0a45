/**
 * Carrier account numbers: one spelling for matching (duplicates, the blacklist) and a masked form for
 * everything that leaves the server. Pure.
 */

/** Upper case, without spaces or dashes ("12a-3 4x" -> "12A34X"). */
export function normaliseAccountNumber(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * Hides all but the last characters: 4 for numbers of 8 or more, fewer for short ones (so that at
 * least half stays hidden): "123456789" -> "*****6789", "A1B2C3" -> "***2C3", "1234" -> "**34".
 */
export function maskAccountNumber(number: string): string {
  const n = normaliseAccountNumber(number);
  const shown = Math.min(4, Math.floor(n.length / 2));
  return "*".repeat(n.length - shown) + n.slice(n.length - shown);
}
