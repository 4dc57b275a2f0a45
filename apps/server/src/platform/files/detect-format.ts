import { fileTypeFromBuffer } from "file-type";

/**
 * What a file really is, from its content (magic bytes via `file-type`), never from its name. Plain text
 * formats carry no magic number: a file with no detected type counts as csv/txt only when it is valid
 * UTF-8 without control bytes, and its name says which.
 */
export async function detectFormat(bytes: Buffer, fileName: string): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.ext === "jpeg" ? "jpg" : detected.ext;
  if (!isPlainText(bytes)) return undefined;
  return /\.csv$/i.test(fileName) ? "csv" : "txt";
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  // control characters other than tab, CR, LF mean binary
  for (const b of bytes.subarray(0, 64 * 1024)) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
