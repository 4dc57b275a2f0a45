import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A PDF checked as a warehouse would: its pages and page size (poppler's pdfinfo), then each page rendered
 * (pdftoppm) and its Code 128 barcodes read back by a real decoder (zbarimg, Debian zbar-tools), one
 * sorted, de-duplicated list per page.
 *
 * At 300 dpi: at 200 a picking list's bar codes of the longer SKUs (narrower bars) did not always decode.
 */
export function pdfBarcodes(pdf: Buffer): { pages: number; size: string; decoded: string[][] } {
  const dir = mkdtempSync(join(tmpdir(), "pdf-barcodes-"));
  try {
    writeFileSync(join(dir, "in.pdf"), pdf);
    const info = execFileSync("pdfinfo", [join(dir, "in.pdf")], { encoding: "utf8" });
    execFileSync("pdftoppm", ["-r", "300", "-png", join(dir, "in.pdf"), join(dir, "p")]);
    const decoded = readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .sort()
      .map((png) => {
        let out: string;
        try {
          out = execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Scode128.enable", join(dir, png)], {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "ignore"],
          });
        } catch {
          out = ""; // zbarimg exits 4 when it finds nothing
        }
        return [...new Set(out.split("\n").filter(Boolean))].sort();
      });
    return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), size: /Page size:\s+([\d.]+ x [\d.]+) pts/.exec(info)![1]!, decoded };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
