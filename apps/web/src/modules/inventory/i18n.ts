/** Imported by every stock page: registers the `inventory` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { inventoryMessages } from "./messages";

registerMessages("inventory", inventoryMessages);
