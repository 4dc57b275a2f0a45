import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Replies smaller than this go out as they are: compressing them saves less than the headers it adds. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies (JSON lists of 100 rows are ~150 KB raw, ~15 KB in brotli) for every route
 * registered after it, the web app's files included. Whether a type is worth compressing is mime-db's
 * call, so .xlsx, .pdf, .zip and images (already compressed) pass through untouched, byte for byte;
 * a streamed reply is compressed as a stream. Static files that were compressed at build time
 * (`*.br`, `*.gz`) arrive here with their Content-Encoding set and are not compressed twice.
 * Request bodies are not decompressed: no client of ours sends them compressed, and a decompressing
 * hook would let a small upload grow past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // br first (smallest), gzip for the rest; the build writes exactly these two for static files
    encodings: ["br", "gzip"],
  });
}
