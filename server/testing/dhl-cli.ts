// Runs the local DHL test server on DHL_PORT for the end-to-end tests, with the credentials in
// DHL_API_KEY, DHL_USER, DHL_PASSWORD, DHL_BILLING_NUMBER. The shop reaches it through DHL_API_BASE (#34).
import { startDhlServer } from "./dhl-server";

const server = await startDhlServer({
  port: Number(process.env.DHL_PORT ?? 0),
  apiKey: process.env.DHL_API_KEY || undefined,
  user: process.env.DHL_USER || undefined,
  password: process.env.DHL_PASSWORD || undefined,
  billingNumber: process.env.DHL_BILLING_NUMBER || undefined,
  unknownPostalCodes: (process.env.DHL_UNKNOWN_POSTAL_CODES ?? "").split(",").filter(Boolean),
});
console.log(`DHL test server at ${server.url}`);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => server.close().then(() => process.exit(0)));
