/** Imported by every advertising page: registers the `advertising` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { advertisingMessages } from "./messages";

registerMessages("advertising", advertisingMessages);
