// Runs the local Storefront test server on STOREFRONT_PORT for the end-to-end tests.
import { startStorefrontServer } from "./storefront-server";

const server = await startStorefrontServer(
  process.env.STOREFRONT_TOKEN ?? "test-storefront-token",
  Number(process.env.STOREFRONT_PORT ?? 0),
);
console.log(`Storefront test server at ${server.url}`);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => server.close().then(() => process.exit(0)));
