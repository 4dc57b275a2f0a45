import { z } from "zod";
import { queryId } from "../common.js";

/**
 * SB creative assets (`advertising/sb/createMaterial`): a brand logo or a custom image of an ad account,
 * PNG or JPEG, within Amazon's size and dimension bounds (the web checks before sending, the server again).
 */
export const adAssetKinds = ["logo", "image"] as const;
export type AdAssetKind = (typeof adAssetKinds)[number];
export const adAssetKindLabels: Record<AdAssetKind, { "zh-CN": string; "en-US": string }> = {
  logo: { "zh-CN": "品牌 Logo", "en-US": "Brand logo" },
  image: { "zh-CN": "自定义图片", "en-US": "Custom image" },
};
export const adAssetMimes = ["image/png", "image/jpeg"] as const;
/** Amazon's bounds: a logo at least 400 × 400 px and at most 1 MB; a custom image at least 1200 × 628 px and at most 5 MB. */
export const adAssetRules: Record<AdAssetKind, { maxBytes: number; minWidth: number; minHeight: number }> = {
  logo: { maxBytes: 1024 * 1024, minWidth: 400, minHeight: 400 },
  image: { maxBytes: 5 * 1024 * 1024, minWidth: 1200, minHeight: 628 },
};

/** Why a file is refused as an asset of `kind` (null: fine), from its type, byte size and pixel size. */
export function adAssetProblem(
  kind: AdAssetKind,
  file: { mime: string | null; bytes: number; width: number; height: number },
): { reason: "type" | "tooLarge" | "tooSmall"; limit: string } | null {
  const r = adAssetRules[kind];
  if (!file.mime || !(adAssetMimes as readonly string[]).includes(file.mime)) return { reason: "type", limit: "PNG, JPG" };
  if (file.bytes > r.maxBytes) return { reason: "tooLarge", limit: `${r.maxBytes / 1024 / 1024} MB` };
  if (file.width < r.minWidth || file.height < r.minHeight) return { reason: "tooSmall", limit: `${r.minWidth} × ${r.minHeight}` };
  return null;
}

export const adAssetUploadQuery = z.strictObject({ adsProfileId: queryId, kind: z.enum(adAssetKinds) });
export const adAssetListQuery = z.strictObject({ adsProfileId: queryId, kind: z.enum(adAssetKinds).optional() });
export const adAssetRow = z.object({
  id: z.number().int(),
  adsProfileId: z.number().int(),
  kind: z.enum(adAssetKinds),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type AdAssetRow = z.infer<typeof adAssetRow>;
export const adAssetPaths = {
  upload: "POST /api/advertising/asset/upload",
  list: "GET /api/advertising/asset/list",
  view: "GET /api/advertising/asset/view",
} as const;
