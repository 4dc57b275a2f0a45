import { hostileSuite } from "./hostile-kit.js";

/** Every write of the app with hostile bodies (see hostile-kit.ts). */
hostileSuite("writes");
