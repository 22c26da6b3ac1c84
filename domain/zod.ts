import { z } from "zod";
import { localeOf } from "./i18n";
import { germanZodLocale, issueMessage } from "./zod-messages";

// Every message zod writes by itself is German, in the browser and on the server (issue #18): one
// config for the one zod instance, whether a module imports zod from here or directly.
z.config(germanZodLocale);

// In the browser zod would probe `new Function("")` to decide whether it may compile a faster parser;
// our CSP (no 'unsafe-eval') blocks that probe and the browser reports a violation. Forms do not need
// the compiled parser, so the browser parses without it. The server is unaffected.
// In the browser zod's own messages follow the page's language (#19); the server picks per request.
if (typeof window !== "undefined")
  z.config({
    jitless: true,
    localeError: (issue) => issueMessage(issue, localeOf(window.location.pathname)),
  });

export { z };
