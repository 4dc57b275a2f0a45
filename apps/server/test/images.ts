import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Tiny real images (and things that are not), for upload tests: file-type reads them by their bytes. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
export const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x1a, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(18)]);
export const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

/** How many files a folder holds, at any depth (0 when it does not exist). */
export function fileCount(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => {
      const full = join(dir, name);
      return n + (statSync(full).isDirectory() ? fileCount(full) : 1);
    }, 0);
  } catch {
    return 0;
  }
}
