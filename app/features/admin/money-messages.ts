import { MONEY_METHOD_LABELS } from "../../../domain/contracts/ledger-messages";
import { MANUAL_MONEY_METHODS } from "../../../domain/orders/ledger";
/** The order page's money and parcel sections (#27): German, as the back office is. */
export const MONEY_UI = {
  heading: "Geld",
  owed: "Rechnungsbetrag",
  owedBeforeInvoice: "Bestellwert (Rechnung beim Versand)",
  credited: "Gutschriften und Storno",
  paid: "Bezahlt",
  refunded: "Erstattet",
  open: "Offener Betrag",
  refundDue: "Zu erstatten",
  settled: "Ausgeglichen",
  entriesHeading: "Buchungen",
  noEntries: "Noch kein Geld geflossen.",
  kind: { payment: "Zahlung", refund: "Erstattung" } as Record<string, string>,
  reversalOf: { payment: "Storno der Zahlung", refund: "Storno der Erstattung" } as Record<string, string>,
  /** What staff may record by hand (Stripe's movements come from Stripe, #33). */
  method: Object.fromEntries(MANUAL_MONEY_METHODS.map((m) => [m, MONEY_METHOD_LABELS[m]])) as Record<
    string,
    string
  >,
  entryLine: (kind: string, amount: string, day: string) => `${kind} ${amount} am ${day}`,
  entryBy: (method: string, who: string) => `${method} · erfasst von ${who}`,
  /** An entry Stripe booked itself (actor "stripe", #33): nobody typed it in. */
  entryFromStripe: (method: string) => `${method} · von Stripe gemeldet`,
  onlinePaid: "Online bezahlt über Stripe",
  onlineOpen: "Online-Zahlung über Stripe",
  onlineMethod: "Zahlungsart",
  onlineState: "Stand",
  onlineIntent: "Stripe-Zahlung",
  onlineIntentHint: "Ein Klick markiert die ganze ID zum Kopieren.",
  onlineFee: (fee: string) => `Gebühr ${fee}`,
  onlineMethodUnknown: "noch nicht gewählt",
  reversedMark: "storniert",
  reverse: "Buchung stornieren",
  reverseHint: "Die Buchung bleibt sichtbar; eine Gegenbuchung mit deinem Grund hebt sie auf.",
  reverseReason: "Grund",
  reverseSubmit: "Gegenbuchen",
  payHeading: "Zahlung erfassen",
  payHint: (open: string) => `Offen: ${open}. Trage ein, was laut Kontoauszug eingegangen ist.`,
  amount: "Betrag in Euro",
  paidOn: "Eingang am",
  methodLabel: "Zahlungsweg",
  note: "Notiz (optional)",
  refundHeading: "Erstattung erfassen",
  /** An order paid online (#33): the refund goes back through Stripe, booked when Stripe pays it out. */
  refundThroughStripe:
    "Das Geld geht über Stripe auf dem Weg zurück, auf dem bezahlt wurde; gebucht wird die Erstattung, sobald Stripe sie ausgezahlt hat (bei Lastschrift nach einigen Tagen).",
  refundHint: (due: string) =>
    `Zu erstatten: ${due}. Erfasse die Erstattung, wenn das Geld überwiesen ist; die Kundin oder der Kunde bekommt dann eine E-Mail.`,
  refundedOn: "Überwiesen am",
  refundReason: "Grund",
  creditHeading: "Gutschrift (Rechnungskorrektur)",
  creditHint: (left: string) =>
    `Mindert die Rechnung, z. B. aus Kulanz für eine beschädigte Pflanze. Noch gutschreibbar: ${left}. Es fließt kein Geld; ist schon bezahlt, wird der Rest erstattungsfähig.`,
  creditNeedsInvoice: "Eine Gutschrift ist möglich, sobald die Rechnung existiert (beim Versenden).",
  rate: "Steuersatz",
  rateMixed: "anteilig wie die Rechnung",
  rateOption: (rate: number) => `${rate} %`,
  creditReason: "Grund (steht auf der Rechnungskorrektur)",
  creditSubmit: "Gutschrift erstellen",
  remindersHeading: "Zahlungserinnerungen",
  reminderSent: (level: number, day: string, open: string) =>
    `${level === 1 ? "Zahlungserinnerung" : "2. Zahlungserinnerung"} am ${day} (offen: ${open})`,
  reminderHint:
    "Die Rechnung ist überfällig. Die Erinnerung geht in der Sprache der Kundin oder des Kunden, mit der Rechnung und den Bankdaten für den offenen Betrag; ohne Gebühr.",
  reminderSubmit: (level: number) =>
    level === 1 ? "Zahlungserinnerung senden" : "2. Zahlungserinnerung senden",
  returnHeading: "Rücksendung abrechnen (Rechnungskorrektur je Position)",
  returnHint:
    "Trage ein, wie viele Stück zurückgekommen oder nicht mehr verkäuflich sind. Betrag und Steuersatz ergeben sich aus den Positionen; der Versand wird mit der letzten Ware gutgeschrieben, wenn alles zurück ist.",
  returnLineFacts: (quantity: number, unit: string, rate: number, left: number) =>
    `· ${quantity} × ${unit} · ${rate} % · noch gutschreibbar: ${left}`,
  returnQuantity: (name: string) => `Zurück: ${name}`,
  returnRestock: "Zurück in den Bestand (wieder verkäuflich)",
  returnSubmit: "Rechnungskorrektur erstellen",
  returnReasonDefault: "Rücksendung",
  parcelsHeading: "Sendungen",
  notShipped: "Noch nicht versendet.",
  parcelLine: (carrier: string, number: string) => `${carrier} ${number}`,
  shippedOn: (date: string, who: string) => `Versendet am ${date} von ${who}`,
  replacedMark: "korrigiert",
  correctionOf: (reason: string) => `Korrektur: ${reason}`,
  track: "Sendung bei DHL verfolgen",
  correct: "Sendungsnummer korrigieren",
  correctHint:
    "Die alte Nummer bleibt im Verlauf; die Kundin oder der Kunde bekommt die richtige per E-Mail.",
  newTracking: "Richtige DHL-Sendungsnummer",
  correctReason: "Grund",
  correctSubmit: "Korrigieren",
  addParcel: "Weiteres Paket",
  addParcelSubmit: "Paket erfassen",
  trackingNumber: "DHL-Sendungsnummer",
  deadline: (date: string) => `Erstatten bis ${date} (§ 357 BGB)`,
} as const;
