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

/** The same fallbacks for English pages (#19); the spec's DEFAULT_DETAILS are English already. */
export const DEFAULT_LIGHT_TIPS_EN: Record<LightLevel, string> = {
  low: "This plant copes with little light, such as a north-facing window or a spot a few metres from the glass. It does not like harsh midday sun.",
  medium:
    "It is happiest in a bright spot out of direct midday sun. An east- or west-facing window is ideal.",
  high: "It needs a very bright place right by the window and is glad of some morning or evening sun.",
};

export const DEFAULT_WATER_TIPS_EN: Record<WaterLevel, string> = {
  low: "Water only once the soil has dried out completely, and never let the roots sit in water.",
  medium:
    "Water as soon as the top 2–3 cm of soil are dry, and tip any water left in the outer pot away after about 15 minutes.",
  high: "Keep the soil evenly moist but never soggy, ideally with room-temperature water low in lime.",
};

export const DEFAULT_HUMIDITY_TIPS_EN: Record<WaterLevel, string> = {
  low: "Normal or even dry indoor air is no problem for it, and it does not need misting.",
  medium: "Normal indoor air is fine. While the heating is on, it appreciates a little more humidity.",
  high: "It likes humid air. In winter especially, a humidifier or a tray of water and pebbles nearby helps.",
};

export const DEFAULT_DESCRIPTION_EN: string =
  "A houseplant that brings more green and calm into your home. The care information tells you which spot and how much water it needs, so it feels at home with you from day one.";
