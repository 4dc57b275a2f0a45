/** Imported by every inbound page: registers the `inbound` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { inboundMessages } from "./messages";

registerMessages("inbound", inboundMessages);
