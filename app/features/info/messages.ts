import { BRAND } from "../../../domain/brand";

/**
 * UI texts of the info pages (about, investor, careers, support, partner). The editorial texts live in
 * content/pages; this module holds page titles, section labels and control texts.
 */
export const INFO = {
  copy: {
    unavailable: "Automatisches Kopieren ist in diesem Browser nicht möglich. Du erreichst uns unter:",
    hint: (email: string) => `Kopiert ${email} in die Zwischenablage.`,
  },
  about: {
    meta: {
      title: "Über uns",
      description: `Wer hinter ${BRAND.name} steht, wie ${BRAND.scanName} das Licht an deinem Platz einordnet und warum wir mit lokalen Gärtnereien arbeiten.`,
    },
    eyebrow: "Über uns",
    heroImageAlt: "Eine Hand hält ein Smartphone und misst das Licht auf einer Fensterbank",
    storyEyebrow: "Unsere Geschichte",
    valuesEyebrow: "Unsere Werte",
    technologyEyebrow: "Technologie",
    teamEyebrow: "Team",
    scanButton: `${BRAND.scanName} starten`,
    shopButton: "Alle Pflanzen ansehen",
  },
  investor: {
    meta: {
      title: "Investoren",
      description: `Investor Relations bei ${BRAND.name}: Markt, Produkt und Partnernetz – und wie du mit uns ins Gespräch kommst.`,
    },
    eyebrow: "Investoren",
    highlightsHeading: `${BRAND.name} in Zahlen`,
    storyHeading: "Markt, Produkt und Partnernetz",
    contactHeading: "Kontakt für Investorinnen und Investoren",
    emailLabel: "E-Mail",
  },
  careers: {
    meta: {
      title: "Karriere",
      description: `Offene Stellen bei ${BRAND.name} in Aachen und remote: Frontend, Kundenservice, Partnermanagement und Computer Vision.`,
    },
    eyebrow: "Jobs",
    openings: (n: number) => `${n} offene Stellen`,
    listHeading: "Offene Stellen",
    tasks: "Deine Aufgaben",
    profile: "Was du mitbringst",
    apply: "Jetzt bewerben",
    applyFor: (title: string) => `als ${title}`,
    /** Spec §2: the mail subject is English and verbatim. */
    subject: (title: string) => `Application for ${title}`,
    initiative: {
      heading: "Nichts Passendes dabei?",
      text: "Schick uns gern eine Initiativbewerbung und erzähl uns, was du bei uns bewegen möchtest.",
      link: "Initiativ bewerben",
      subject: "Initiativbewerbung",
    },
  },
  support: {
    meta: {
      title: "Hilfe & Service",
      description: `Hilfe-Center, Kontakt, Versand und Rückgabe: Antworten auf die häufigsten Fragen rund um deine Pflanzenbestellung bei ${BRAND.name}.`,
    },
    eyebrow: "Hilfe",
    topics: "Themen",
    topicLabels: {
      "help-center": "Häufige Fragen",
      contact: "Kontakt",
      shipping: "Versand",
      returns: "Rückgabe",
    },
    writeUs: "E-Mail schreiben",
    withdrawalNotice: "Zur Widerrufsbelehrung",
    withdrawOnline: "Vertrag online widerrufen",
  },
  partner: {
    meta: {
      title: "Partner werden",
      description: `Gärtnereien und Pflanzenläden: Werde Partner von ${BRAND.name}, verschicke Bestellungen in ganz Deutschland und verdiene an jedem Verkauf mit.`,
    },
    eyebrow: "Für Gärtnereien und Pflanzenläden",
    circleLabel: "Gärtnereien und Pflanzenläden im Partnernetz",
    stepsHeading: "In drei Schritten zum Partner",
    benefitsHeading: "Deine Vorteile",
    traitsHeading: "Was du mitbringst",
    ctaHeading: "Lust, dabei zu sein?",
    ctaText:
      "Schreib uns ein paar Zeilen zu deinem Betrieb. Wir melden uns und besprechen gemeinsam, wie der Start für dich aussehen kann.",
  },
} as const;
