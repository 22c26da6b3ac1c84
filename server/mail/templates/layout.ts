import { formatEnglishDate } from "../../../domain/orders/delivery";
import { BRAND } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { greeting } from "../../../domain/text/mail-greeting";
import type { Mail } from "../message";

/**
 * The frame every customer mail shares (#30): the greeting (domain/text/mail-greeting.ts), the body, the
 * sign-off with the team's name and, added at delivery, the seller from the business settings
 * (withSeller). Templates (server/mail/templates/<kind>.ts) write only what is theirs.
 */
export const layoutMessages = defineMessages(
  {
    signOff: {
      regards: (brand: string) => `Viele Grüße\ndein ${brand}-Team`,
      /** The order confirmation's warmer one. */
      green: (brand: string) => `Grüne Grüße\ndein ${brand}-Team`,
    },
    /** The usual last paragraph: replies reach the shop (Reply-To, #32). */
    questions: "Fragen? Antworte einfach auf diese E-Mail.",
  },
  {
    signOff: {
      regards: (brand: string) => `Kind regards\nyour ${brand} team`,
      green: (brand: string) => `Green regards\nyour ${brand} team`,
    },
    questions: "Questions? Simply reply to this email.",
  },
);

export type SignOff = keyof (typeof layoutMessages)["de"]["signOff"];

export interface Frame {
  locale: Locale;
  /** Whom the mail addresses, as it addresses them ("" greets without a name). */
  name: string;
  signOff?: SignOff;
}

const signOffText = ({ locale, signOff = "regards" }: Frame) =>
  layoutMessages[locale].signOff[signOff](BRAND.name);

/** The plain-text part: greeting, the body's paragraphs, sign-off, each after a blank line. */
export function textLayout(frame: Frame, paragraphs: readonly string[]): string {
  return [greeting(frame.locale, frame.name), ...paragraphs, signOffText(frame)].join("\n\n");
}

/** A day (YYYY-MM-DD) as English mails write it: "25 November 2026". */
export const englishDay = (iso: string): string => formatEnglishDate(new Date(`${iso}T00:00:00Z`));

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** Brand look for mail clients: tables and inline styles only, no images, no external resources. */
export const MAIL_COLORS = {
  brand: "#1f5e3b",
  dark: "#0d2e1c",
  text: "#1c1917",
  muted: "#57534e",
  soft: "#f1f7f2",
  rule: "#d6d3d1",
};
export const MAIL_FONT = "font-family:Helvetica,Arial,sans-serif;";
const C = MAIL_COLORS;

/** A paragraph of the HTML part; `html` is already escaped. */
export const htmlParagraph = (html: string, style = "") =>
  `<p style="margin:0 0 12px;${MAIL_FONT}font-size:15px;line-height:1.5;color:${C.text};${style}">${html}</p>`;

/**
 * The HTML part: the brand's card with `heading`, the greeting, the body (lines of HTML, escaped by the
 * template) and the sign-off. The seller follows at delivery, before </body>.
 */
export function htmlLayout(
  frame: Frame & { title: string; heading: string },
  body: readonly string[],
): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${frame.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(frame.title)}</title></head>
<body style="margin:0;padding:0;background:${C.soft};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.soft};"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;">
<tr><td style="background:${C.brand};border-radius:16px 16px 0 0;padding:18px 20px;${MAIL_FONT}font-size:22px;font-weight:bold;color:#ffffff;">${e(BRAND.name)}</td></tr>
<tr><td style="padding:24px 20px;">
<h1 style="margin:0 0 16px;${MAIL_FONT}font-size:22px;color:${C.dark};">${e(frame.heading)}</h1>
${htmlParagraph(e(greeting(frame.locale, frame.name)))}
${body.join("\n")}
${htmlParagraph(e(signOffText(frame)).replace("\n", "<br>"))}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

