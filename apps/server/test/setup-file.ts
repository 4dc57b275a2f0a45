import { afterAll } from "vitest";
import { closeLeftoverApps } from "./worker-state.js";

// runs before each test file; this hook runs after the file's own afterAll hooks (vitest runs them as a stack)
afterAll(closeLeftoverApps);
