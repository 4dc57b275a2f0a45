/** Imported by every stock control page: registers the `stockcontrol` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { stockControlMessages } from "./messages";

registerMessages("stockcontrol", stockControlMessages);
