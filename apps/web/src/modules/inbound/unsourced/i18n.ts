/** Imported by every unsourced inbound page: registers the `unsourced` texts when its first page chunk loads. */
import { registerMessages } from "../../../lib/i18n";
import { unsourcedMessages } from "./messages";

registerMessages("unsourced", unsourcedMessages);
