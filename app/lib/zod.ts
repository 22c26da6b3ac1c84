import { z } from "zod";

// In the browser zod would probe `new Function("")` to decide whether it may compile a faster parser;
// our CSP (no 'unsafe-eval') blocks that probe and the browser reports a violation. Forms do not need
// the compiled parser, so the browser parses without it. The server is unaffected.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
