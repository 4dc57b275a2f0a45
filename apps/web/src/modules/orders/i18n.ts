/** Imported by every orders page: registers the `orders` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { ordersMessages } from "./messages";

registerMessages("orders", ordersMessages);
