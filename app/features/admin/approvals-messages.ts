import type { ApprovalKind } from "../../../domain/orders/approvals";

/** The approvals page's strings (#49 §3): refunds and credit notes above customer service's limit. */
export const APPROVALS_UI = {
  nav: "Freigaben",
  title: "Freigaben",
  description:
    "Erstattungen und Gutschriften des Kundenservice über dem Limit aus den Einstellungen. Freigeben führt den Vorgang sofort aus, mit allen Prüfungen der Bestellung; Ablehnen bewegt kein Geld.",
  pendingHeading: "Wartet auf dich",
  decidedHeading: "Zuletzt entschieden",
  empty: "Nichts wartet auf eine Freigabe.",
  decidedEmpty: "Noch nichts entschieden.",
  kinds: {
    order_refund: "Erstattung",
    order_credit: "Gutschrift",
    withdrawal_refund: "Erstattung nach Widerruf",
    withdrawal_credit: "Gutschrift nach Widerruf",
  } satisfies Record<ApprovalKind, string>,
  requested: (who: string, when: string) => `angefragt von ${who} am ${when}`,
  reason: (text: string) => `Grund: ${text}`,
  approve: "Freigeben",
  decline: "Ablehnen",
  declineReason: "Grund der Ablehnung (optional)",
  approvedBy: (who: string, when: string) => `freigegeben von ${who} am ${when}`,
  declinedBy: (who: string, when: string) => `abgelehnt von ${who} am ${when}`,
  toOrder: (number: string) => `Bestellung ${number}`,
  toWithdrawal: "Zum Widerruf",
  unknown: "Diesen Vorgang gibt es nicht.",
  decided: "Über diesen Vorgang ist schon entschieden.",
  unknownIntent: "Diese Aktion gibt es hier nicht.",
  waitingCount: (n: number) =>
    n === 1 ? "1 Erstattung wartet auf deine Freigabe." : `${n} Erstattungen warten auf deine Freigabe.`,
} as const;
