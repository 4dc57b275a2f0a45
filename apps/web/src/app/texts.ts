/**
 * The shell's and the generic components' texts, registered before the first render (main.tsx imports
 * this first). `lib/i18n.ts` sits below both layers and so cannot import them itself.
 */
import { registerMessages } from "../lib/i18n";
import { componentMessages } from "../components/messages";
import { shellMessages } from "./messages";

registerMessages("shell", shellMessages);
registerMessages("components", componentMessages);
