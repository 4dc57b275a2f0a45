/** Imported by every carriers page: registers the `md-carriers` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { carriersMessages } from "./messages.carriers";

registerMessages("md-carriers", carriersMessages);
