import { formatEuro } from "../../../domain/orders/money";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/**
 * What the shop tells its staff (#34), in German, each with the link to its back-office page. Sent to
 * the staff address of the settings (or the business address), written in the transaction of its cause
 * (server/notifications/staff.ts).
 */
const staffText = (paragraphs: string[]) => textLayout({ locale: "de", name: "" }, paragraphs);

export interface NewOrderNotice {
  to: string;
  orderNumber: string;
  customerName: string;
  totalCents: number;
  /** „Kauf auf Rechnung" or „online bezahlt". */
  payment: string;
  lines: number;
  url: string;
}

export function staffNewOrderMail(c: NewOrderNotice): OutboxMail {
  return {
    kind: "staff-new-order",
    to: c.to,
    subject: `Neue Bestellung ${c.orderNumber} über ${formatEuro(c.totalCents)}`,
    text: staffText([
      `${c.customerName} hat die Bestellung ${c.orderNumber} aufgegeben: ${c.lines === 1 ? "1 Position" : `${c.lines} Positionen`}, ${formatEuro(c.totalCents)}, ${c.payment}.`,
      `Zur Bestellung im Backoffice: ${c.url}`,
    ]),
  };
}

export interface WithdrawalNotice {
  to: string;
  orderReference: string;
  name: string;
  /** The last day of the 14 days in which the money must be back (§ 357 Abs. 1 BGB), „12.12.2026". */
  refundDeadline: string;
  url: string;
}

export function staffWithdrawalMail(c: WithdrawalNotice): OutboxMail {
  return {
    kind: "staff-withdrawal",
    to: c.to,
    subject: `Neuer Widerruf zu ${c.orderReference} – Erstattung bis ${c.refundDeadline}`,
    text: staffText([
      `${c.name} hat den Vertrag zur Bestellung ${c.orderReference} widerrufen.`,
      `Die Frist für die Erstattung (14 Tage ab Eingang des Widerrufs, § 357 Abs. 1 BGB) endet am ${c.refundDeadline}. Die Erstattung darf zurückgehalten werden, bis die Ware zurück ist oder der Nachweis der Rücksendung vorliegt.`,
      `Zum Widerruf im Backoffice: ${c.url}`,
    ]),
  };
}

export interface LowStockNotice {
  to: string;
  plantName: string;
  left: number;
  threshold: number;
  url: string;
}

export function staffLowStockMail(c: LowStockNotice): OutboxMail {
  return {
    kind: "staff-low-stock",
    to: c.to,
    subject:
      c.left === 0 ? `Ausverkauft: ${c.plantName}` : `Bestand niedrig: ${c.plantName} (noch ${c.left})`,
    text: staffText([
      c.left === 0
        ? `${c.plantName} ist ausverkauft.`
        : `Von ${c.plantName} sind nur noch ${c.left} Stück auf Lager (Meldeschwelle: ${c.threshold}).`,
      "Diese Meldung kommt einmal, wenn der Bestand die Schwelle erreicht; erst nach einer Aufstockung über die Schwelle wieder.",
      `Zur Pflanze im Backoffice: ${c.url}`,
    ]),
  };
}

export interface MailFailedNotice {
  to: string;
  subject: string;
  orderNumber: string | null;
  url: string;
}

export function staffMailFailedMail(c: MailFailedNotice): OutboxMail {
  return {
    kind: "staff-mail-failed",
    to: c.to,
    subject: `E-Mail nicht zugestellt: ${c.subject}`,
    text: staffText([
      `Die E-Mail „${c.subject}“${c.orderNumber ? ` zur Bestellung ${c.orderNumber}` : ""} konnte auch nach mehreren Versuchen nicht zugestellt werden.`,
      `Im Backoffice kannst du sie erneut senden: ${c.url}`,
    ]),
  };
}

export interface InvoiceOverdueNotice {
  to: string;
  invoiceNumber: string;
  orderNumber: string;
  customerName: string;
  openCents: number;
  /** The due date, „24.11.2026". */
  dueOn: string;
  url: string;
}

