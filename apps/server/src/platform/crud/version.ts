import { registerMessages } from "../i18n/messages.js";
import { AppError } from "../http/errors.js";
import { fieldError } from "./fields.js";

registerMessages({
  "crud.versionRequired": { "zh-CN": "修改时须提供读取时的版本号(version)", "en-US": "An update needs the version read" },
  "crud.staleVersion": {
    "zh-CN": "该记录已被他人修改(您的版本 {yours},当前版本 {current}),请刷新后重试",
    "en-US": "This record was changed by someone else (your version {yours}, current {current}); reload and try again",
  },
});

/** A save with an id is an update and must carry the version it read (400 otherwise); a create carries neither. */
export function requireVersion(input: { id?: number | null; version?: number | null }): void {
  if (input.id !== undefined && input.id !== null && (input.version === undefined || input.version === null))
    throw fieldError("body.version", "crud.versionRequired");
}

/**
 * Optimistic locking: the version the caller read must still be the row's. A stale one is a 409
 * (code CONFLICT) whose message names both versions, so the user knows to reload rather than retry.
 */
export function checkVersion(row: { version: number }, sent: number | undefined | null): void {
  if (sent === undefined || sent === null) throw fieldError("body.version", "crud.versionRequired");
  if (row.version !== sent) throw staleVersion(sent, row.version);
}

export const staleVersion = (yours: number, current: number) =>
  new AppError(409, "CONFLICT", { yours, current }, undefined, "crud.staleVersion");
