import { useState } from "react";
import type { FormInstance } from "antd/es/form";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../../lib/api";
import { splitServerErrors } from "./serverErrors";

/**
 * The save handling every hand-written form shares with ResourceForm/PageForm: a 400's field details
 * land on the form's fields (`body.state` -> field `state`), a 409 CONFLICT (someone saved first) calls
 * `onConflict`, anything else shows the server's message; success shows `savedText` of what the save
 * answered (a document's "plan X saved"), "Saved" without it, and calls `onDone`.
 */
export function useFormSubmit<Values, Result = unknown>(
  form: FormInstance<Values>,
  onSubmit: (values: Values) => Promise<Result>,
  opts: {
    /** The fields the form shows, so that a 400's details land on them (none: all go in the message). */
    fieldNames?: readonly string[];
    onDone?: () => void;
    onConflict?: () => void;
    savedText?: (saved: Result) => string;
  },
) {
  const { t } = useTranslation("components");
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const saved = await onSubmit(values);
      void message.success(opts.savedText ? opts.savedText(saved) : t("form.saved"));
      opts.onDone?.();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const { fields, other } = splitServerErrors(err.details, opts.fieldNames ?? []);
        form.setFields(fields.map((e) => ({ name: e.name as never, errors: e.errors })));
        if (other.length || !fields.length) void message.error([err.message, ...other].join(" "));
      } else if (err instanceof ApiError && err.status === 409 && err.code === "CONFLICT") {
        void message.warning(`${err.message} ${t("form.conflict")}`, 6);
        opts.onConflict?.();
      } else {
        void message.error(errorMessage(err));
      }
    } finally {
      setBusy(false);
    }
  };
  /** Checks the form's own rules first (antd marks the fields), then saves: for a modal's OK button. */
  const validateAndSubmit = () =>
    form.validateFields().then(
      (values) => submit(values),
      () => undefined,
    );
  return { busy, submit, validateAndSubmit };
}
