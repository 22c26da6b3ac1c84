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
    reviews: "Das sagen unsere Kundinnen und Kunden",
    verifiedAbout: "Verifizierter Kauf:",
    reviewsNote:
      "Die neuesten Bewertungen, nicht nach Sternen ausgewählt, nur von Kundinnen und Kunden, die die Pflanze bei uns gekauft und geliefert bekommen haben.",
    prev: "Vorherige Bewertung",
    next: "Nächste Bewertung",
    goTo: (n: number) => `Bewertung ${n} anzeigen`,
    quote: (n: number, of: number) => `Bewertung ${n} von ${of}`,
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
    reviews: "What our customers say",
    verifiedAbout: "Verified purchase:",
    reviewsNote:
      "The newest reviews, not selected by stars, only from customers who bought the plant from us and had it delivered.",
    prev: "Previous review",
    next: "Next review",
    goTo: (n: number) => `Show review ${n}`,
    quote: (n: number, of: number) => `Review ${n} of ${of}`,
    stars: (n: number) => `${n} out of 5 stars`,
  },
};

export const homeMessages = defineMessages(de, en);
