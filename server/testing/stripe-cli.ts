// Runs the local Stripe test server on STRIPE_PORT for the end-to-end tests, delivering webhooks to
// STRIPE_WEBHOOK_URL (none without it). The shop reaches it through STRIPE_API_BASE (issue #33).
import { startStripeServer } from "./stripe-server";

const server = await startStripeServer({
  port: Number(process.env.STRIPE_PORT ?? 0),
  secretKey: process.env.STRIPE_SECRET_KEY || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || null,
});
console.log(`Stripe test server at ${server.url}`);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => server.close().then(() => process.exit(0)));
