import type { ReactNode } from "react";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { errorMessage } from "../lib/api";
import { i18n } from "../lib/i18n";

export interface ConfirmDestroyOptions {
  /** What is destroyed, e.g. the record's code: "Delete “feeTypes”?". */
  name?: string;
  title?: ReactNode;
  content?: ReactNode;
  /** Does the deleting; its error (a 422 "built-in", a 409...) is shown and the dialog closes. */
  onConfirm: () => Promise<unknown>;
}

/** Asks before destroying something (danger button, localised). Resolves true once it is done. */
export function confirmDestroy({ name, title, content, onConfirm }: ConfirmDestroyOptions): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    Modal.confirm({
      title: title ?? (name ? t("components:confirm.deleteNamed", { name }) : t("components:confirm.deleteTitle")),
      content: content ?? t("components:confirm.deleteContent"),
      okText: t("components:confirm.ok"),
      okButtonProps: { danger: true, "data-testid": "confirm-destroy" },
      cancelText: t("components:confirm.cancel"),
      autoFocusButton: "cancel",
      onOk: async () => {
        try {
          await onConfirm();
          void message.success(t("components:confirm.deleted"));
          resolve(true);
        } catch (err) {
          void message.error(errorMessage(err));
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  });
}
