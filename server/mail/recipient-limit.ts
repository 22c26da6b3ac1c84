import { createHash } from "node:crypto";
import type { RequestLimits } from "../http/request-limits";
import type { RecipientLimit } from "./outbox";

/** One hour: MAIL_RECIPIENT_LIMIT_PER_HOUR counts in fixed windows of this length. */
export const RECIPIENT_WINDOW_SECONDS = 3600;

/**
 * The hourly limit of mails a stranger can make the shop send to one address (#29): password reset,
 * sign-up confirmation, "you already have an account", withdrawal receipt — together, whichever
 * endpoint and process asked. Without it one client could send a victim dozens of mails a minute from
 * the shop's address (more with more IPs), and the withdrawal receipt would carry their text.
 *
 * Counted in the database like the per-IP limits (table `rate_limits`, server/http/request-limits.ts),
 * so every process shares the count. The key is a hash of the normalised address: the table never holds
 * the address itself.
 */
export function recipientLimit(limits: Pick<RequestLimits, "hit">): RecipientLimit {
  return async (address) => {
    const verdict = await limits.hit("mail-recipient", recipientKey(address));
    return verdict.ok;
  };
}

export const recipientKey = (address: string): string =>
  createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");
