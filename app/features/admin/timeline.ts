import { ORDER_STATUS_LABELS } from "../../../domain/contracts/order-action-messages";
import { formatEuro } from "../../../domain/orders/money";
import { formatDateTime } from "./format";
import { ORDER_UI } from "./messages";

/** An audit entry of an order as the page gets it. */
export interface OrderAuditEntry {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
}

const field = (v: unknown, key: string): unknown =>
  v && typeof v === "object" && key in v ? (v as Record<string, unknown>)[key] : undefined;
const text = (v: unknown) => (typeof v === "string" ? v : "");
const money = (v: unknown) => (typeof v === "number" ? formatEuro(v) : "?");

/** "24.11.2026" from "2026-11-24". */
export const germanDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
};

/** One line of the status timeline, readable German: "Versendet (DHL 00340434161234567890) von …". */
export function timelineText(e: Pick<OrderAuditEntry, "action" | "actorEmail" | "before" | "after">): string {
  const who = e.actorEmail;
  switch (e.action) {
    case "order.confirm":
      return `Bestätigt von ${who}`;
    case "order.ship":
      return `Versendet (${text(field(e.after, "carrier"))} ${text(field(e.after, "trackingNumber"))}) von ${who}`;
    case "order.pay": {
      const amount = field(e.after, "amountCents");
      const line = `Zahlung über ${typeof amount === "number" ? formatEuro(amount) : "?"} vom ${germanDate(
        text(field(e.after, "paidOn")),
      )} erfasst von ${who}`;
      return field(e.after, "status") === "completed" ? `${line} – damit abgeschlossen` : line;
    }
    case "order.refund":
      return `Erstattung über ${money(field(e.after, "amountCents"))} vom ${germanDate(
        text(field(e.after, "paidOn")),
      )} erfasst von ${who}: „${text(field(e.after, "reason"))}“`;
    case "order.credit":
      return `Rechnungskorrektur ${text(field(e.after, "creditNote"))} über ${money(
        field(e.after, "amountCents"),
      )} von ${who}: „${text(field(e.after, "reason"))}“`;
    case "order.reverse": {
      const kind = field(e.before, "kind") === "refund" ? "Erstattung" : "Zahlung";
      return `${kind} über ${money(field(e.before, "amountCents"))} storniert von ${who}: „${text(
        field(e.after, "reason"),
      )}“`;
    }
    case "order.parcel.correct":
      return `Sendungsnummer korrigiert (${text(field(e.before, "trackingNumber"))} → ${text(
        field(e.after, "trackingNumber"),
      )}) von ${who}: „${text(field(e.after, "reason"))}“`;
    case "order.parcel.add":
      return `Weiteres Paket (${text(field(e.after, "trackingNumber"))}) von ${who}`;
    case "order.note":
      return `Interne Notiz von ${who}`;
    case "order.edit.quantity":
      return `Menge von ${text(field(e.after, "name"))} geändert (${String(field(e.before, "quantity"))} → ${String(
        field(e.after, "quantity"),
      )}), Summe ${money(field(e.before, "totalCents"))} → ${money(field(e.after, "totalCents"))}, von ${who}`;
    case "order.edit.remove":
      return `${text(field(e.before, "name"))} entfernt (${String(field(e.before, "quantity"))} Stück), Summe ${money(
        field(e.before, "totalCents"),
      )} → ${money(field(e.after, "totalCents"))}, von ${who}`;
    case "order.edit.address": {
      const changed = Object.keys((e.after as Record<string, unknown>) ?? {})
        .map((k) => `${text(field(e.before, k)) || "–"} → ${text(field(e.after, k)) || "–"}`)
        .join(", ");
      return `Lieferadresse geändert (${changed}) von ${who}`;
    }
    case "order.label":
      return `DHL-Label erstellt (${text(field(e.after, "shipmentNo"))}) von ${who}`;
    case "order.label.cancel":
      return `DHL-Label storniert (${text(field(e.after, "shipmentNo"))}) von ${who}`;
    case "order.complete":
      return `Abgeschlossen von ${who}`;
    case "order.release":
      return `Trotz geplatzter Lastschrift zum Versand freigegeben von ${who}`;
    case "order.cancel": {
      const reason = text(field(e.after, "reason"));
      return reason ? `Storniert von ${who}: „${reason}“` : `Storniert von ${who}`;
    }
    default: {
      const to = field(e.after, "status");
      return typeof to === "string" && to in ORDER_STATUS_LABELS
        ? `${ORDER_STATUS_LABELS[to as keyof typeof ORDER_STATUS_LABELS]} (${e.action}) von ${who}`
        : `${e.action} von ${who}`;
    }
  }
}

/** Oldest first, starting with the order itself. */
export function timeline(createdAt: string, history: readonly OrderAuditEntry[]) {
  return [
    { id: "placed", at: createdAt, when: formatDateTime(createdAt), text: ORDER_UI.placed },
    ...[...history]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((e) => ({ id: e.id, at: e.at, when: formatDateTime(e.at), text: timelineText(e) })),
  ];
}
