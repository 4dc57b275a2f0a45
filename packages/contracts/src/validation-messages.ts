/**
 * Messages for rules written into the contracts (`z.string().regex(re, { message: "v.typeCode" })`).
 * A schema names a key; the server answers in the caller's language and the web shows the same text.
 */
export const validationMessages = {
  "v.typeCode": { "zh-CN": "须以字母开头,只能包含字母、数字、_ . -,最多 64 位", "en-US": "must start with a letter and use only letters, digits, _ . - (at most 64)" },
  "v.money": { "zh-CN": "须为最多 16 位整数、4 位小数的数字字符串,如 \"12.50\"", "en-US": "must be a decimal string with at most 16 integer digits and 4 decimals, e.g. \"12.50\"" },
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;
