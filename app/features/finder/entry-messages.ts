import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/**
 * The texts of Blattwerk Scan that every page may show at once: the splash and the home page's demo, in German and English (#19). Apart from messages.ts so the first view does not carry the
 * camera's and the results' texts in two languages.
 */
const de = {
  SPLASH: {
    scan: { title: BRAND.scanName, subtitle: "Gleich misst du das Licht an deinem Platz." },
    finder: { title: "Pflanzenfinder", subtitle: "Wir finden deine perfekte Pflanze …" },
  },
  DEMO: {
    label: "Demo von Blattwerk Scan",
    badge: "Demo",
    start: "Demo starten",
    intro: "Sieh dir an, wie der Scan funktioniert – ganz ohne Kamera.",
    aim: "Richte die Kamera auf den Platz für deine Pflanze …",
    confirm: "Position bestätigen",
    close: "Demo schließen",
    analyzing: "Licht wird analysiert …",
    resultTitle: "Perfekter Platz gefunden!",
    resultSubtitle: "Mittleres Licht, ideale Temperatur",
    resultHint: "Helles, indirektes Licht ohne pralle Sonne – ideal für Monstera, Efeutute oder Einblatt.",
    resultNote: "Beispielergebnis – so sieht eine Messung aus.",
    cta: "Empfohlene Pflanzen ansehen",
  },
} as const;

const en: Catalogue<typeof de> = {
  SPLASH: {
    scan: { title: BRAND.scanName, subtitle: "In a moment you'll measure the light at your spot." },
    finder: { title: "Plant Finder", subtitle: "Finding your perfect plant..." },
  },
  DEMO: {
    label: `Demo of ${BRAND.scanName}`,
    badge: "Demo",
    start: "Start demo",
    intro: "See how the scan works – no camera needed.",
    aim: "Point the camera at the spot for your plant …",
    confirm: "Confirm position",
    close: "Close demo",
    analyzing: "Analysing the light …",
    resultTitle: "Perfect spot found!",
    resultSubtitle: "Medium light, ideal temperature",
    resultHint: "Bright, indirect light without harsh sun – ideal for a Monstera, pothos or peace lily.",
    resultNote: "Example result – this is what a measurement looks like.",
    cta: "View recommended plants",
  },
};

export const finderEntryMessages = defineMessages(de, en);
