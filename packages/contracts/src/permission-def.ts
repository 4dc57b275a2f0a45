export interface PermissionDef {
  readonly en: string;
  readonly zh: string;
}

/** zh-CN and en-US names of permission resources, keyed `<module>:<resource>` (the role editor's tree). */
export type ResourceNames = Record<string, PermissionDef>;
