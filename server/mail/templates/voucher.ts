import { moneyFormatter } from "../../../domain/orders/money";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { formatVoucherCode } from "../../../domain/vouchers/vouchers";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/** The gift voucher itself (#43 §3): its code, value and validity, to the buyer or the recipient. */
export const voucherMailMessages = defineMessages(
  {
    subject: (amount: string) => `Dein Blattwerk-Gutschein über ${amount}`,
    from: (buyer: string) => `${buyer} schenkt dir einen Blattwerk-Gutschein.`,
    yours: "hier ist dein Blattwerk-Gutschein.",
    message: (text: string) => `Die Nachricht dazu: „${text}“`,
    code: (code: string, amount: string) => `Gutscheincode: ${code}\nWert: ${amount}`,
    valid: (until: string) =>
      `Gültig bis ${until} für alles im Shop. Einlösen an der Kasse im Feld „Gutschein- oder Rabattcode“; ein Rest bleibt auf dem Gutschein, keine Barauszahlung.`,
    balance: (url: string) => `Guthaben prüfen: ${url}`,
    pdf: "Im Anhang findest du den Gutschein als PDF – zum Ausdrucken oder Weiterschenken.",
  },
  {
    subject: (amount: string) => `Your Blattwerk gift card for ${amount}`,
    from: (buyer: string) => `${buyer} is giving you a Blattwerk gift card.`,
    yours: "here is your Blattwerk gift card.",
    message: (text: string) => `Their message: “${text}”`,
    code: (code: string, amount: string) => `Gift card code: ${code}\nValue: ${amount}`,
    valid: (until: string) =>
      `Valid until ${until} for anything in the shop. Redeem it at checkout in the field “Discount code or gift card”; any remainder stays on the card, no cash payout.`,
    balance: (url: string) => `Check the balance: ${url}`,
    pdf: "The gift card is attached as a PDF – to print or to pass on.",
  },
);

export function voucherMail(p: {
  to: string;
  name: string;
  buyerName: string;
  /** Sent to someone other than the buyer. */
  gift: boolean;
  code: string;
  amountCents: number;
  validUntil: string;
  message: string | null;
  balanceUrl: string;
  locale: Locale;
  /** Attaches the voucher as a PDF, drawn at delivery (server/vouchers/voucher-pdf.ts). */
  voucherId?: string;
}): OutboxMail {
  const t = voucherMailMessages[p.locale];
  const amount = moneyFormatter(p.locale)(p.amountCents);
  const until = new Intl.DateTimeFormat(p.locale === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${p.validUntil}T00:00:00Z`));
  return {
    kind: "voucher",
    to: p.to,
    subject: t.subject(amount),
    text: textLayout({ locale: p.locale, name: p.name }, [
      p.gift ? t.from(p.buyerName) : t.yours,
      ...(p.message ? [t.message(p.message)] : []),
      t.code(formatVoucherCode(p.code), amount),
      t.valid(until),
      t.balance(p.balanceUrl),
      ...(p.voucherId ? [t.pdf] : []),
    ]),
    ...(p.voucherId && { attachments: [{ type: "voucher" as const, voucherId: p.voucherId }] }),
  };
}
