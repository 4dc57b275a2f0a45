/** Imported by every stock document page: registers the `stockdocs` texts when its first page chunk loads. */
import { registerMessages } from "../../../lib/i18n";
import { stockDocMessages } from "./messages";

registerMessages("stockdocs", stockDocMessages);
