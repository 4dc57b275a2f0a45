import { hostileSuite } from "./hostile-kit.js";

/** Every write of the app with hostile bodies, as a seller's admin (see hostile-kit.ts). */
hostileSuite("writes", ["seller"]);
