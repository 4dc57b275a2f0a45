/**
 * The everyday list screen: a ResourceTable with a create button, edit and delete (confirmed first) on
 * each row, and the screen's own form opened for create or edit. What differs per screen — the form,
 * what a delete calls, extra row actions — comes in as props; the editing state lives here.
 */
import { type ReactNode, useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { confirmDestroy } from "./confirmDestroy";
import { ResourceTable, type ResourceTableProps } from "./ResourceTable";
import { useRefreshList } from "./resource/listQuery";
import { RowActions } from "./RowActions";

export type Editing<Row> = { mode: "create" } | { mode: "edit"; row: Row };

export interface CrudTableProps<Row extends object> extends Omit<ResourceTableProps<Row>, "toolbar" | "rowActions"> {
  /** Without it the table is read-only: no create button, no row actions. */
  canManage: boolean;
  createText: string;
  /** `data-testid` of the create button (default `create`). */
  createTestId?: string;
  /** A red create button (e.g. adding to a blacklist). */
  createDanger?: boolean;
  /** The name the delete confirmation shows. */
  nameOf: (row: Row) => string;
  /** Deletes the row; without it rows have no delete action. */
  remove?: (row: Row) => Promise<unknown>;
  /** Actions beside edit and delete (activate, assignments...). */
  extraActions?: (row: Row) => ReactNode;
  /** What to reload after a change (default: this list). */
  onChanged?: () => Promise<unknown>;
  /** The screen's create/edit form; `close` closes it (after a save or a cancel). */
  form: (editing: Editing<Row>, close: () => void) => ReactNode;
}

export function CrudTable<Row extends object>({
  canManage,
  createText,
  createTestId = "create",
  createDanger,
  nameOf,
  remove,
  extraActions,
  onChanged,
  form,
  ...table
}: CrudTableProps<Row>) {
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const refreshList = useRefreshList(table.listUrl);
  const changed = onChanged ?? refreshList;
  return (
    <>
      <ResourceTable<Row>
        {...table}
        toolbar={
          canManage && (
            <Button
              type="primary"
              danger={createDanger}
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: "create" })}
              data-testid={createTestId}
            >
              {createText}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={remove && (() => void confirmDestroy({ name: nameOf(row), onConfirm: () => remove(row).then(changed) }))}
                >
                  {extraActions?.(row)}
                </RowActions>
              )
            : undefined
        }
      />
      {editing && form(editing, () => setEditing(null))}
    </>
  );
}
