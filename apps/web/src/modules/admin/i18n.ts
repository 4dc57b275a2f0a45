/** Imported by every admin page: registers the module's texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { adminMessages } from "./messages";

registerMessages("admin", adminMessages);
