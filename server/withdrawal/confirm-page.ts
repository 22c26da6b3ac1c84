import type { Context } from "hono";
import { BRAND } from "../../domain/shop/brand";
import { defineMessages, type Locale, localePath } from "../../domain/text/i18n";

export type ConfirmStep =
  | {
      step: "open" | "confirmed" | "settled";
      locale: Locale;
      orderReference: string;
      id: string;
      orderId: string;
      sig: string;
    }
  | { step: "done"; locale: Locale; orderNumber: string }
  | { step: "settled"; locale: Locale }
  | { step: "invalid" };

/** The page behind the link in an unverified withdrawal's receipt (#29), in the declaration's language. */
export const confirmPageMessages = defineMessages(
  {
    title: "Widerruf bestätigen",
    open: (reference: string) =>
      `Über unsere Widerrufsfunktion wurde mit deiner E-Mail-Adresse der Widerruf der Bestellung „${reference}“ erklärt. Warst du das? Dann bestätige ihn hier, damit wir ihn deiner Bestellung zuordnen.`,
    notMe:
      "Du hast nichts widerrufen? Dann schließe diese Seite einfach; ohne Bestätigung ordnen wir die Erklärung keiner Bestellung zu.",
    button: "Ja, das war ich – Widerruf bestätigen",
    done: (number: string) =>
      `Danke! Dein Widerruf ist jetzt deiner Bestellung ${number} zugeordnet. Wie es weitergeht, steht in der Eingangsbestätigung, die wir dir geschickt haben.`,
    settled:
      "Dieser Widerruf ist bereits bearbeitet und einer Bestellung zugeordnet. Hast du Fragen dazu? Antworte einfach auf unsere E-Mail.",
    invalid:
      "Dieser Link ist ungültig. Bitte öffne ihn genau so, wie er in unserer E-Mail steht, oder antworte auf die E-Mail, dann helfen wir dir.",
    home: `Zu ${BRAND.name}`,
  },
  {
    title: "Confirm withdrawal",
    open: (reference: string) =>
      `A withdrawal from the order “${reference}” was declared with your email address through our withdrawal function. Was this you? Then confirm it here so that we can match it to your order.`,
    notMe:
      "You did not withdraw anything? Then simply close this page; without confirmation we do not match the declaration to any order.",
    button: "Yes, this was me – confirm withdrawal",
    done: (number: string) =>
      `Thank you! Your withdrawal is now matched to your order ${number}. What happens next is in the confirmation of receipt we sent you.`,
    settled:
      "This withdrawal has already been processed and matched to an order. Any questions? Simply reply to our email.",
    invalid:
      "This link is not valid. Please open it exactly as it appears in our email, or reply to the email and we will help you.",
    home: `To ${BRAND.name}`,
  },
);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** A small page of its own (no scripts): it works from any mail client, with or without JavaScript. */
export function confirmPage(c: Context, s: ConfirmStep, status: 200 | 400 | 409 = 200): Response {
  const locale: Locale = s.step === "invalid" ? "de" : s.locale;
  const t = confirmPageMessages[locale];
  let body: string;
  switch (s.step) {
    case "open":
      body = `<p>${escapeHtml(t.open(s.orderReference))}</p>
<form method="post" action="/api/withdrawals/${escapeHtml(s.id)}/confirm">
<input type="hidden" name="order" value="${escapeHtml(s.orderId)}">
<input type="hidden" name="sig" value="${escapeHtml(s.sig)}">
<button type="submit">${escapeHtml(t.button)}</button>
</form>
<p>${escapeHtml(t.notMe)}</p>`;
      break;
    case "done":
      body = `<p role="status">${escapeHtml(t.done(s.orderNumber))}</p>`;
      break;
    case "confirmed":
      body = `<p role="status">${escapeHtml(t.done(s.orderReference))}</p>`;
      break;
    case "settled":
      body = `<p>${escapeHtml(t.settled)}</p>`;
      break;
    default:
      body = `<p>${escapeHtml(t.invalid)}</p>`;
  }
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)} – ${escapeHtml(BRAND.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1c1917}h1{color:#14532d}button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:0;background:#166534;color:#fff;cursor:pointer}a{color:#166534}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1>
${body}
<p><a href="${escapeHtml(localePath(locale, "/"))}">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return c.html(html, status, { "Cache-Control": "no-store" });
}
