import { z } from "zod";

/**
 * Photos on a document (a return's receipt, an unsourced parcel): what the warehouse saw (damaged goods,
 * labels), for the seller to see. Images only, recognised by their content; a size and a count cap per
 * document. The server refuses anything else with a 4xx and keeps nothing of it.
 */
export const photoRules = {
  /** What the content must be (sniffed, never taken from the name or the declared type). */
  formats: ["jpg", "png", "webp"] as const,
  mimes: { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const,
  /** Per photo: 8 MB (a phone's photo fits; more is refused before it is read). */
  maxBytes: 8 * 1024 * 1024,
  /** Per document. */
  maxCount: 12,
};
export type PhotoFormat = (typeof photoRules.formats)[number];

/** One photo of a document, as its list shows it (the image itself is read by id from the document's photo route). */
export const documentPhotoRow = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  fileName: z.string(),
  format: z.enum(photoRules.formats),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentPhotoRow = z.infer<typeof documentPhotoRow>;

/** A document's photos and whether the caller may still add or remove some (the document is still open, and the caller is its warehouse). */
export const documentPhotosReply = z.object({
  photos: z.array(documentPhotoRow),
  editable: z.boolean(),
  maxCount: z.number().int(),
  maxBytes: z.number().int(),
});
export type DocumentPhotosReply = z.infer<typeof documentPhotosReply>;
