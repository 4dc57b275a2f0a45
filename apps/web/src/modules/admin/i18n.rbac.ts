/** Imported by every rbac page: registers the `admin-rbac` texts when its first page chunk loads. */
import { registerMessages } from "../../lib/i18n";
import { rbacMessages } from "./messages.rbac";

registerMessages("admin-rbac", rbacMessages);
