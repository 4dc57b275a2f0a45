/** Imported by every business page: registers the `md-business` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { businessMessages } from "./messages.business";

registerMessages("md-business", businessMessages);
