import { hostileSuite } from "./hostile-kit.js";

/** Every write of the app with hostile bodies, as the platform admin (see hostile-kit.ts). */
hostileSuite("writes", ["admin"]);
