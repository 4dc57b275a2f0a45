/**
 * Downloads a file a POST answers (a PDF, a generated spreadsheet): the JSON API client reads JSON only,
 * so this goes through fetch with the same CSRF header and language, and hands the bytes to the browser
 * as a download named by the server's Content-Disposition (or `fallbackName`).
 */
import type { ErrorBody } from "@entrepot/contracts";
import { ApiError, commonHeaders } from "../lib/api";

export async function postForDownload(path: string, body: unknown, fallbackName: string): Promise<{ fileName: string; size: number }> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { ...commonHeaders(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new ApiError(res.status, err.code ?? `HTTP_${res.status}`, err.message ?? res.statusText, err.details ?? [], err.requestId);
  }
  const blob = await res.blob();
  const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName, size: blob.size };
}
