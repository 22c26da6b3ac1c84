import type { LightLevel } from "../catalog/plant";
import { defineMessages, type Locale } from "../text/i18n";
import type { ReasonKey } from "./recommend";

type Reasons = {
  /** [what the plant needs][what the spot has] */
  fit: Record<LightLevel, Record<LightLevel, string>>;
  petFriendly: string;
  lowWater: string;
  /** These two replace the fit text: where the plant only holds on, or would scorch. */
  survives: string;
  sunWarning: string;
};

const de: Reasons = {
  fit: {
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
  },
  petFriendly: "ungiftig für Haustiere",
  lowWater: "braucht nur selten Wasser",
  survives: "Kommt hier nur gerade so zurecht – wachsen wird sie kaum; näher am Fenster ginge es ihr besser",
  sunWarning:
    "Verträgt keine pralle Sonne – stell sie etwas vom Fenster weg oder hinter einen hellen Vorhang",
};

/** Why a plant suits a spot (#19: in the page's language): the finder API answers with it, the results show it. */
export const REASONS = defineMessages(de, {
  fit: {
    low: {
      low: "Copes with little light – ideal for your spot",
      medium: "Prefers some shade but does well in medium light",
      high: "Tolerates bright light – get it used to full sun slowly",
    },
    medium: {
      low: "Grows only slowly in low light – place it as close to the window as you can",
      medium: "Loves bright, indirect light – just like at your spot",
      high: "Likes it bright – protect it from the midday sun",
    },
    high: {
      low: "Gets too little light here",
      medium: "Needs a lot of light – it grows more slowly at your spot",
      high: "Loves lots of light – it will thrive at your bright spot",
    },
  },
  petFriendly: "safe for pets",
  lowWater: "needs water only now and then",
  survives: "Only just gets by here – it will hardly grow; it would do better nearer the window",
  sunWarning: "Does not like full sun – keep it back from the glass or behind a sheer curtain",
});

export function reasonText(
  { need, spot, petFriendly, lowWater, survives, sunWarning }: ReasonKey,
  locale: Locale = "de",
): string {
  const t = REASONS[locale];
  return [
    survives ? t.survives : sunWarning ? t.sunWarning : t.fit[need][spot],
    petFriendly && t.petFriendly,
    lowWater && t.lowWater,
  ]
    .filter(Boolean)
    .join(" · ");
}
