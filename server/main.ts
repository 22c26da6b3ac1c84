import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { resolveAuthSecret } from "./auth/secret";
import { prepareDatabase } from "./boot";
import { ConfigError, loadConfig, startupWarnings } from "./config";
import { DatabaseConfigError } from "./db/errors";
import { sweepRefunds } from "./payments/refund-sweep";
import { createServices } from "./services";
import { watchTaxDay } from "./settings/tax-day";

/** Prints one clear line for problems an operator must fix, a stack trace only for real bugs. */
function fail(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DatabaseConfigError) {
    console.error(`Blattwerk cannot start: ${err.message}`);
  } else {
    const e = err as NodeJS.ErrnoException;
    if (e?.code === "ECONNREFUSED" || e?.code === "ENOTFOUND" || e?.code === "28P01" || e?.code === "3D000") {
      console.error(`Blattwerk cannot start: the database at DATABASE_URL is not reachable (${e.message}).`);
    } else {
      console.error("Blattwerk cannot start:", err);
    }
  }
  process.exit(1);
}

export interface ServerOptions {
  /**
   * Puts something in front of the app (the SSR benchmark serves static copies of pages beside it,
   * bench/lib/static-beside.ts); production uses the app as it is.
   */
  wrap?: (app: ReturnType<typeof createApp>) => { fetch: ReturnType<typeof createApp>["fetch"] };
}

export async function main({ wrap }: ServerOptions = {}) {
  const config = loadConfig();
  for (const warning of startupWarnings(config)) console.warn(warning);
  const buildDir = path.resolve(config.buildDir);
  const buildFile = path.join(buildDir, "server/index.js");
  if (!existsSync(buildFile)) {
    throw new ConfigError(
      "no production build found. Run `npm run build` first (npm start does this for you).",
    );
  }
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const database = await prepareDatabase(config);
  const services = createServices(config, database, {
    authSecret: resolveAuthSecret(config.auth.secret, config.auth.dataDir),
  });
  // Delivers the mail outbox (MAIL_WORKER=off: this process only records mails). On the embedded
  // database this process holds the data folder's lock: a mail still leased was a killed predecessor's.
  services.outbox.start({ releaseLeases: database.kind === "pglite" });
  // Overdue invoices are told to the staff once each (#34); every process may sweep, the key decides.
  const sweepOverdue = () =>
    services.staff
      .overdueInvoices()
      .catch((err) => console.error(`[notifications] overdue invoices: ${(err as Error).message}`));
  setTimeout(sweepOverdue, 30_000).unref();
  setInterval(sweepOverdue, 3_600_000).unref();
  // Payment reminders by themselves, when the owner switched them on (#50 §5): hourly, each once.
  const sweepReminders = () =>
    services.admin.reminders
      .sweep()
      .catch((err) => console.error(`[reminders] automatic reminders: ${(err as Error).message}`));
  setTimeout(sweepReminders, 60_000).unref();
  setInterval(sweepReminders, 3_600_000).unref();
  // A dated switch of the small-business rule turns at midnight: the cached pages' price notes with it.
  watchTaxDay({ tax: () => config.shop.tax, publicChanges: services.publicChanges });
  sweepRefunds(services, database.kind);
  if (services.mailbox) {
    console.log(
      `No SMTP_URL set: mails go to ${services.mailbox.dir} and /dev/mailbox (only from this machine, not through a proxy).`,
    );
  }
  const app = createApp({
    services,
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
  });
  const handler = wrap ? wrap(app) : app;

  const server = serve({ fetch: handler.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host;
    console.log(`Blattwerk is running at http://${host}:${info.port} (database: ${database.kind})`);
  });
  server.on("error", async (err: NodeJS.ErrnoException) => {
    await database.close().catch(() => {});
    if (err.code === "EADDRINUSE") fail(new ConfigError(`port ${config.port} is already in use (set PORT).`));
    if (err.code === "EACCES")
      fail(new ConfigError(`no permission to listen on port ${config.port} (set PORT).`));
    fail(err);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await services.outbox.stop().catch(() => {});
      await database.close().catch(() => {});
      process.exit(0);
    });
    // Keep-alive connections would hold close() open.
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

// Started as a program (npm start, npm run serve), not imported by a benchmark wrapper.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main().catch(fail);

export { fail };
