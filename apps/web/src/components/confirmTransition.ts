import message from "antd/es/message";
import Modal from "antd/es/modal";
import { errorMessage } from "../lib/api";
import { i18n } from "../lib/i18n";

export interface ConfirmTransitionOptions<After> {
  /** The transition's code: the OK button's test id is `confirm-<transition>`. */
  transition: string;
  /** The transition's label in the reader's language, on the OK button. */
  label: string;
  /** "Submit plan OP-…?" */
  title: string;
  /** What the transition will do. */
  content: string;
  /** A refusal or a cancellation: the OK button in red. */
  danger: boolean;
  run: () => Promise<After>;
  /** "Plan OP-… is now shipped", from the server's answer. */
  doneText: (after: After) => string;
  /** Called after the transition ran or was refused (the screen reloads the document either way). */
  onDone: () => void;
}

/**
 * Runs a document's state transition after a confirmation naming it; a refusal (a stale version, a state
 * conflict, stock short) shows the server's message. What the outbound plans, orders, stock documents and
 * channel receipts share; each module's `confirm…Transition` fills in its texts.
 */
export function confirmTransition<After>(o: ConfirmTransitionOptions<After>): void {
  Modal.confirm({
    title: o.title,
    content: o.content,
    okText: o.label,
    okButtonProps: { danger: o.danger, "data-testid": `confirm-${o.transition}` } as never,
    cancelText: i18n.t("components:confirm.cancel"),
    onOk: async () => {
      try {
        void message.success(o.doneText(await o.run()));
      } catch (err) {
        void message.error(errorMessage(err), 6);
      }
      o.onDone();
    },
  });
}
