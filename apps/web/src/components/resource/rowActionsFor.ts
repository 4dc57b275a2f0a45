/** Which row actions a viewer of a resource page gets (ResourcePage): pure, so it is tested without a browser. */
export interface RowActionRights {
  /** The viewer holds the resource's manage permission. */
  canManage: boolean;
  /** The definition (or a form page) can update / delete. */
  editable: boolean;
  removable: boolean;
  /** The page offers a "View" action, actions for managers (`extraActions`), actions for every reader (`readActions`). */
  detail: boolean;
  extraActions: boolean;
  readActions: boolean;
}

/** Edit and delete need the manage permission (checked in `editable`/`removable`), extra actions too; read actions only reading. */
export function rowActionsFor(r: RowActionRights) {
  const extra = r.canManage && r.extraActions;
  return { any: r.editable || r.removable || r.detail || extra || r.readActions, extra, read: r.readActions };
}
