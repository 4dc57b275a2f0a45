/** Message typing shared by the shell and the modules (no run-time dependencies, so any file may import it). */

/** A tree of message strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
/** The same keys as T with string leaves: makes en-US carry exactly the keys zh-CN has. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
export interface ModuleMessages<T extends MessageTree> {
  "zh-CN": T;
  "en-US": SameKeys<T>;
}
/** Declares a namespace's messages; the type checker keeps both languages' keys in step. */
export function defineMessages<T extends MessageTree>(messages: ModuleMessages<T>): ModuleMessages<T> {
  return messages;
}
