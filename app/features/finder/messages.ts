import { BRAND } from "../../../domain/brand";
import type { Obstruction } from "../../../domain/daylight";
import type { ColourBalance, LightNote } from "../../../domain/light";
import type { MeasurePath } from "../../../domain/measurement";
import type { LightLevel } from "../../../domain/plant";
import type { Shadow, WindowDirection, WindowDistance } from "../../../domain/spot";

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
  noCameraTitle: "Keine Kamera gefunden",
  noCameraText:
    "Auf diesem Gerät steht keine Kamera zur Verfügung. Beschreibe deinen Platz – aus Fensterrichtung, Abstand und Schatten schätzen wir das Licht.",
  feedFailed: "Could not start camera feed",
  accessDenied: "Camera access denied. Please allow camera permissions to use AI Finder.",
} as const;

export const MANUAL = {
  title: "Beschreibe deinen Platz",
  intro: "Ein paar kurze Fragen – daraus schätzen wir das Licht an deinem Platz, im Sommer wie im Winter.",
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
  obstruction: "Was ist vor dem Fenster?",
  obstructions: {
    open: "Freie Sicht auf den Himmel",
    some: "Häuser oder Bäume gegenüber",
    heavy: "Dicht bebaut oder ein Balkon darüber",
  } satisfies Record<Obstruction, string>,
  plz: "Deine Postleitzahl (freiwillig)",
  plzHelp:
    "Aus der Region berechnen wir den Sonnenstand im Sommer und im Winter. Ohne sie rechnen wir mit der Mitte Deutschlands.",
  plzInvalid: "Bitte gib eine deutsche Postleitzahl mit fünf Ziffern ein – oder lass das Feld leer.",
  compass: "Mit dem Kompass bestimmen",
  compassHelp: "Halte dein Smartphone flach vor das Fenster, die Oberkante zeigt nach draußen.",
  compassWaiting: "Kompass wird gelesen …",
  compassResult: (deg: number, direction: string) => `Dein Fenster zeigt nach ${deg}° (${direction}).`,
  compassUnavailable: "Dieses Gerät hat keinen Kompass – wähle die Richtung bitte selbst.",
  compassDenied: "Ohne Zugriff auf die Bewegungssensoren geht es nicht – wähle die Richtung bitte selbst.",
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
  luxRange: (min: string, max: string) => `${min}–${max} lx`,
  luxAtLeast: (lux: string) => `mehr als ${lux} lx`,
  luxBelow: (lux: string) => `unter ${lux} lx`,
  luxAbove: (lux: string) => `über ${lux} lx – heller, als die Kamera messen kann`,
  confidence: (pct: number) => `Sicherheit ${pct} %`,
  method: {
    exposure: "Mit der Kamera gemessen: Belichtungsdaten und Bildhelligkeit",
    frame: "Mit der Kamera gemessen: Bildhelligkeit",
    path: {
      "manual-exposure": "Mit der Kamera gemessen: feste Belichtung, die wir eingestellt haben",
      reported: "Mit der Kamera gemessen: Belichtungsdaten der Kamera und Bildhelligkeit",
      compensation:
        "Mit der Kamera geschätzt: Belichtungskorrektur, Bildrauschen und Bildrate – deine Kamera nennt ihre Belichtung nicht",
      estimated:
        "Mit der Kamera geschätzt: Bildrauschen, Bildrate und Helligkeit – deine Kamera nennt ihre Belichtung nicht",
    } satisfies Record<MeasurePath, string>,
    manual: "Aus deiner Beschreibung des Platzes geschätzt",
    example: `Beispielwert aus der Demo – miss deinen eigenen Platz mit ${BRAND.scanName}.`,
  },
  unsure: {
    "auto-exposure": "Unsicher – die Kamera hat die Belichtung automatisch angepasst",
    "near-threshold": "Unsicher – der Wert liegt nahe an der Grenze zwischen zwei Lichtstufen",
    clipped: "Unsicher – das Bild ist stellenweise überbelichtet, der Platz ist wohl noch heller",
    "assumed-aperture":
      "Unsicher – dein Browser nennt die Blende der Kamera nicht, wir rechnen mit einem typischen Wert",
    "noise-estimate":
      "Unsicher – deine Kamera nennt ihre Belichtung nicht; wir schätzen sie aus Bildrauschen und Bildrate, das kann je nach Kamera um das Doppelte abweichen",
    "lower-bound":
      "Unsicher – der Platz ist heller, als diese Kamera ohne Belichtungsdaten unterscheiden kann; wie viel heller, sagt dir die Beschreibung des Platzes",
    "above-range": "Das Bild ist überbelichtet – der Platz ist heller, als die Kamera messen kann",
    "below-range": "Sehr dunkel – dunkler, als die Kamera noch messen kann",
    manual: "Unsicher – deine Angaben deuten auf unterschiedliche Lichtstufen hin",
  } satisfies Record<LightNote | "manual", string>,
  unsureUnnamed: "Unsicher – miss zur Kontrolle noch einmal oder beschreibe deinen Platz",
  seasons: "Über das Jahr",
  summer: "Im Sommer (21. Juni)",
  winter: "Im Winter (21. Dezember)",
  seasonValue: (lux: string, dli: string) => `ca. ${lux} lx am Tag · ${dli} mol/m² pro Tag`,
  seasonBound: {
    min: (lux: string, dli: string) => `mehr als ${lux} lx am Tag · mehr als ${dli} mol/m² pro Tag`,
    max: (lux: string, dli: string) => `unter ${lux} lx am Tag · unter ${dli} mol/m² pro Tag`,
  },
  seasonsScaled:
    "Gemessen ist nur der Wert von eben. Sommer und Winter rechnet unser Tageslichtmodell aus Fenster, Ort und Datum – und überträgt sie im Verhältnis deiner Messung zum Modellwert für genau diesen Moment. Wetter und Tageszeit bei der Messung können das um das Doppelte verschieben.",
  seasonsModelOnly:
    "Als du gemessen hast, stand die Sonne zu tief für Tageslicht – Sommer und Winter kommen hier allein aus dem Tageslichtmodell und deinen Angaben zum Fenster.",
  windowForm: {
    title: "Wie hell ist es hier im Sommer und im Winter?",
    change: "Angaben zum Fenster ändern",
    intro:
      "Sag uns, wohin das Fenster zeigt – dann rechnen wir deine Messung auf den 21. Juni und den 21. Dezember um.",
    submit: "Sommer und Winter berechnen",
  },
  dliExplained:
    "mol/m² pro Tag: die Lichtmenge eines ganzen Tages (DLI), die eine Pflanze zum Wachsen nutzt.",
  winterDarker:
    "Im Winter wird es hier deutlich dunkler – rücke lichthungrige Pflanzen dann näher ans Fenster.",
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

/** Kept spots: saving one on the results page and the list in the account. */
export const SPOTS = {
  nameLabel: "Platz speichern",
  namePlaceholder: "z. B. Wohnzimmer, Südfenster",
  save: "Speichern",
  saved: "Platz gespeichert.",
  toSpots: "Zu deinen Plätzen",
  failed: "Der Platz konnte nicht gespeichert werden. Bitte versuche es noch einmal.",
  signIn: "Melde dich an,",
  signInText: "um diesen Platz zu speichern und später zu sehen, welche deiner Pflanzen dorthin passen.",
  tab: "Plätze",
  title: "Deine Plätze",
  empty:
    "Du hast noch keine Plätze gespeichert. Miss einen mit Blattwerk Scan und speichere ihn auf der Ergebnisseite.",
  measuredOn: (date: string) => `Gespeichert am ${date}`,
  yourPlants: "Deine Pflanzen hier (gemerkt oder bestellt)",
  noPlants:
    "Merke dir Pflanzen mit dem Herz oder bestelle welche – dann siehst du hier, welche an diesen Platz passen.",
  fit: { ideal: "passt ideal", tolerates: "kommt zurecht", unsuitable: "zu wenig oder zu viel Licht" },
  open: "Empfehlungen ansehen",
  remove: (name: string) => `Platz „${name}“ löschen`,
  removeFailed: "Der Platz konnte nicht gelöscht werden.",
} as const;

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
