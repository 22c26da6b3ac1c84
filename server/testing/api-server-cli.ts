// The server process without the React Router build: the same start-up (config, lock, migrations,
// seed), services and Hono app as server/main.ts, serving the API only. For process-level tests
// (crash safety) that must not depend on `npm run build`.
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import { resolveAuthSecret } from "../auth/secret";
import { prepareDatabase } from "../boot";
import { loadConfig } from "../config";
import { sweepRefunds } from "../payments/refund-sweep";
import { createServices } from "../services";

const config = loadConfig();
const database = await prepareDatabase(config);
const services = createServices(config, database, {
  authSecret: resolveAuthSecret(config.auth.secret, config.auth.dataDir),
});
services.outbox.start();
sweepRefunds(services, database.kind);
const app = createApp({ services });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Blattwerk API on http://${config.host}:${info.port} (database: ${database.kind})`);
});
const stop = () =>
  server.close(async () => {
    await services.outbox.stop().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  });
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
