/** Imported by every report page: registers the `inventoryAnalysis` texts (and the stock lists' `inventory` texts it shares). */
import "../i18n";
import { registerMessages } from "../../../lib/i18n";
import { analysisMessages } from "./messages";

registerMessages("inventoryAnalysis", analysisMessages);
