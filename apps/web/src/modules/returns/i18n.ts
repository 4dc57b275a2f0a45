/** Imported by every returns page: registers the `returns` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { returnsMessages } from "./messages";

registerMessages("returns", returnsMessages);
