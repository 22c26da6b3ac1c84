/** The back office's discount codes page (#43 §2), German like the rest of the back office. */
export const DISCOUNT_UI = {
  nav: "Rabattcodes",
  title: "Rabattcodes",
  description:
    "Codes für Aktionen: Prozent, fester Betrag oder kostenloser Versand. Die Liste zeigt, wie oft jeder eingelöst wurde und welchen Umsatz er brachte.",
  newHeading: "Neuer Rabattcode",
  code: "Code",
  codeHint: "3 bis 32 Zeichen: Buchstaben, Ziffern, - und _. Groß- und Kleinschreibung zählt nicht.",
  kind: "Art",
  kinds: { percent: "Prozent", amount: "Fester Betrag", free_shipping: "Kostenloser Versand" },
  value: "Wert",
  valueHint: "Prozent (1–100) oder Betrag in Euro; bei kostenlosem Versand leer.",
  minOrder: "Mindestbestellwert (€)",
  validFrom: "Gültig ab",
  validUntil: "Gültig bis (einschließlich)",
  maxUses: "Einlösungen insgesamt",
  maxUsesPerEmail: "Einlösungen je E-Mail-Adresse",
  optional: "leer: unbegrenzt",
  plantIds: "Nur für Pflanzen (IDs, mit Komma)",
  categories: "Nur für Kategorien (mit Komma)",
  restrictionHint: "Beides leer: der ganze Warenkorb.",
  combinable: "Mit anderen Codes kombinierbar",
  create: "Rabattcode anlegen",
  created: (code: string) => `Der Rabattcode ${code} ist angelegt.`,
  deactivate: "Deaktivieren",
  deactivateLabel: (code: string) => `Rabattcode ${code} deaktivieren`,
  deactivated: (code: string) => `Der Rabattcode ${code} ist deaktiviert.`,
  listHeading: "Alle Rabattcodes",
  empty: "Noch keine Rabattcodes.",
  inactive: "deaktiviert",
  uses: (uses: number, max: number | null) =>
    max === null ? `${uses} eingelöst` : `${uses} von ${max} eingelöst`,
  revenue: (revenue: string, discounted: string) => `Umsatz ${revenue} · Rabatt ${discounted}`,
  window: (from: string | null, until: string | null) =>
    from && until
      ? `gültig ${from} – ${until}`
      : from
        ? `gültig ab ${from}`
        : until
          ? `gültig bis ${until}`
          : "",
  unknownIntent: "Unbekannte Aktion.",
} as const;
