import type { Json } from "./stripe-params";
import { type LineItem, PAYMENT_METHODS, type PaymentMethod } from "./stripe-store";

/** The German stand-in for Stripe's hosted Checkout page (stripe-server.ts serves it under /pay/:id). */

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Karte",
  paypal: "PayPal",
  klarna: "Klarna",
  sepa_debit: "SEPA-Lastschrift",
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

function layout(title: string, main: string) {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<p><strong>Testmodus</strong> – lokale Nachbildung von Stripe Checkout, es fließt kein Geld.</p>
${main}
</main>
</body>
</html>`;
}

export function checkoutPage(session: Json, items: LineItem[], message?: string) {
  const currency = String(session.currency);
  const back = session.cancel_url
    ? `<p><a href="${escapeHtml(String(session.cancel_url))}">Zurück zum Shop</a></p>`
    : "";
  if (session.status === "expired")
    return layout(
      "Bezahlseite abgelaufen",
      `<h1>Bezahlseite abgelaufen</h1><p>Diese Bezahlseite ist abgelaufen.</p>${back}`,
    );
  if (session.status === "complete")
    return layout(
      "Zahlung abgeschlossen",
      `<h1>Zahlung abgeschlossen</h1><p>Diese Zahlung ist bereits abgeschlossen.</p><p><a href="${escapeHtml(
        String(session.success_url).replaceAll("{CHECKOUT_SESSION_ID}", String(session.id)),
      )}">Weiter zum Shop</a></p>`,
    );
  const rows = items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}</td><td>${i.quantity} × ${formatMoney(i.unitAmount, currency)}</td><td>${formatMoney(
          i.unitAmount * i.quantity,
          currency,
        )}</td></tr>`,
    )
    .join("\n");
  const methods = (session.payment_method_types as PaymentMethod[])
    .filter((m) => PAYMENT_METHODS.includes(m))
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${m}"${i === 0 ? " checked" : ""}> ${METHOD_LABELS[m]}</label><br>`,
    )
    .join("\n");
  return layout(
    "Bezahlen",
    `<h1>Bezahlen</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ""}
<table>
<thead><tr><th>Artikel</th><th>Menge</th><th>Summe</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th colspan="2">Gesamt</th><td>${formatMoney(Number(session.amount_total), currency)}</td></tr></tfoot>
</table>
<form method="post">
<fieldset><legend>Zahlungsart</legend>
${methods}
</fieldset>
<button type="submit" name="action" value="pay">Bezahlen</button>
<button type="submit" name="action" value="decline">Ablehnen</button>
${session.cancel_url ? '<button type="submit" name="action" value="cancel">Abbrechen</button>' : ""}
</form>`,
  );
}

export const notFoundPage = () => layout("Zahlung nicht gefunden", "<p>Diese Bezahlseite gibt es nicht.</p>");
