/** Imported by every orgs page: registers the `admin-orgs` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { orgsMessages } from "./messages.orgs";

registerMessages("admin-orgs", orgsMessages);
