import type { LightLevel, WaterLevel } from "./plant";

/** Fallback care texts for products without tips of their own. */

export const DEFAULT_LIGHT_TIPS: Record<LightLevel, string> = {
  low: "Diese Pflanze kommt mit wenig Licht zurecht, etwa an einem Nordfenster oder ein paar Meter vom Fenster entfernt. Pralle Mittagssonne mag sie nicht.",
  medium: "Am liebsten steht sie hell, aber ohne direkte Mittagssonne. Ein Ost- oder Westfenster ist ideal.",
  high: "Sie braucht einen sehr hellen Platz direkt am Fenster. Etwas Morgen- oder Abendsonne verträgt sie gut.",
};

export const DEFAULT_WATER_TIPS: Record<WaterLevel, string> = {
  low: "Gieß erst, wenn die Erde vollständig durchgetrocknet ist. Staunässe solltest du unbedingt vermeiden.",
  medium:
    "Gieß, sobald die oberen 2–3 cm der Erde trocken sind, und kipp überschüssiges Wasser nach etwa 15 Minuten aus dem Übertopf.",
  high: "Halte die Erde gleichmäßig leicht feucht, aber nie nass. Am besten nimmst du zimmerwarmes, kalkarmes Wasser.",
};

/** Keyed by the plant's water level. */
export const DEFAULT_HUMIDITY_TIPS: Record<WaterLevel, string> = {
  low: "Normale bis trockene Raumluft ist für sie kein Problem. Besprühen ist nicht nötig.",
  medium:
    "Normale Raumluft reicht ihr. In der Heizperiode freut sie sich über etwas höhere Luftfeuchtigkeit.",
  high: "Sie mag eine hohe Luftfeuchtigkeit. Vor allem im Winter helfen ein Luftbefeuchter oder eine Schale mit Wasser und Kieselsteinen in ihrer Nähe.",
};

/** Fixed by the spec; keep these values verbatim. */
export const DEFAULT_DETAILS = {
  height: "30-40 cm",
  potDiameter: "15 cm",
  maturity: "Young adult plant",
  weight: "0.8-1.2 kg",
  temperatureTips: "65-80°F (18-27°C)",
} as const;

/** Generic text for "About this plant" when a product has no description. */
export const DEFAULT_DESCRIPTION: string =
  "Eine Zimmerpflanze, die mehr Grün und Ruhe in dein Zuhause bringt. In den Pflegehinweisen siehst du, welchen Standort und wie viel Wasser sie braucht, damit sie sich bei dir von Anfang an wohlfühlt.";
