import type { AppModule } from "../../platform/module.js";
import { registerCatalog } from "./catalog.register.js";

/** The product catalogue (spec §2.6 products, §2.12 sales goods). */
export const catalogModule: AppModule = {
  name: "catalog",
  async register(app, deps) {
    await registerCatalog(app, deps);
  },
};
