import type { AccountsApp } from "./accounts";
import { type HostileBody, requestInit } from "./fuzz";

/** One hostile request to the accounts app from a fixed address, signed in when a cookie is given. */
export const sendHostile =
  (t: AccountsApp, method: string, path: string | (() => string), cookie?: string) => (b: HostileBody) =>
    t.app.request(
      typeof path === "string" ? path : path(),
      requestInit(method, b, { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) }),
      { incoming: { socket: { remoteAddress: "198.51.100.9" } } },
    );