/** Every sign-off a layout writes, as [closing, team line] (e.g. ["Viele Grüße", "dein Blattwerk-Team"]). */
const SIGN_OFFS: [string, string][] = Object.values(layoutMessages).flatMap((m) =>
  Object.values(m.signOff).map((f) => f(BRAND.name).split("\n") as [string, string]),
);

/** A first line that is itself a closing („Viele Grüße", „Herzlich", "Best regards"). */
const CLOSING =
  /^(?:[\p{L} ]{0,30}(?:grüße|grüssen|grüßen|gruß|gruss|regards|wishes)|herzlich(?:st)?|cheers|sincerely|mit freundlichen grüßen)[!,.]?$/iu;

/**
 * The mail signature of the back office's settings (#34), added at delivery, so a changed signature holds
 * for every mail sent from then on. It takes the place of the team line of the layout's sign-off (#50 §5:
 * one sign-off, not two): under the mail's closing („Viele Grüße"), or, when the signature starts with a
 * closing of its own, in place of the whole sign-off. A mail without the layout's sign-off gets it at its end.
 */
export function withSignature(mail: Mail, signature: string | undefined): Mail {
  const lines = signature?.trim();
  if (!lines) return mail;
  const own = CLOSING.test(lines.split("\n")[0]!.trim());
  const text = mail.text.replace(/\s+$/, "");
  const found = SIGN_OFFS.find(([closing, team]) => text.endsWith(`${closing}\n${team}`));
  if (!found) {
    const appended = `${text}\n\n${lines}\n`;
    if (!mail.html) return { ...mail, text: appended };
    const block = `<p style="margin-top:16px;${MAIL_FONT}font-size:14px;line-height:1.5;color:${C.text}">${lines
      .split("\n")
      .map(escapeHtml)
      .join("<br>")}</p>`;
    const html = /<\/body>/i.test(mail.html)
      ? mail.html.replace(/<\/body>/i, `${block}</body>`)
      : mail.html + block;
    return { ...mail, text: appended, html };
  }
  const [closing, team] = found;
  const signOff = own ? lines : `${closing}\n${lines}`;
  const signed = `${text.slice(0, text.length - closing.length - team.length - 1)}${signOff}\n`;
  if (!mail.html) return { ...mail, text: signed };
  // The layout's sign-off paragraph (htmlLayout): the last one with the closing and the team line.
  const htmlSignOff = `${escapeHtml(closing)}<br>${escapeHtml(team)}`;
  const at = mail.html.lastIndexOf(htmlSignOff);
  const html =
    at < 0
      ? mail.html
      : mail.html.slice(0, at) +
        signOff.split("\n").map(escapeHtml).join("<br>") +
        mail.html.slice(at + htmlSignOff.length);
  return { ...mail, text: signed, html };
}

/**
 * The seller under every mail (#32), from the business settings (domain/shop/brand.ts sellerLines): after
 * the signature delimiter "-- " in the text, as a small last paragraph in the HTML. The outbox adds it
 * at delivery, so a changed setting reaches mails still waiting. No seller: the mail as it is.
 */
export function withSeller(mail: Mail, seller: readonly string[] | undefined): Mail {
  if (!seller?.length) return mail;
  const text = `${mail.text.replace(/\s+$/, "")}\n\n-- \n${seller.join("\n")}\n`;
  if (!mail.html) return { ...mail, text };
  const block = `<p style="margin-top:24px;font-size:12px;line-height:1.5;color:${C.muted}">${seller.map(escapeHtml).join("<br>")}</p>`;
  const html = /<\/body>/i.test(mail.html)
    ? mail.html.replace(/<\/body>/i, `${block}</body>`)
    : mail.html + block;
  return { ...mail, text, html };
}

/** Who an order's mail goes to, by the order's first name and in the order's language (#19). */
export interface OrderAddressee {
  to: string;
  firstName: string;
  orderNumber: string;
  /** The language the customer ordered in; German if not given. */
  locale?: Locale;
}

export const orderFrame = (c: OrderAddressee): Frame => ({ locale: c.locale ?? "de", name: c.firstName });
