/**
 * What other web modules may use of admin (lint: a module imports another only through its index.ts).
 * Keep it to plain functions and hooks: a screen's chunk pulls in only what it names from here.
 */
export { deleteAttachFile, uploadAttachFile } from "./api.content";
