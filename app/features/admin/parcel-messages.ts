/** The packing table's texts in the back office (#34): order page, withdrawal page, orders list. */
export const PARCEL_UI = {
  heading: "Versand vorbereiten",
  packingSlip: "Lieferschein (PDF)",
  packingSlipHint: "Für das Paket: Absender, Lieferadresse, Bestellnummer und Artikel, ohne Preise.",
  labelHeading: "DHL-Label",
  weight: "Gewicht (kg)",
  weightHint: "Mit Verpackung, höchstens 31,5 kg.",
  createLabel: "DHL-Label erstellen",
  downloadLabel: "Label herunterladen (PDF)",
  cancelLabel: "Label stornieren",
  labelLine: (n: string) => `DHL Paket ${n}`,
  labelMeta: (weight: string, when: string, who: string) => `${weight} kg · erstellt am ${when} von ${who}`,
  cancelledMark: (when: string) => `storniert am ${when}`,
  labelOnlyConfirmed: "Ein DHL-Label gibt es, sobald die Bestellung bestätigt ist.",
  noLabel: "Für diese Bestellung wurde kein DHL-Label erstellt.",
  labelTracking: "Beim Versenden wird die Sendungsnummer des Labels übernommen.",
  notConfigured:
    "DHL ist nicht eingerichtet: Labels erstellst du im Geschäftskundenportal. Die Adressen aller zu versendenden Bestellungen gibt es als CSV für dessen Import.",
  portalCsv: "Adressen für das DHL-Geschäftskundenportal (CSV)",
  batchSlips: "Lieferscheine aller zu versendenden Bestellungen (PDF)",
  returnHeading: "Rücksendeetikett",
  returnHint:
    "Die Eingangsbestätigung verspricht ein kostenloses Rücksendeetikett. Es wird bei DHL erstellt und der Kundin oder dem Kunden als PDF gemailt.",
  sendReturnLabel: "Rücksendeetikett senden",
  returnNeedsOrder: "Ordne den Widerruf zuerst einer Bestellung zu: das Etikett braucht deren Adresse.",
  returnNotConfigured:
    "DHL ist nicht eingerichtet: Erstelle das Rücksendeetikett im Geschäftskundenportal und schicke es der Kundin oder dem Kunden.",
  returnLine: (n: string) => `DHL Retoure ${n}`,
} as const;
