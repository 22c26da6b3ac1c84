import type { DevMailbox } from "./mail/dev-mailbox";
import type { Services } from "./services";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Per-request CSP nonce for inline scripts React Router emits. */
    cspNonce: string;
    /** The client's address (socket peer or trusted proxy), for rate limits; undefined in-process. */
    clientIp?: string;
    /**
     * A client navigation's data request (React Router's `…/page.data`), not a document: loaders may
     * then stream slow data behind skeletons; a document gets it in its first HTML (works without JS).
     */
    dataRequest?: boolean;
    /**
     * The development mailbox, only for a request from this machine without a proxy in between
     * (server/mail/mailbox-access.ts, #29); null for everyone else, in production and with SMTP.
     */
    mailbox?: DevMailbox | null;
    /** A loader showed an error state instead of its data: the page must not be shared (page cache). */
    degraded?: () => void;
  }
}
