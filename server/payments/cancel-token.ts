import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The token in Stripe's `cancel_url` (#49): only the buyer Stripe sends back may call off their unpaid
 * order, and only by a POST from the checkout page — the order id alone (it travels in Stripe's URLs,
 * the browser history, a shared link) cancels nothing, and a GET never does. HMAC of the order id under
 * a key derived from AUTH_SECRET for this one purpose, so every process accepts it and it passes as
 * nothing else.
 */
export function cancelTokens(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "blattwerk", "online payment cancel v1", 32));
  const sign = (orderId: string) => createHmac("sha256", key).update(orderId).digest("base64url");
  return {
    sign,
    /** Whether `token` is the one made for `orderId`; anything malformed is not. */
    valid(orderId: string, token: string | null | undefined): boolean {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      return timingSafeEqual(Buffer.from(token), Buffer.from(sign(orderId)));
    },
  };
}

export type CancelTokens = ReturnType<typeof cancelTokens>;
