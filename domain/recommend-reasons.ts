import type { LightLevel } from "./plant";
import type { ReasonKey } from "./recommend";

/** Why a plant suits a spot, in German: the finder API answers with it and the results page shows it. */
const REASONS: Record<LightLevel, Record<LightLevel, string>> = {
  low: {
    low: "Kommt mit wenig Licht aus – ideal für deinen Platz",
    medium: "Mag es eher schattig, kommt mit mittlerem Licht aber gut zurecht",
    high: "Verträgt helles Licht – an pralle Sonne gewöhnst du sie langsam",
  },
  medium: {
    low: "Wächst bei wenig Licht nur langsam – stell sie möglichst nah ans Fenster",
    medium: "Liebt helles, indirektes Licht – genau wie an deinem Platz",
    high: "Mag es hell – vor praller Mittagssonne solltest du sie schützen",
  },
  high: {
    low: "Bekommt hier zu wenig Licht",
    medium: "Braucht viel Licht – an deinem Platz wächst sie langsamer",
    high: "Liebt viel Licht – an deinem hellen Platz gedeiht sie",
  },
};

export function reasonText({ need, spot, petFriendly, lowWater }: ReasonKey): string {
  return [
    REASONS[need][spot],
    petFriendly && "ungiftig für Haustiere",
    lowWater && "braucht nur selten Wasser",
  ]
    .filter(Boolean)
    .join(" · ");
}
