/** Imported by every task-centre page: registers the `tasks` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { taskMessages } from "./messages";

registerMessages("tasks", taskMessages);
