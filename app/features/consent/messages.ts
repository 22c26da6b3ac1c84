import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** The cookie dialog (spec §4/§9), German and English (#19). */
const CONSENT = {
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

const de = { CONSENT } as const;

const en: Catalogue<typeof de> = {
  CONSENT: {
    title: "Cookie settings",
    intro:
      "We use necessary storage so that your cart, sign-in and saved plants work. " +
      "Anything else we only use if you agree. You can change your choice at any time in the footer.",
    policyLink: "More in the cookie policy",
    categories: {
      necessary: {
        label: "Necessary",
        text: "Cart, sign-in, your saved plants and your cookie choice. Always active.",
      },
      functional: {
        label: "Functional",
        text: "Remembers the view of your recommendations and that you know the scan tutorial beyond your visit. Without consent only while the page is open.",
      },
      analytics: {
        label: "Statistics",
        text: "Helps us understand how the shop is used (not active at present).",
      },
      marketing: { label: "Marketing", text: "For personalised offers (not active at present)." },
    },
    alwaysOn: "Always active",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    save: "Save settings",
    toastAll: "All cookies accepted",
    toastSaved: "Cookie settings saved",
    toastNecessary: "Only necessary cookies active",
  },
};

export const consentMessages = defineMessages(de, en);
