import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the home page (spec §2), German and English (#19). */
const de = {
  HOME: {
    title: "Blattwerk – Zimmerpflanzen online kaufen",
    description:
      "Zimmerpflanzen online kaufen, geliefert in ganz Deutschland. Mit Blattwerk Scan misst du das Licht an deinem Platz und findest Pflanzen, die dort gedeihen.",
    heroTitle: "Kaufe deine perfekte Pflanze",
    heroText:
      "Miss mit Blattwerk Scan das Licht an deinem Lieblingsplatz – wir zeigen dir die Pflanzen, die dort wirklich gedeihen.",
    startScan: "Scan starten",
    viewAll: "Alle Pflanzen ansehen",
    benefits: "Unsere Versprechen",
    pauseBenefits: "Laufband anhalten",
    categories: "Nach Kategorie stöbern",
    trending: "Im Trend",
    trendingText: "Die Pflanzen, die gerade besonders gefragt sind.",
    shopOurPlants: "Unsere Pflanzen",
    shopOurPlantsText: "Gesunde Pflanzen aus Gärtnereien in Deutschland, sorgfältig verpackt.",
    testimonials: "Das sagen Pflanzenfreunde",
    testimonialsNote:
      "Beispielhafte Stimmen zur Veranschaulichung – echte Kundenbewertungen folgen nach dem Start.",
    prev: "Vorheriges Zitat",
    next: "Nächstes Zitat",
    goTo: (n: number) => `Zitat ${n} anzeigen`,
    quote: (n: number, of: number) => `Zitat ${n} von ${of}`,
    stars: (n: number) => `${n} von 5 Sternen`,
  },
} as const;

const en: Catalogue<typeof de> = {
  HOME: {
    title: "Blattwerk – Buy houseplants online",
    description:
      "Buy houseplants online, delivered all over Germany. With Blattwerk Scan you measure the light at your spot and find plants that thrive there.",
    heroTitle: "Buy Your Perfect Plant",
    heroText:
      "Measure the light at your favourite spot with Blattwerk Scan – we show you the plants that really thrive there.",
    startScan: "Start Scan",
    viewAll: "View all plants",
    benefits: "Our promises",
    pauseBenefits: "Pause ticker",
    categories: "Browse by category",
    trending: "Trending",
    trendingText: "The plants everyone is asking for right now.",
    shopOurPlants: "Shop Our Plants",
    shopOurPlantsText: "Healthy plants from nurseries in Germany, carefully packed.",
    testimonials: "What plant lovers say",
    testimonialsNote: "Illustrative example quotes – real customer reviews will follow after launch.",
    prev: "Previous quote",
    next: "Next quote",
    goTo: (n: number) => `Show quote ${n}`,
    quote: (n: number, of: number) => `Quote ${n} of ${of}`,
    stars: (n: number) => `${n} out of 5 stars`,
  },
};

export const homeMessages = defineMessages(de, en);
