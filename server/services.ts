import { randomBytes } from "node:crypto";
import { type AuthService, createAuthService } from "./auth/service";
import type { Catalog } from "./catalog/catalog";
import { createLocalCatalog } from "./catalog/local";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type DevMailbox, devMailbox } from "./mail/dev-mailbox";
import { createOutbox, type Outbox } from "./mail/outbox";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  database: Database;
  catalog: Catalog;
  auth: AuthService;
  outbox: Outbox;
  /** The development mailbox, only while mails are not sent by SMTP and not in production. */
  mailbox: DevMailbox | null;
}

export function createServices(
  config: Config,
  database: Database,
  options: {
    /** main.ts passes AUTH_SECRET or the one kept under DATA_DIR; tests get a random one per process. */
    authSecret?: string;
    outbox?: Outbox;
  } = {},
): Services {
  const outbox =
    options.outbox ??
    createOutbox({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.auth.dataDir });
  const secret = options.authSecret ?? config.auth.secret ?? randomBytes(32).toString("base64url");
  return {
    config,
    database,
    catalog: createLocalCatalog(database.db),
    auth: createAuthService({ config, db: database.db, outbox, secret }),
    outbox,
    mailbox: outbox.kind === "dev-mailbox" && !config.production ? devMailbox(config.auth.dataDir) : null,
  };
}
