export const CONSENT = {
  title: "Cookie-Einstellungen",
  intro:
    "Wir verwenden notwendige Speicher, damit Warenkorb, Anmeldung und Merkliste funktionieren. " +
    "Alles Weitere nutzen wir nur, wenn du zustimmst. Du kannst deine Wahl jederzeit im Footer ändern.",
  policyLink: "Mehr in der Cookie-Richtlinie",
  categories: {
    necessary: {
      label: "Notwendig",
      text: "Warenkorb, Anmeldung, deine Merkliste und deine Cookie-Wahl. Immer aktiv.",
    },
    functional: {
      label: "Funktional",
      text: "Merkt sich über deinen Besuch hinaus die Ansicht der Empfehlungen und dass du das Scan-Tutorial kennst. Ohne Einwilligung nur, solange die Seite geöffnet ist.",
    },
    analytics: {
      label: "Statistik",
      text: "Hilft uns zu verstehen, wie der Shop genutzt wird (derzeit nicht aktiv).",
    },
    marketing: { label: "Marketing", text: "Für personalisierte Angebote (derzeit nicht aktiv)." },
  },
  alwaysOn: "Immer aktiv",
  acceptAll: "Alles akzeptieren",
  necessaryOnly: "Nur notwendige",
  save: "Einstellungen speichern",
  toastAll: "Alle Cookies akzeptiert",
  toastSaved: "Cookie-Einstellungen gespeichert",
  toastNecessary: "Nur notwendige Cookies aktiv",
} as const;

/** The dialog opens 1000 ms after load when no consent is stored (spec §4/§9). */
export const CONSENT_DELAY_MS = 1000;
