/**
 * The spec's `<list>/update/:type` screens (type `add`, or `edit` with `?id=`): the list page opens its
 * form at once when reached on such a path, and goes back to the plain list when the form closes.
 * From the list itself the form opens in place, so the list's filters stay in the address.
 */
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import message from "antd/es/message";
import { errorMessage } from "../lib/api";

/** A create may start from given values (a text to override, the parent of a new sub-category) under a title of its own. */
export type Editing<Row> = { mode: "create"; values?: Record<string, unknown>; title?: string } | { mode: "edit"; row: Row };

export function useFormRoute<Row>(listPath: string, load: (id: number) => Promise<Row>) {
  const { type } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing<Row> | null>(type === "add" ? { mode: "create" } : null);
  const id = Number(params.get("id"));

  useEffect(() => {
    if (type !== "edit" || !Number.isInteger(id) || id <= 0) return;
    load(id).then(
      (row) => setEditing({ mode: "edit", row }),
      (err: unknown) => void message.error(errorMessage(err)),
    );
    // load once per address: `load` is a module function
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, id]);

  const close = () => {
    setEditing(null);
    if (type) void navigate(`/${listPath}`, { replace: true });
  };
  return { editing, setEditing, close };
}
