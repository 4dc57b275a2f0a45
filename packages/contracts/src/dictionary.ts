import { z } from "zod";
import { id, remark, version } from "./common.js";

/** Dictionary type code: a letter, then letters, digits, `_`, `.`, `-` (e.g. `feeTypes`, `sale_channel`). */
const typeCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, { message: "v.typeCode" });
const label = z.string().trim().min(1).max(100);

export const dictTypeRow = z.object({
  dictId: z.number().int(),
  dictType: z.string(),
  dictName: z.string().describe("name in the caller's language"),
  dictNameZh: z.string(),
  dictNameEn: z.string(),
  builtIn: z.boolean().describe("seeded from the spec's code tables: values are fixed, labels may be edited"),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  entryCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;

export const dictTypeCreate = z.strictObject({
  dictType: typeCode,
  dictNameZh: label,
  dictNameEn: label,
  enabled: z.boolean().default(true),
  remark,
});
export type DictTypeCreate = z.input<typeof dictTypeCreate>;
export const dictTypeUpdate = z.strictObject({
  dictId: id,
  version: version,
  dictNameZh: label,
  dictNameEn: label,
  enabled: z.boolean(),
  remark,
});
export type DictTypeUpdate = z.input<typeof dictTypeUpdate>;

export const dictDataRow = z.object({
  dictCode: z.number().int().describe("entry id"),
  dictType: z.string(),
  dictValue: z.string(),
  dictLabel: z.string().describe("label in the caller's language"),
  dictLabelZh: z.string(),
  dictLabelEn: z.string(),
  dictSort: z.number().int(),
  cssClass: z.string().nullable().describe("tag colour for status tags"),
  isDefault: z.boolean(),
  enabled: z.boolean(),
  builtIn: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type DictDataRow = z.infer<typeof dictDataRow>;

/** antd's preset tag colours: what an entry's `cssClass` may be, so status tags colour themselves. */
export const tagColours = [
  "default",
  "success",
  "processing",
  "error",
  "warning",
  "magenta",
  "red",
  "volcano",
  "orange",
  "gold",
  "lime",
  "green",
  "cyan",
  "blue",
  "geekblue",
  "purple",
] as const;
export type TagColour = (typeof tagColours)[number];
const tagColour = z.enum(tagColours).nullish();

export const dictDataCreate = z.strictObject({
  dictType: typeCode,
  dictValue: z.string().trim().min(1).max(64),
  dictLabelZh: label,
  dictLabelEn: label,
  dictSort: z.number().int().min(0).max(99999).default(0),
  cssClass: tagColour,
  isDefault: z.boolean().default(false),
  enabled: z.boolean().default(true),
  remark,
});
export type DictDataCreate = z.input<typeof dictDataCreate>;
export const dictDataUpdate = z.strictObject({
  dictCode: id,
  version,
  dictValue: z.string().trim().min(1).max(64),
  dictLabelZh: label,
  dictLabelEn: label,
  dictSort: z.number().int().min(0).max(99999),
  cssClass: tagColour,
  isDefault: z.boolean(),
  enabled: z.boolean(),
  remark,
});
export type DictDataUpdate = z.input<typeof dictDataUpdate>;

/** `GET /api/v1/Context/globalDataList`: what the shell needs at start. */
export const globalDataReply = z.object({
  context: z.object({ id: z.number().int(), code: z.string(), name: z.string(), defaultCurrency: z.string(), timeZone: z.string() }),
  dictionaries: z.record(
    z.string(),
    z.array(z.object({ value: z.string(), label: z.string(), cssClass: z.string().nullable(), isDefault: z.boolean() })),
  ),
  cacheVersion: z.string().describe("changes when dictionaries change; the web clears its session cache when it does"),
});
export type GlobalDataReply = z.infer<typeof globalDataReply>;
