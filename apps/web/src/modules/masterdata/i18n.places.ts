/** Imported by every places page: registers the `masterdata-places` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { placesMessages } from "./messages.places";

registerMessages("masterdata-places", placesMessages);
