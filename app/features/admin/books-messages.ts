/** The back office's books page (/admin/books, #27): German only, as the whole back office. */
export const BOOKS = {
  nav: "Buchhaltung",
  title: "Buchhaltung",
  description:
    "Belege und Zahlungen eines Zeitraums für die Steuerberatung: Summen je Steuersatz, Beleg- und Zahlungsjournal, DATEV-Buchungsstapel und alle Belege als PDF.",
  periodLegend: "Zeitraum",
  from: "Von",
  to: "Bis",
  apply: "Anzeigen",
  periodHint:
    "Belege zählen nach Belegdatum, Zahlungen nach Wertstellung (Tage in deutscher Zeit). Ein Zeitraum liegt in einem Kalenderjahr.",
  totalsTitle: (from: string, to: string) => `Summen vom ${from} bis ${to}`,
  rateCaption: (rate: number) => `Umsatzsteuer ${rate} %`,
  kind: "Beleg",
  net: "Netto",
  vat: "USt",
  gross: "Brutto",
  invoices: "Rechnungen",
  // Soft hyphens: on a phone the table's first column may break these long words.
  cancellations: "Storno\u00adrechnungen",
  credits: "Rechnungs\u00adkorrekturen",
  total: "Umsatz",
  noDocuments: "In diesem Zeitraum wurde kein Beleg ausgestellt.",
  moneyTitle: "Geldbewegungen",
  payments: "Zahlungseingänge",
  refunds: "Erstattungen",
  moneyHint: "Stornierte Buchungen sind abgezogen.",
  counts: (documents: number, movements: number) =>
    `${documents === 1 ? "1 Beleg" : `${documents} Belege`}, ${movements === 1 ? "1 Geldbewegung" : `${movements} Geldbewegungen`}`,
  downloadsTitle: "Für die Steuerberatung",
  documentsCsv: "Belegjournal (CSV)",
  paymentsCsv: "Zahlungsjournal (CSV)",
  datev: "DATEV-Buchungsstapel",
  pdfs: "Alle Belege als PDF (ZIP)",
  accounts: (chart: string, a: { revenue7: string; revenue19: string; receivable: string; bank: string }) =>
    `Kontenrahmen ${chart}: Erlöse 7 % ${a.revenue7}, Erlöse 19 % ${a.revenue19}, Forderungen (Sammeldebitor) ${a.receivable}, Bank ${a.bank}.`,
  placeholderNumbers:
    "Berater- und Mandantennummer sind noch Platzhalter (1001 und 1). Trag die Nummern deines Steuerbüros in DATEV_CONSULTANT_NUMBER und DATEV_CLIENT_NUMBER ein, bevor du den Buchungsstapel weitergibst.",
} as const;
