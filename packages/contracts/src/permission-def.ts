export interface PermissionDef {
  readonly en: string;
  readonly zh: string;
}
