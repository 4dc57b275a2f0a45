/** Imported by every content page: registers the `admin-content` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { contentMessages } from "./messages.content";

registerMessages("admin-content", contentMessages);
