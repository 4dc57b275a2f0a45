/** Imported by every report page: registers the `invreports` texts when its first page chunk loads. */
import { registerMessages } from "../../../lib/i18n";
import { inventoryReportMessages } from "./messages";

registerMessages("invreports", inventoryReportMessages);
