/**
 * An image's type and pixel size read from its own header bytes (never from its name or the browser's
 * content type): PNG's IHDR, JPEG's start-of-frame. Anything else answers null.
 */
export interface ImageFacts {
  mime: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (C0-CF without DHT C4, JPG C8 and DAC CC): they carry the frame's size. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

export function readImageFacts(bytes: Buffer): ImageFacts | null {
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && bytes.toString("latin1", 12, 16) === "IHDR")
    return { mime: "image/png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { mime: "image/jpeg", height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}
