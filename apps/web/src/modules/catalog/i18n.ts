/** Imported by every catalogue page: registers the `catalog` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { catalogMessages } from "./messages";

registerMessages("catalog", catalogMessages);
