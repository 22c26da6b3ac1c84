import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** How long a mailed invoice link works: long enough to file the invoice, short enough to expire. */
export const INVOICE_LINK_DAYS = 30;

export type LinkCheck = "valid" | "forged" | "expired";

/**
 * Signed download links for customers without a session (guests, a mail opened elsewhere):
 * `/api/invoices/<number>?expires=<unix seconds>&sig=<HMAC-SHA256(number, expires)>`. The key is
 * derived from AUTH_SECRET for this one purpose (HKDF), so a signature made here can never pass as
 * a session or another link, and every process with the same AUTH_SECRET accepts it.
 */
export function invoiceLinks({ secret, publicUrl }: { secret: string; publicUrl: string }) {
  const key = Buffer.from(hkdfSync("sha256", secret, "blattwerk", "invoice download links v1", 32));
  const sign = (number: string, expires: number) =>
    createHmac("sha256", key).update(`${number}\n${expires}`).digest("base64url");

  return {
    /** The absolute link for a mail; valid INVOICE_LINK_DAYS from `now`. */
    invoiceLink(number: string, now: Date = new Date()): string {
      const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_DAYS * 86_400;
      return `${publicUrl}/api/invoices/${encodeURIComponent(number)}?expires=${expires}&sig=${sign(number, expires)}`;
    },

    /** A link's parameters as they came: anything malformed is forged; a genuine one may have expired. */
    check(number: string, expires: string, sig: string, now: Date = new Date()): LinkCheck {
      if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return "forged";
      const expected = Buffer.from(sign(number, Number(expires)));
      if (!timingSafeEqual(Buffer.from(sig), expected)) return "forged";
      return Number(expires) * 1000 < now.getTime() ? "expired" : "valid";
    },
  };
}

export type InvoiceLinks = ReturnType<typeof invoiceLinks>;
