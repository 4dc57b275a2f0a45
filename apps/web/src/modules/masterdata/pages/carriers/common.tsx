/** Small pieces the carriers screens share: activate toggle, option lists, server-error handling of hand-written forms. */
import { useState } from "react";
import Button from "antd/es/button";
import type { FormInstance } from "antd/es/form";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import type { SetActiveBody } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../../../../lib/api";
import { i18n } from "../../../../lib/i18n";
import { splitServerErrors } from "../../../../components/resource/serverErrors";

export const NS = "md-carriers";

/** The row action that activates or deactivates a record (with the server's reason when refused). */
export function ActiveToggle<Row extends { id: number; version: number; active: boolean }>({
  row,
  setActive,
  onDone,
  labels = ["common.deactivate", "common.activate"],
}: {
  row: Row;
  setActive: (body: SetActiveBody) => Promise<unknown>;
  onDone: () => unknown;
  labels?: [string, string];
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await setActive({ id: row.id, version: row.version, active: !row.active });
      void message.success(t(row.active ? "common.deactivated" : "common.activated"));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
      void onDone();
    }
  };
  return (
    <Button
      type="link"
      size="small"
      loading={busy}
      onClick={() => void toggle()}
      style={{ paddingInline: 4 }}
      data-testid={`toggle-${row.id}`}
    >
      {t(row.active ? labels[0] : labels[1])}
    </Button>
  );
}

/** A coded value in the reader's language (list cells). */
export const labelOf = (group: string, value: unknown) =>
  value === null || value === undefined ? null : i18n.t(`${NS}:${group}.${String(value)}`);

/**
 * Saving a hand-written form: a 400's field errors land on their fields, a 409 CONFLICT reloads, any
 * other error shows the server's message. Resolves true when saved.
 */
export function useFormSave<Values>(form: FormInstance<Values>, fieldNames: readonly string[], onConflict?: () => void) {
  const { t } = useTranslation("components");
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await save();
      void message.success(t("form.saved"));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const { fields, other } = splitServerErrors(err.details, fieldNames);
        form.setFields(fields.map((e) => ({ name: e.name as never, errors: e.errors })));
        if (other.length || !fields.length) void message.error([err.message, ...other].join(" "));
      } else if (err instanceof ApiError && err.status === 409 && err.code === "CONFLICT") {
        void message.warning(`${err.message} ${t("form.conflict")}`, 6);
        onConflict?.();
      } else {
        void message.error(errorMessage(err));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** "" and undefined become null (optional text fields). */
export { orNull } from "../../../../components/format";
