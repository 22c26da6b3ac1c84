import type { ColourBalance, LightNote } from "../../../domain/light";
import type { LightLevel } from "../../../domain/plant";
import type { ReasonKey } from "../../../domain/recommend";
import type { Shadow, WindowDirection, WindowDistance } from "../../../domain/spot";
import { BRAND } from "../../lib/brand";

/**
 * Every text of Blattwerk Scan: splash, tutorial, camera, manual description, recommendations, the home
 * demo and /concierge. Spec strings verbatim (several are English in the spec); new text is German.
 */

export const SPLASH = {
  scan: { title: BRAND.scanName, subtitle: "Gleich misst du das Licht an deinem Platz." },
  finder: { title: "Plant Finder", subtitle: "Finding your perfect plant..." },
} as const;

export const TUTORIAL = {
  title: `So funktioniert ${BRAND.scanName}`,
  steps: [
    {
      title: "Scan Your Spot",
      text: "Richte die Kamera deines Smartphones auf den Platz, an dem deine Pflanze stehen soll – Fensterbank, Regal oder Zimmerecke.",
    },
    {
      title: "AI Magic",
      text: "Dein Gerät misst Helligkeit und Lichtfarbe an diesem Platz. Das Bild bleibt dabei auf deinem Gerät. Dann durchsuchen wir unseren Shop.",
    },
    {
      title: "Perfect Matches",
      text: "Du bekommst Pflanzen, die genau bei diesem Licht gedeihen – mit einer kurzen Begründung zu jeder Empfehlung.",
    },
  ],
  next: "Next",
  start: "Start",
  close: "Schließen",
  closeBuiltIn: "Tutorial schließen",
  stepsLabel: "Schritte",
  goToStep: (n: number, of: number) => `Schritt ${n} von ${of}`,
} as const;

export const CAMERA = {
  title: BRAND.scanName,
  initializing: "Kamera wird vorbereitet …",
  requesting: "Bitte erlaube den Zugriff auf deine Kamera.",
  aim: "Richte die Kamera auf den Platz für deine Pflanze und halte sie kurz ruhig.",
  privacy: "Das Bild wird nur auf deinem Gerät ausgewertet und nirgends gespeichert.",
  confirm: "Position bestätigen",
  close: "Scan schließen",
  processing: "Processing AI Analysis...",
  deniedTitle: "Camera Access Required",
  deniedText:
    "Ohne Kamera können wir das Licht nicht messen. Erlaube den Zugriff in den Einstellungen deines Browsers – oder beschreibe deinen Platz einfach selbst.",
  tryAgain: "Try Again",
  returnToShop: "Return to Shop",
  describeSpot: "Platz beschreiben",
  describeInstead: "Ohne Kamera: Platz beschreiben",
  feedFailed: "Could not start camera feed",
  accessDenied: "Camera access denied. Please allow camera permissions to use AI Finder.",
} as const;

export const MANUAL = {
  title: "Beschreibe deinen Platz",
  intro: "Drei kurze Fragen – daraus schätzen wir das Licht an deinem Platz.",
  window: "In welche Richtung zeigt das nächste Fenster?",
  windows: {
    south: "Süden",
    east: "Osten",
    west: "Westen",
    north: "Norden",
    none: "Kein Fenster im Raum",
  } satisfies Record<WindowDirection, string>,
  distance: "Wie weit ist der Platz vom Fenster entfernt?",
  distances: {
    near: "Weniger als 1 m",
    middle: "1 bis 2 m",
    far: "Mehr als 2 m",
  } satisfies Record<WindowDistance, string>,
  shadow: "Hand-Schatten-Test",
  shadowHelp: "Halte tagsüber deine Hand etwa 30 cm über den Platz. Wie sieht ihr Schatten aus?",
  shadows: {
    sharp: "Scharf umrissen",
    soft: "Weich, mit unscharfen Rändern",
    faint: "Kaum zu sehen",
  } satisfies Record<Shadow, string>,
  submit: "Empfehlungen anzeigen",
  backToCamera: "Doch mit der Kamera messen",
} as const;

