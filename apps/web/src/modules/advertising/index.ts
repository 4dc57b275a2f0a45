/**
 * The advertising web module's face for other modules: what they may use of it. Its screens are in
 * screens.ts (the shell reads them); nothing else is shared yet.
 */
export { advertisingScreens } from "./screens";
