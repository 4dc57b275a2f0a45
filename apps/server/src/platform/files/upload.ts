import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerMessages } from "../i18n/messages.js";
import { AppError, badRequest, businessRule } from "../http/errors.js";
import { detectFormat } from "./detect-format.js";

registerMessages({
  "files.missing": { "zh-CN": "请选择要上传的文件(表单字段 file)", "en-US": "Choose a file to upload (form field `file`)" },
  "files.tooLarge": { "zh-CN": "文件超过 {limit} MB 的上限", "en-US": "The file exceeds the {limit} MB limit" },
  "files.formatRefused": {
    "zh-CN": "文件内容不是允许的格式(识别为 {detected}),只接受 {allowed}",
    "en-US": "The file's content is not an allowed format (read as {detected}): only {allowed}",
  },
});

/** One uploaded file read into memory, with the form fields that came before it. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  field(name: string): string | undefined;
}

/**
 * Registers routes that take a multipart upload, in their own encapsulated scope (the global auth gate
 * still runs for them): one file of at most `maxBytes`, a few short fields.
 */
export async function withUploads(
  app: FastifyInstance,
  limits: { maxBytes: number; fields?: number },
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: limits.fields ?? 5, fieldSize: 1024 } });
    register(scope);
  });
}

/**
 * The request's one file (415 when the body is not multipart, 400 without a file, 413 past `maxBytes`:
 * the stream is cut there, so an oversize file is never held whole). The name is kept for display only.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!req.isMultipart()) throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE");
  const part = await req.file();
  if (!part) throw badRequest("files.missing", {}, [{ path: "body.file", message: "file is required" }]);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, "PAYLOAD_TOO_LARGE", { limit: maxBytes });
    throw err;
  }
  if (bytes.length === 0) throw badRequest("files.missing", {}, [{ path: "body.file", message: "file is empty" }]);
  const fileName = part.filename.replace(/[\\/]/g, "_").slice(-200) || "file";
  return {
    fileName,
    bytes,
    field: (name) => {
      const f = part.fields[name];
      return f && !Array.isArray(f) && f.type === "field" ? String(f.value) : undefined;
    },
  };
}

/**
 * The file's format by its content (never its name or declared type), one of `allowed`, within `maxBytes`;
 * else a 422 naming what it is and what is allowed.
 */
export async function checkFormat<F extends string>(file: UploadedFile, rules: { formats: readonly F[]; maxBytes: number }): Promise<F> {
  if (file.bytes.length > rules.maxBytes) throw businessRule("files.tooLarge", { limit: Math.round(rules.maxBytes / 1048576) });
  const format = await detectFormat(file.bytes, file.fileName);
  if (!format || !(rules.formats as readonly string[]).includes(format))
    throw businessRule("files.formatRefused", { detected: format ?? "?", allowed: rules.formats.join(", ") });
  return format as F;
}
