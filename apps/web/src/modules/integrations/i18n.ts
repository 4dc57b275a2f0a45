/** Imported by every integrations page: registers the `integrations` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { integrationsMessages } from "./messages";

registerMessages("integrations", integrationsMessages);
