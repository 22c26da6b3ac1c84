import type { Services } from "./services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Per-request CSP nonce for inline scripts React Router emits. */
    cspNonce: string;
  }
}
