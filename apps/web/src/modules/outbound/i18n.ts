/** Imported by every outbound page: registers the `outbound` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { outboundMessages } from "./messages";

registerMessages("outbound", outboundMessages);
