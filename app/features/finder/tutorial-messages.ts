import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** The scan tutorial's texts (spec §2), German and English (#19); loaded with the dialog, on demand. */
const de = {
  TUTORIAL: {
    title: `So funktioniert ${BRAND.scanName}`,
    steps: [
      {
        title: "Scanne deinen Platz",
        text: "Richte die Kamera deines Smartphones auf den Platz, an dem deine Pflanze stehen soll – Fensterbank, Regal oder Zimmerecke.",
      },
      {
        title: "KI-Magie",
        text: "Dein Gerät misst Helligkeit und Lichtfarbe an diesem Platz. Das Bild bleibt dabei auf deinem Gerät. Dann durchsuchen wir unseren Shop.",
      },
      {
        title: "Perfekte Treffer",
        text: "Du bekommst Pflanzen, die genau bei diesem Licht gedeihen – mit einer kurzen Begründung zu jeder Empfehlung.",
      },
    ],
    next: "Weiter",
    start: "Starten",
    close: "Schließen",
    closeBuiltIn: "Tutorial schließen",
    stepsLabel: "Schritte",
    goToStep: (n: number, of: number) => `Schritt ${n} von ${of}`,
  },
} as const;

const en: Catalogue<typeof de> = {
  TUTORIAL: {
    title: `How ${BRAND.scanName} works`,
    steps: [
      {
        title: "Scan Your Spot",
        text: "Point your smartphone's camera at the spot where your plant should live – a windowsill, a shelf or a corner of the room.",
      },
      {
        title: "AI Magic",
        text: "Your device measures the brightness and colour of the light at that spot. The image stays on your device. Then we search our shop.",
      },
      {
        title: "Perfect Matches",
        text: "You get plants that thrive in exactly this light – with a short reason for every recommendation.",
      },
    ],
    next: "Next",
    start: "Start",
    close: "Close",
    closeBuiltIn: "Close tutorial",
    stepsLabel: "Steps",
    goToStep: (n: number, of: number) => `Step ${n} of ${of}`,
  },
};

export const tutorialMessages = defineMessages(de, en);