export const LIGHT_LABEL = {
  low: "Wenig Licht",
  medium: "Mittleres Licht",
  high: "Viel Licht",
} as const satisfies Record<LightLevel, string>;

export const COLOUR_LABEL = {
  warm: "Warmes Licht",
  neutral: "Neutrales Licht",
  cool: "Kühles Licht",
} as const satisfies Record<ColourBalance, string>;

export const RESULTS = {
  title: "Pflanzenempfehlungen",
  description: "Pflanzen, die bei dem Licht an deinem Platz gedeihen.",
  loading: "Empfehlungen werden geladen …",
  progress: (n: number) => `${n} %`,
  empty: "Keine Treffer – versuche es an einem anderen Platz.",
  toShop: "Alle Pflanzen ansehen",
  errorToast: "Error loading recommendations",
  errorToastText: "There was a problem loading your plant recommendations.",
  errorInline: "Die Empfehlungen konnten nicht geladen werden. Bitte versuche es gleich noch einmal.",
  back: "Zur Startseite",
  view: "Ansicht",
  single: "Eine Spalte",
  dual: "Zwei Spalten",
  spot: "Dein Platz",
  lux: (lux: string) => `ca. ${lux} lx`,
  confidence: (pct: number) => `Sicherheit ${pct} %`,
  method: {
    exposure: "Mit der Kamera gemessen: Belichtungsdaten und Bildhelligkeit",
    frame: "Mit der Kamera gemessen: Bildhelligkeit",
    manual: "Aus deiner Beschreibung des Platzes geschätzt",
    example: `Beispielwert aus der Demo – miss deinen eigenen Platz mit ${BRAND.scanName}.`,
  },
  unsure: {
    "auto-exposure": "Unsicher – die Kamera hat die Belichtung automatisch angepasst",
    "near-threshold": "Unsicher – der Wert liegt nahe an der Grenze zwischen zwei Lichtstufen",
    clipped: "Unsicher – das Bild ist stellenweise überbelichtet, der Platz ist wohl noch heller",
    "assumed-aperture":
      "Unsicher – dein Browser nennt die Blende der Kamera nicht, wir rechnen mit einem typischen Wert",
    manual: "Unsicher – deine Angaben deuten auf unterschiedliche Lichtstufen hin",
  } satisfies Record<LightNote | "manual", string>,
  checkByHand: "Zur Kontrolle: Platz beschreiben",
  describeSpot: "Platz beschreiben",
  rescan: "Neu messen",
  preferences: "Deine Wünsche",
  pets: "Ich habe Haustiere",
  lowCare: "Wenig Zeit für Pflege",
  noMeasurement: "Noch kein Platz gemessen",
  noMeasurementText:
    "Miss das Licht mit der Kamera oder beschreibe deinen Platz – dann zeigen wir dir Pflanzen, die dort gedeihen.",
  startScan: "Scan starten",
  count: (n: number) => (n === 1 ? "1 passende Pflanze" : `${n} passende Pflanzen`),
  reasonLabel: "Warum sie passt",
} as const;

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

/** The short German reason shown with a recommendation. */
export function reasonText({ need, spot, petFriendly, lowWater }: ReasonKey): string {
  return [
    REASONS[need][spot],
    petFriendly && "ungiftig für Haustiere",
    lowWater && "braucht nur selten Wasser",
  ]
    .filter(Boolean)
    .join(" · ");
}

export const DEMO = {
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
} as const;

export const CONCIERGE = {
  title: "What are you looking for?",
  subtitle: "Tell us what you need, we'll make it happen",
  placeholder: "A plant, a haircut, a gift...",
  inputLabel: "Wonach suchst du?",
  startScan: "Start Scan",
  metaDescription: "Sag uns, was du suchst – für Pflanzen startest du hier Blattwerk Scan.",
} as const;
