/** The props of ResourcePage (ResourcePage.tsx): what a screen adds to the page derived from its definition. */
import type { ReactNode, Ref } from "react";
import type { AnyResource, RowOf } from "@entrepot/contracts";
import type { Editing } from "../useFormRoute";
import type { Option, Renders } from "./fromDefinition";
import type { FieldDef, FilterDef } from "./types";

/** What a screen may do to its resource page from outside the list (`ref`): open its form, for a new record with given values. */
export interface ResourcePageHandle {
  /**
   * The create form, its fields filled from `values`; values of fields the form does not show (a parent id)
   * are sent with the create as they are. `title` replaces "New {noun}".
   */
  create: (values: Record<string, unknown>, title?: string) => void;
  /** The edit form of a row the screen holds (e.g. found beside another list). */
  edit: (row: Record<string, unknown>) => void;
}

export interface ResourcePageProps<D extends AnyResource> {
  resource: D;
  ref?: Ref<ResourcePageHandle>;
  /** The page's heading text under the title; no heading at all with `heading={false}` (a tab). */
  intro?: string;
  heading?: boolean;
  /** Shown between the heading and the list (e.g. the record the list belongs to). */
  before?: ReactNode;
  /** Options of select/ref fields and filters, by field key (pickers the screen loads). */
  options?: Record<string, Option[] | undefined>;
  /** A cell of its own, by field key. */
  render?: Renders<RowOf<D>>;
  /** Whether a row offers edit / delete (default: every row); e.g. not a built-in one, not while other records use it. */
  canEdit?: (row: RowOf<D>) => boolean;
  canDelete?: (row: RowOf<D>) => boolean;
  /**
   * Actions beside edit and delete (activate...), for users with the manage permission; `changed` reloads the
   * list. A definition without a save path may still have them (status commands of a read-only view).
   */
  extraActions?: (row: RowOf<D>, changed: () => Promise<unknown>) => ReactNode;
  /** Actions for every reader, with or without the manage permission (print a label, open elsewhere). */
  readActions?: (row: RowOf<D>) => ReactNode;
  actionsWidth?: number;
  /** Buttons after "New" in the list's toolbar. */
  toolbar?: ReactNode;
  /** Filters and form fields the definition does not hold (e.g. the seller picker of operator staff). */
  extraFilters?: FilterDef[];
  extraFields?: FieldDef<Record<string, unknown>>[];
  /** Changes to derived form fields, by key (options that depend on the form or on the edited row...). */
  fieldOverrides?: (editing: Editing<RowOf<D>>) => Record<string, Partial<FieldDef<Record<string, unknown>>>>;
  /** Values a create sends besides the form's (e.g. the parent the list is filtered on). */
  createExtra?: Record<string, unknown>;
  /** Values an update sends besides the form's, from the edited row (what the save body holds but another screen edits). */
  editExtra?: (row: RowOf<D>) => Record<string, unknown>;
  createDisabled?: boolean;
  /** The spec's `<list>/update/:type` screens: the list path that opens the form from the address. */
  formRoute?: string;
  /** Create and/or edit on a screen of their own: "New" and "Edit" go to these addresses instead of opening the form. */
  formPage?: { create?: string; edit?: (row: RowOf<D>) => string };
  /** The list loads only while true (e.g. until a required filter is chosen); rows per page when not in the address. */
  listEnabled?: boolean;
  /** Filters the screen always applies (not in the URL), e.g. one campaign type of a shared definition. */
  fixedQuery?: Record<string, string>;
  rows?: number;
  emptyText?: string;
  /**
   * Bulk commands on ticked rows, for users with the manage permission: the list offers row selection and a
   * bar saying how many are ticked (kept across pages); `reload` reloads the list, `clear` unticks.
   */
  bulkActions?: (ids: number[], after: { reload: () => Promise<unknown>; clear: () => void }) => ReactNode;
  /** After a save or delete, besides reloading the list (e.g. refresh cached options). */
  onChanged?: () => unknown;
  /** After a save from the page's form: the server's answer (e.g. a secret shown once on create). */
  onSaved?: (row: RowOf<D>, mode: "create" | "edit") => unknown;
  columns?: 1 | 2;
  /** Fields of the definition this viewer does not get (no column, filter, detail or form field), e.g. the owner for a seller. */
  hide?: readonly string[];
  /** Columns the definition hides until turned on that this viewer sees from the start (the operator column for the platform). */
  show?: readonly string[];
  /**
   * A form of the screen's own in place of the one derived from the definition (fields the definition cannot
   * describe, e.g. credentials per carrier); `changed` reloads the list.
   */
  form?: (editing: Editing<RowOf<D>>, close: () => void, changed: () => Promise<unknown>) => ReactNode;
  /** Tree mode (ResourceTable `tree`): rows under their `parent` row, the whole tree on one page of up to 1000 rows. */
  tree?: { parent: string };
  /** A "View" action opening the record's detail. */
  detail?: boolean;
  createTestId?: string;
}
