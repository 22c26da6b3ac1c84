import { APIError } from "better-auth/api";
import type { LimitVerdict, RequestLimits } from "../http/request-limits";
import { type MailBucket, type RecipientLimit, recipientKey } from "../mail/recipient-limit";

/** The mail each endpoint may send to the address it names, and the budget it spends (#49 §4). */
const MAIL_OF_PATH: Record<string, MailBucket> = {
  "/request-password-reset": "reset",
  "/send-verification-email": "confirm",
  // A new address gets its confirmation, a known one "you already have an account": one budget.
  "/sign-up/email": "confirm",
};

const refusal = (code: "mail_held_back" | "account_attempts", verdict: LimitVerdict) => {
  const seconds = verdict.ok ? 1 : verdict.retryAfterSeconds;
  return new APIError(
    "TOO_MANY_REQUESTS",
    { code, message: code },
    { "X-Retry-After": String(seconds), "Retry-After": String(seconds) },
  );
};

const emailOf = (body: Record<string, unknown>) =>
  typeof body.email === "string" && body.email.trim() !== "" ? body.email : null;

/**
 * The limits /api/auth applies per address rather than per client (#49 §4), before better-auth sees
 * the request — so the answer is the same whether or not the address has an account:
 * - the mails a request would send to the address it names count against that address's budget for
 *   that kind of mail, per requesting client and in total (server/mail/recipient-limit.ts); over it,
 *   the request is refused with a sentence saying the mail is held back, and nothing is sent;
 * - sign-in attempts count per account (ASVS 5.0 V6.3.1), whatever client makes them, so guessing
 *   spread over many addresses slows down too; a successful sign-in and a password reset clear the
 *   count, so the owner is never locked out: the reset link still comes, and after it they get in at
 *   once. The per-IP limit (better-auth's rateLimit) stays as well.
 */
export function authAddressLimits(limits: Pick<RequestLimits, "hit" | "clear">, recipients: RecipientLimit) {
  const accountKey = (email: string) => recipientKey(email);
  return {
    /** Throws the 429 when `path`'s request may not go on. */
    async before(path: string, body: Record<string, unknown>, client: string | undefined) {
      const email = emailOf(body);
      if (!email) return;
      if (path === "/sign-in/email") {
        const verdict = await limits.hit("sign-in-account", accountKey(email));
        if (!verdict.ok) throw refusal("account_attempts", verdict);
        return;
      }
      const bucket = MAIL_OF_PATH[path];
      if (!bucket) return;
      const verdict = await recipients(email, bucket, { client });
      if (!verdict.ok) throw refusal("mail_held_back", verdict);
    },
    /** A successful sign-in or a new password set through a reset link: the account starts afresh. */
    async succeeded(email: string) {
      await limits.clear("sign-in-account", accountKey(email));
    },
  };
}