export function staffInvoiceOverdueMail(c: InvoiceOverdueNotice): OutboxMail {
  return {
    kind: "staff-invoice-overdue",
    to: c.to,
    subject: `Rechnung ${c.invoiceNumber} überfällig (${formatEuro(c.openCents)} offen)`,
    text: staffText([
      `Die Rechnung ${c.invoiceNumber} zur Bestellung ${c.orderNumber} (${c.customerName}) war am ${c.dueOn} fällig; offen sind noch ${formatEuro(c.openCents)}.`,
      `Zur Bestellung im Backoffice: ${c.url}`,
    ]),
  };
}

/**
 * Money that Stripe moved, or failed to move, without staff having done it (#44, #49): a refund Stripe
 * could not pay out, a payment that arrived for a cancelled order (refunded at once), a payment dispute.
 */
export type PaymentNotice =
  | { what: "refund-failed"; amountCents: number; detail: string }
  | { what: "paid-after-cancel"; amountCents: number; refunded: boolean }
  | { what: "dispute-opened"; amountCents: number; reason: string; respondBy: string | null }
  | { what: "dispute-closed"; amountCents: number; won: boolean };

export function staffPaymentMail(
  c: { to: string; orderNumber: string; url: string } & PaymentNotice,
): OutboxMail {
  const amount = formatEuro(c.amountCents);
  const [subject, ...lines] =
    c.what === "refund-failed"
      ? [
          `Erstattung fehlgeschlagen: Bestellung ${c.orderNumber}`,
          `Stripe konnte die Erstattung über ${amount} zur Bestellung ${c.orderNumber} nicht auszahlen (${c.detail}).`,
          "Der Betrag ist wieder zu erstatten: bitte auf anderem Weg erstatten (z. B. per Überweisung) und im Backoffice erfassen.",
        ]
      : c.what === "paid-after-cancel"
        ? [
            `Zahlung für stornierte Bestellung ${c.orderNumber}`,
            `Für die stornierte Bestellung ${c.orderNumber} ist über Stripe noch eine Zahlung über ${amount} eingegangen.`,
            c.refunded
              ? "Sie wird automatisch über Stripe erstattet; die Bestellung bleibt storniert, der Kundin bzw. dem Kunden wurde nichts bestätigt."
              : "Die automatische Erstattung über Stripe ist angefragt; bitte im Backoffice prüfen, dass sie ausgezahlt wird. Der Kundin bzw. dem Kunden wurde nichts bestätigt.",
          ]
        : c.what === "dispute-opened"
          ? [
              `Zahlungsstreit zu Bestellung ${c.orderNumber}`,
              `Die Kundin bzw. der Kunde hat die Zahlung über ${amount} zur Bestellung ${c.orderNumber} bei der Bank angefochten (Grund laut Stripe: ${c.reason}). Stripe hat den Betrag vorläufig zurückgebucht.`,
              c.respondBy
                ? `Nachweise (Rechnung, Sendungsverfolgung) können bis ${c.respondBy} im Stripe-Dashboard eingereicht werden.`
                : "Nachweise (Rechnung, Sendungsverfolgung) können im Stripe-Dashboard eingereicht werden.",
            ]
          : [
              `Zahlungsstreit ${c.won ? "gewonnen" : "verloren"}: Bestellung ${c.orderNumber}`,
              c.won
                ? `Der Zahlungsstreit über ${amount} zur Bestellung ${c.orderNumber} ist zu unseren Gunsten entschieden; Stripe hat den Betrag wieder gutgeschrieben.`
                : `Der Zahlungsstreit über ${amount} zur Bestellung ${c.orderNumber} ist verloren; der Betrag bleibt bei der Kundin bzw. dem Kunden und ist in der Bestellung wieder offen.`,
            ];
  return {
    kind: "staff-payment",
    to: c.to,
    subject: subject!,
    text: staffText([...lines, `Zur Bestellung im Backoffice: ${c.url}`]),
  };
}
