import { BRAND, contactEmail } from "../../domain/shop/brand";

export type JobType = "Vollzeit" | "Teilzeit" | "Full-time" | "Part-time";

export interface Job {
  /** Stable anchor id, lower-case ASCII with hyphens. */
  id: string;
  title: string;
  location: string;
  type: JobType;
  description: string;
  tasks: string[];
  profile: string[];
}

export interface CareersContent {
  heading: string;
  intro: string;
  jobs: Job[];
}

export const CAREERS: CareersContent = {
  heading: "Karriere",
  intro: `Bei ${BRAND.name} arbeiten Menschen aus Technik, Gartenbau und Handel gemeinsam daran, dass jede Pflanze einen Platz findet, an dem sie gedeiht. Wenn du Lust hast, das mit uns aufzubauen, freuen wir uns auf deine Bewerbung – auch wenn du nicht jeden Punkt einer Stellenbeschreibung erfüllst.`,
  jobs: [
    {
      id: "senior-frontend-engineer-react",
      title: "Senior Frontend Engineer (React) (m/w/d)",
      location: "Aachen oder Remote (Deutschland)",
      type: "Vollzeit",
      description: `Du gestaltest die Oberfläche, über die Menschen ihre Pflanzen finden: vom Shop bis zur Ergebnisansicht von ${BRAND.scanName}. Dabei achtest du genauso auf Barrierefreiheit und Ladezeiten wie auf sauberen, gut wartbaren Code.`,
      tasks: [
        "Du entwickelst neue Funktionen für Shop, Merkliste und Scan-Erlebnis mit React und TypeScript.",
        "Du baust die Oberfläche für die Kamera-Erfassung so, dass der Scan auch für Einsteigerinnen und Einsteiger selbsterklärend ist.",
        "Du sorgst für schnelle Ladezeiten und eine barrierearme Bedienung auf Smartphone und Desktop.",
        "Du entwickelst unsere Komponenten und Teststrategie gemeinsam mit dem Team weiter.",
        "Du bringst deine Erfahrung in Code-Reviews und technische Entscheidungen ein.",
      ],
      profile: [
        "Mehrjährige Erfahrung in der Frontend-Entwicklung mit React und TypeScript",
        "Gutes Gespür für Nutzerführung, Barrierefreiheit und Performance im Web",
        "Erfahrung mit automatisierten Tests und modernen Build-Werkzeugen",
        "Freude daran, Wissen zu teilen und Verantwortung zu übernehmen",
        "Sehr gute Deutsch- oder Englischkenntnisse",
      ],
    },
    {
      id: "pflanzenexpertin-pflanzenexperte-kundenservice",
      title: "Pflanzenexpertin/Pflanzenexperte Kundenservice (m/w/d)",
      location: "Aachen",
      type: "Teilzeit",
      description: `Du bist die Stimme von ${BRAND.name}, wenn Kundinnen und Kunden Fragen haben – zur Bestellung, zum Scan oder dazu, warum ihre Calathea plötzlich die Blätter einrollt. Du berätst mit Fachwissen, Geduld und einem offenen Ohr.`,
      tasks: [
        "Du beantwortest Anfragen per E-Mail rund um Bestellungen, Lieferung und Rücksendungen.",
        "Du hilfst bei Pflegefragen und gibst Tipps, damit Pflanzen sich im neuen Zuhause einleben.",
        "Du prüfst Meldungen zu beschädigten Pflanzen anhand von Fotos und stimmst dich dazu mit unseren Partnerbetrieben ab.",
        "Du schreibst und überarbeitest Pflegehinweise und Antworten für unser Hilfe-Center.",
        "Du gibst Rückmeldungen aus dem Kundenkontakt an Produkt- und Pflanzenteam weiter.",
      ],
      profile: [
        "Ausbildung im Gartenbau, etwa im Zierpflanzenbau, oder vergleichbare Erfahrung mit Zimmerpflanzen",
        "Freude am Kontakt mit Menschen und ein freundlicher, klarer Schreibstil",
        "Sorgfalt und Ruhe, auch wenn es einmal mehr zu tun gibt",
        "Sicherer Umgang mit E-Mail und gängigen Office-Werkzeugen",
        "Sehr gute Deutschkenntnisse in Wort und Schrift",
      ],
    },
    {
      id: "partner-manager-gaertnereien",
      title: "Partner Manager Gärtnereien (m/w/d)",
      location: "Remote (Deutschland)",
      type: "Vollzeit",
      description:
        "Unsere Bestellungen werden von Gärtnereien und Pflanzenläden aus ganz Deutschland verschickt. Du gewinnst neue Partnerbetriebe, begleitest sie beim Start und bist ihre erste Ansprechperson.",
      tasks: [
        "Du sprichst passende Gärtnereien und Pflanzenläden an und stellst ihnen die Zusammenarbeit vor.",
        "Du begleitest neue Partner beim Einstieg – vom ersten Gespräch bis zum ersten verschickten Paket.",
        "Du bist Ansprechperson für laufende Fragen zu Sortiment, Verpackung und Versand.",
        "Du achtest gemeinsam mit den Betrieben auf gleichbleibende Pflanzenqualität.",
        "Du besuchst Partnerbetriebe vor Ort und bist dafür gelegentlich innerhalb Deutschlands unterwegs.",
      ],
      profile: [
        "Erfahrung im Partner- oder Vertriebsmanagement, idealerweise im Gartenbau oder Handel",
        "Verständnis dafür, wie Gärtnereien und Fachhandel arbeiten",
        "Kommunikationsstärke und Freude daran, langfristige Beziehungen aufzubauen",
        "Strukturierte, selbstständige Arbeitsweise, auch im Homeoffice",
        "Sehr gute Deutschkenntnisse und Bereitschaft zu gelegentlichen Reisen",
      ],
    },
    {
      id: "computer-vision-engineer",
      title: "Computer Vision Engineer (m/w/d)",
      location: "Aachen oder Remote (Deutschland)",
      type: "Vollzeit",
      description: `Du entwickelst das Herz von ${BRAND.scanName} weiter: die Einordnung der Lichtverhältnisse aus Helligkeit, Farbtemperatur und Belichtungsdaten der Kamera. Die gesamte Auswertung läuft auf dem Gerät – Scan-Bilder werden nie hochgeladen.`,
      tasks: [
        "Du verbesserst die Datenfusion aus Helligkeit, Farbtemperatur und Kamera-Belichtungsdaten.",
        "Du entwickelst Modelle und Verfahren, die schnell und zuverlässig direkt auf dem Smartphone laufen.",
        "Du misst die Genauigkeit der Lichteinordnung und sicherst sie mit reproduzierbaren Tests ab.",
        "Du sorgst dafür, dass der Scan auf unterschiedlichen Geräten und Kameras verlässlich arbeitet.",
        "Du arbeitest eng mit Frontend und Pflanzenteam zusammen, damit aus Messwerten gute Empfehlungen werden.",
      ],
      profile: [
        "Abgeschlossenes Studium in Informatik, Physik, Elektrotechnik oder vergleichbare Erfahrung",
        "Praxis in Bildverarbeitung oder Computer Vision, gern auch mit Kamerasensorik und Farbräumen",
        "Erfahrung damit, Modelle für mobile Geräte oder den Browser zu optimieren",
        "Sorgfältiger Umgang mit Messdaten und Freude an sauberer Evaluation",
        "Sehr gute Deutsch- oder Englischkenntnisse",
      ],
    },
  ],
};

export const CAREERS_EMAIL: string = contactEmail("karriere");
