export const HOME = {
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
  trending: "Trending",
  trendingText: "Die Pflanzen, die gerade besonders gefragt sind.",
  shopOurPlants: "Shop Our Plants",
  shopOurPlantsText: "Gesunde Pflanzen aus Gärtnereien in Deutschland, sorgfältig verpackt.",
  testimonials: "Das sagen Pflanzenfreunde",
  testimonialsNote:
    "Beispielhafte Stimmen zur Veranschaulichung – echte Kundenbewertungen folgen nach dem Start.",
  prev: "Vorheriges Zitat",
  next: "Nächstes Zitat",
  goTo: (n: number) => `Zitat ${n} anzeigen`,
  stars: (n: number) => `${n} von 5 Sternen`,
} as const;
