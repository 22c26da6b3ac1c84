import Stripe from "stripe";
import type { StripeConfig } from "../config";

/**
 * The official Stripe SDK, set up once (#33). STRIPE_API_BASE points it at another host — in the tests
 * the local server that speaks Stripe's API (server/testing/stripe-server.ts) — through the SDK's own
 * `host`, `port` and `protocol` options, so the code under test is the SDK itself.
 * Two network retries: Stripe's requests carry idempotency keys, so a retry never charges twice.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
}

export type { Stripe };
