import { createHash } from "node:crypto";
import type { LimitVerdict, RequestLimits } from "../http/request-limits";

/** One hour: the recipient limits count in fixed windows of this length. */
export const RECIPIENT_WINDOW_SECONDS = 3600;

/**
 * What a stranger can make the shop mail to an address, each with a budget of its own (#49 §4): a
 * flood of withdrawal receipts never spends the password-reset budget, and sign-up confirmations never
 * the receipts'.
 * - `reset`: the password-reset link;
 * - `confirm`: the sign-up confirmation and its "you already have an account" twin;
 * - `withdrawal`: the receipt of a withdrawal (§ 356a BGB).
 */
export type MailBucket = "reset" | "confirm" | "withdrawal";

/**
 * Who asked: the requesting client (its IP, from server/auth/client-ip.ts) and whether the mail is one
 * the law requires whoever sends it (`required`: the receipt of a withdrawal that names an order of
 * that very address).
 */
export interface MailRequester {
  client: string | undefined;
  required?: boolean;
}

/**
 * Counts one mail of `bucket` to `address` asked for by `requester` and says whether it may be sent.
 * `ok: false` carries the wait until it may: the page that asked tells the person so.
 */
export type RecipientLimit = (
  address: string,
  bucket: MailBucket,
  requester: MailRequester,
) => Promise<LimitVerdict>;

/**
 * The limits of mails a stranger can make the shop send to one address (#29, #49 §4): password reset,
 * sign-up confirmation, "you already have an account", withdrawal receipt. Without them one client
 * could send a victim dozens of mails a minute from the shop's address.
 *
 * Counted twice, both per address and kind of mail (`MailBucket`): per requesting client
 * (MAIL_RECIPIENT_LIMIT_PER_HOUR, scope "mail-recipient-client"), so what a stranger asks for from
 * their address never spends what the owner asks for from theirs; and per address across all clients
 * (MAIL_RECIPIENT_TOTAL_PER_HOUR, scope "mail-recipient"), a backstop against a flood from many
 * addresses that only such a flood reaches — by then the owner's inbox holds that many working links.
 * A request over its client's budget does not count against the total. A legally required receipt
 * (`required`) counts only against its client's budget: a stranger can never suppress it.
 *
 * Counted in the database like the per-IP limits (table `rate_limits`, server/http/request-limits.ts),
 * so every process shares the count. The keys hold a hash of the normalised address (and the client):
 * the table never holds the address itself.
 */
export function recipientLimit(limits: Pick<RequestLimits, "hit">): RecipientLimit {
  return async (address, bucket, { client, required = false }) => {
    const key = `${bucket}:${recipientKey(address)}`;
    // In-process calls have no client address: they share one budget rather than none.
    const own = await limits.hit("mail-recipient-client", `${key}:${hashed(client ?? "local")}`);
    if (!own.ok || required) return own;
    return limits.hit("mail-recipient", key);
  };
}

const hashed = (s: string) => createHash("sha256").update(s).digest("base64url").slice(0, 22);

export const recipientKey = (address: string): string =>
  createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");
