import type { AppModule } from "../platform/module.js";
import { adminModule } from "./admin/index.js";

/** Every business module, registered in this order by buildApp(). */
export const modules: AppModule[] = [adminModule];
