import { config } from "zod/v4/core";

// The web app runs under a Content-Security-Policy without 'unsafe-eval'. Zod would try `new Function`
// to compile a fast path as each object schema is built, and the browser reports every refused try as a
// violation. Imported first by index.ts, so it runs before any schema here is built; servers keep the JIT.
if ("document" in globalThis) config({ jitless: true });
