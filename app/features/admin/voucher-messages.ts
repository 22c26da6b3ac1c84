/** The back office's voucher list (#43 §3). */
export const VOUCHER_UI = {
  nav: "Gutscheine",
  title: "Geschenkgutscheine",
  description:
    "Gekaufte Gutscheine. Ein Gutschein auf Rechnung gilt erst, wenn du ihn als bezahlt markierst; online bezahlte schaltet Stripe frei.",
  empty: "Noch keine Gutscheine verkauft.",
  states: { pending: "wartet auf Zahlung", active: "bezahlt, gültig", cancelled: "storniert" },
  buyer: "Käufer",
  recipient: "an",
  balance: (left: string) => `Guthaben ${left}`,
  deliverOn: (day: string) => `Versand am ${day}`,
  validUntil: (day: string) => `gültig bis ${day}`,
  markPaid: "Als bezahlt markieren",
  markPaidLabel: (number: string) => `Gutschein ${number} als bezahlt markieren`,
  markedPaid: "Der Gutschein ist bezahlt und freigeschaltet.",
  notPending: "Dieser Gutschein wartet nicht (mehr) auf eine Zahlung.",
  unknownIntent: "Unbekannte Aktion.",
} as const;
