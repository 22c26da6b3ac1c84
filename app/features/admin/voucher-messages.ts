/** The back office's voucher list (#43 §3). */
export const VOUCHER_UI = {
  nav: "Gutscheine",
  title: "Geschenkgutscheine",
  description:
    "Gekaufte Gutscheine. Einer auf Rechnung gilt erst, wenn du ihn als bezahlt markierst, sobald die Überweisung da ist; einer online bezahlt, sobald Stripe die Zahlung bestätigt. Dann geht er am gewählten Tag per E-Mail hinaus, mit dem Gutschein als PDF.",
  empty: "Noch keine Gutscheine verkauft.",
  /** Bought online (#43 §3): Stripe's webhook issues it, nobody marks it paid. */
  pendingOnline: "wartet auf Online-Zahlung (Stripe)",
  paidOnline: "online bezahlt",
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
