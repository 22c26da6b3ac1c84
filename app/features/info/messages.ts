import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/**
 * UI texts of the info pages (about, investor, careers, support, partner). The editorial texts live in
 * content/pages (German) and content/pages/en (English); this module holds page titles, section labels
 * and control texts, in German and English (#19).
 */
const de = {
  INFO: {
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
  },
} as const;

const en: Catalogue<typeof de> = {
  INFO: {
    copy: {
      unavailable: "Copying automatically isn't possible in this browser. You can reach us at:",
      hint: (email: string) => `Copies ${email} to the clipboard.`,
    },
    about: {
      meta: {
        title: "About us",
        description: `Who is behind ${BRAND.name}, how ${BRAND.scanName} classifies the light at your spot and why we work with local nurseries.`,
      },
      eyebrow: "About us",
      heroImageAlt: "A hand holds a smartphone and measures the light on a windowsill",
      storyEyebrow: "Our story",
      valuesEyebrow: "Our values",
      technologyEyebrow: "Technology",
      teamEyebrow: "Team",
      scanButton: `Start ${BRAND.scanName}`,
      shopButton: "View all plants",
    },
    investor: {
      meta: {
        title: "Investors",
        description: `Investor relations at ${BRAND.name}: market, product and partner network – and how to get in touch with us.`,
      },
      eyebrow: "Investors",
      highlightsHeading: `${BRAND.name} in figures`,
      storyHeading: "Market, product and partner network",
      contactHeading: "Contact for investors",
      emailLabel: "Email",
    },
    careers: {
      meta: {
        title: "Careers",
        description: `Open positions at ${BRAND.name} in Aachen and remote: frontend, customer service, partner management and computer vision.`,
      },
      eyebrow: "Jobs",
      openings: (n: number) => (n === 1 ? "1 open position" : `${n} open positions`),
      listHeading: "Open positions",
      tasks: "What you'll do",
      profile: "What you bring",
      apply: "Apply now",
      applyFor: (title: string) => `as ${title}`,
      subject: (title: string) => `Application for ${title}`,
      initiative: {
        heading: "Nothing that fits?",
        text: "Feel free to send us a speculative application and tell us what you'd like to achieve with us.",
        link: "Apply speculatively",
        subject: "Speculative application",
      },
    },
    support: {
      meta: {
        title: "Help & service",
        description: `Help centre, contact, shipping and returns: answers to the most common questions about your plant order at ${BRAND.name}.`,
      },
      eyebrow: "Help",
      topics: "Topics",
      topicLabels: {
        "help-center": "FAQ",
        contact: "Contact",
        shipping: "Shipping",
        returns: "Returns",
      },
      writeUs: "Send an email",
      withdrawalNotice: "Cancellation policy",
      withdrawOnline: "Cancel your contract online",
    },
    partner: {
      meta: {
        title: "Become a partner",
        description: `Nurseries and plant shops: become a partner of ${BRAND.name}, ship orders all over Germany and earn on every sale.`,
      },
      eyebrow: "For nurseries and plant shops",
      circleLabel: "Nurseries and plant shops in the partner network",
      stepsHeading: "Become a partner in three steps",
      benefitsHeading: "Your benefits",
      traitsHeading: "What you bring",
      ctaHeading: "Want to join us?",
      ctaText:
        "Write us a few lines about your business. We'll get back to you and work out together what your start could look like.",
    },
  },
};

export const infoMessages = defineMessages(de, en);
