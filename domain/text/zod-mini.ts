import { z } from "zod/mini";

// Response contracts use zod's small build: the browser checks every API answer against them, and
// the full zod (about 23 KB gzip) stays with the forms. Same CSP reason as domain/text/zod.ts: no eval probe.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
