import { afterAll } from "vitest";
import { compareCompiledReplies } from "../src/platform/http/reply-serializer.js";
import { closeLeftoverApps } from "./worker-state.js";

// every compiled reply (list pages) is checked byte for byte against zod's encode of the same data
compareCompiledReplies(true);

// runs before each test file; this hook runs after the file's own afterAll hooks (vitest runs them as a stack)
afterAll(closeLeftoverApps);
