/** Imported by every channel receipt component: registers the `winit` texts when the screen's chunk loads. */
import { registerMessages } from "../../../lib/i18n";
import { winitMessages } from "./messages";

registerMessages("winit", winitMessages);
