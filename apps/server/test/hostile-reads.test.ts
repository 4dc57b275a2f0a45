import { hostileSuite } from "./hostile-kit.js";

/** Every read of the app with hostile path and query ids (see hostile-kit.ts). */
hostileSuite("reads");
