import { formatEuro } from "../../../domain/money";
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
