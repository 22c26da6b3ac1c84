import type { LightLevel } from "../../../domain/catalog/plant";
import type { Obstruction } from "../../../domain/scan/daylight";
import type { ColourBalance, LightNote } from "../../../domain/scan/light";
import type { MeasurePath } from "../../../domain/scan/measurement";
import type { Shadow, WindowDirection, WindowDistance } from "../../../domain/scan/spot";
import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/**
 * The texts of Blattwerk Scan: camera, manual description, recommendations and /concierge, in German and
 * English (#19). The splash, the tutorial and the home demo are in entry-messages.ts. The spec's English strings are verbatim in `en`;
 * German pages get German equivalents.
 */
const de = {
  CAMERA: {
    title: BRAND.scanName,
    metaDescription: "Miss das Licht an deinem Platz und finde passende Pflanzen.",
    initializing: "Kamera wird vorbereitet …",
    noScript:
      "Die Messung mit der Kamera braucht JavaScript. Ohne JavaScript kannst du deinen Platz beschreiben – aus Fensterrichtung, Abstand und Schatten schätzen wir das Licht.",
    requesting: "Bitte erlaube den Zugriff auf deine Kamera.",
    aim: "Richte die Kamera auf den Platz für deine Pflanze und halte sie kurz ruhig.",
    privacy: "Das Bild wird nur auf deinem Gerät ausgewertet und nirgends gespeichert.",
    confirm: "Position bestätigen",
    close: "Scan schließen",
    processing: "Licht wird gemessen …",
    deniedTitle: "Kamerazugriff erforderlich",
    deniedText:
      "Ohne Kamera können wir das Licht nicht messen. Erlaube den Zugriff in den Einstellungen deines Browsers – oder beschreibe deinen Platz einfach selbst.",
    tryAgain: "Erneut versuchen",
    returnToShop: "Zurück zum Shop",
    describeSpot: "Platz beschreiben",
    describeInstead: "Ohne Kamera: Platz beschreiben",
    noCameraTitle: "Keine Kamera gefunden",
    noCameraText:
      "Auf diesem Gerät steht keine Kamera zur Verfügung. Beschreibe deinen Platz – aus Fensterrichtung, Abstand und Schatten schätzen wir das Licht.",
    feedFailed: "Die Kamera konnte nicht gestartet werden",
    accessDenied: `Kein Zugriff auf die Kamera. Bitte erlaube den Kamerazugriff, um ${BRAND.scanName} zu nutzen.`,
  },

  MANUAL: {
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
  },

  LIGHT_LABEL: {
    low: "Wenig Licht",
    medium: "Mittleres Licht",
    high: "Viel Licht",
  } satisfies Record<LightLevel, string>,

  COLOUR_LABEL: {
    warm: "Warmes Licht",
    neutral: "Neutrales Licht",
    cool: "Kühles Licht",
  } satisfies Record<ColourBalance, string>,

  RESULTS: {
    title: "Pflanzenempfehlungen",
    description: "Pflanzen, die bei dem Licht an deinem Platz gedeihen.",
    loading: "Empfehlungen werden geladen …",
    progress: (n: number) => `${n} %`,
    empty: "Keine Treffer – versuche es an einem anderen Platz.",
    toShop: "Alle Pflanzen ansehen",
    errorToast: "Fehler beim Laden der Empfehlungen",
    errorToastText: "Beim Laden deiner Pflanzenempfehlungen ist ein Problem aufgetreten.",
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
    verdict: {
      tooDark: "Zu dunkel für Zimmerpflanzen",
      tooDarkText:
        "Hier bekommt keine Zimmerpflanze genug Licht zum Leben – auch keine Schattenpflanze. Such einen helleren Platz näher am Fenster oder hilf mit einer Pflanzenlampe nach. Oder beschreibe den Platz, falls die Kamera sich geirrt hat.",
      nightTitle: "Draußen ist es gerade dunkel",
      nightText:
        "Nach Sonnenuntergang sieht die Kamera nur Lampenlicht oder Dunkelheit – daraus lässt sich nicht sagen, wie viel Tageslicht dein Platz bekommt. Miss bei Tageslicht noch einmal oder beschreibe das Fenster: Dann rechnen wir mit dem Tageslichtmodell.",
      measureByDay: "Bei Tageslicht neu messen",
      directSun: "Direkte Sonne",
      directSunText:
        "Hier scheint die Sonne direkt hin: Sonnenhungrige Pflanzen gedeihen, Schattenpflanzen verbrennen ohne Vorhang.",
      dli: (dli: string) => `ca. ${dli} mol/m² am Tag`,
      basis: {
        "camera+description": "Messung und deine Angaben zum Fenster sind zusammen gewertet.",
        "description-within-camera":
          "Deine Kamera konnte das Licht hier nicht genau messen – entschieden haben deine Angaben zum Fenster, mit unserem Tageslichtmodell für den Moment der Messung.",
        "model-within-camera":
          "Deine Kamera nennt ihre Belichtung nicht und kann deshalb nur grob sagen, wie hell es ist. Die Einstufung stützt sich auf unser Tageslichtmodell für diese Uhrzeit – sag uns unten, wohin das Fenster zeigt, dann wird sie genauer.",
      },
      night:
        "Gemessen nach Sonnenuntergang: Die Kamera sah nur Lampenlicht oder Dunkelheit. Das Ergebnis stützt sich allein auf deine Angaben zum Fenster.",
      contradiction: (camera: string, description: string) =>
        `Deine Angaben passen nicht zur Messung: Die Kamera spricht für „${camera}“, das beschriebene Fenster für „${description}“. War die Kamera auf den Platz gerichtet – nicht auf das Fenster oder eine Lampe? Miss noch einmal oder prüf deine Angaben.`,
    },
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
  },

  /** Kept spots: saving one on the results page and the list in the account. */
  SPOTS: {
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
    measuredAt: (when: string) => `Gemessen am ${when}`,
    plz: (plz: string) => `PLZ ${plz}`,
    yourPlants: "Deine Pflanzen hier (gemerkt oder bestellt)",
    noPlants:
      "Merke dir Pflanzen mit dem Herz oder bestelle welche – dann siehst du hier, welche an diesen Platz passen.",
    fit: { ideal: "passt ideal", tolerates: "kommt zurecht", unsuitable: "zu wenig oder zu viel Licht" },
    open: "Empfehlungen ansehen",
    remove: (name: string) => `Platz „${name}“ löschen`,
    removeFailed: "Der Platz konnte nicht gelöscht werden.",
  },

  CONCIERGE: {
    title: "Wonach suchst du?",
    subtitle: "Sag uns, was du brauchst – wir kümmern uns darum",
    placeholder: "Pflanze, Haarschnitt, Geschenk …",
    inputLabel: "Wonach suchst du?",
    startScan: "Scan starten",
    metaDescription: "Sag uns, was du suchst – für Pflanzen startest du hier Blattwerk Scan.",
  },
} as const;

const en: Catalogue<typeof de> = {
  CAMERA: {
    title: BRAND.scanName,
    metaDescription: "Measure the light at your spot and find plants that suit it.",
    initializing: "Preparing the camera …",
    noScript:
      "Measuring with the camera needs JavaScript. Without it, you can describe your spot – we estimate the light from the window's direction, the distance and the shadow.",
    requesting: "Please allow access to your camera.",
    aim: "Point the camera at the spot for your plant and hold it still for a moment.",
    privacy: "The image is analysed on your device only and never stored.",
    confirm: "Confirm position",
    close: "Close scan",
    processing: "Measuring the light …",
    deniedTitle: "Camera Access Required",
    deniedText:
      "Without the camera we can't measure the light. Allow access in your browser's settings – or simply describe your spot yourself.",
    tryAgain: "Try Again",
    returnToShop: "Return to Shop",
    describeSpot: "Describe your spot",
    describeInstead: "No camera: describe your spot",
    noCameraTitle: "No camera found",
    noCameraText:
      "There is no camera available on this device. Describe your spot – we'll estimate the light from the window's direction, the distance and the shadow.",
    feedFailed: "Could not start camera feed",
    accessDenied: "Camera access denied. Please allow camera permissions to use AI Finder.",
  },
  MANUAL: {
    title: "Describe your spot",
    intro: "A few quick questions – from them we estimate the light at your spot, in summer and in winter.",
    window: "Which way does the nearest window face?",
    windows: {
      south: "South",
      east: "East",
      west: "West",
      north: "North",
      none: "No window in the room",
    },
    distance: "How far is the spot from the window?",
    distances: {
      near: "Less than 1 m",
      middle: "1 to 2 m",
      far: "More than 2 m",
    },
    shadow: "Hand shadow test",
    shadowHelp: "During the day, hold your hand about 30 cm above the spot. What does its shadow look like?",
    shadows: {
      sharp: "Sharp outline",
      soft: "Soft, with blurred edges",
      faint: "Barely visible",
    },
    obstruction: "What is in front of the window?",
    obstructions: {
      open: "A clear view of the sky",
      some: "Houses or trees opposite",
      heavy: "Densely built up or a balcony above",
    },
    plz: "Your postcode (optional)",
    plzHelp:
      "From the region we work out the sun's position in summer and winter. Without it we use the middle of Germany.",
    plzInvalid: "Please enter a German postcode with five digits – or leave the field empty.",
    compass: "Use the compass",
    compassHelp: "Hold your smartphone flat in front of the window, with its top edge pointing outside.",
    compassWaiting: "Reading the compass …",
    compassResult: (deg: number, direction: string) => `Your window faces ${deg}° (${direction}).`,
    compassUnavailable: "This device has no compass – please choose the direction yourself.",
    compassDenied: "This needs access to the motion sensors – please choose the direction yourself.",
    submit: "Show recommendations",
    backToCamera: "Measure with the camera after all",
  },
  LIGHT_LABEL: {
    low: "Low light",
    medium: "Medium light",
    high: "Bright light",
  },
  COLOUR_LABEL: {
    warm: "Warm light",
    neutral: "Neutral light",
    cool: "Cool light",
  },
  RESULTS: {
    title: "Plant recommendations",
    description: "Plants that thrive in the light at your spot.",
    loading: "Loading recommendations …",
    progress: (n: number) => `${n}%`,
    empty: "No matches – try a different spot.",
    toShop: "View all plants",
    errorToast: "Error loading recommendations",
    errorToastText: "There was a problem loading your plant recommendations.",
    errorInline: "The recommendations could not be loaded. Please try again in a moment.",
    back: "Back to home",
    view: "View",
    single: "One column",
    dual: "Two columns",
    spot: "Your spot",
    lux: (lux: string) => `approx. ${lux} lx`,
    luxRange: (min: string, max: string) => `${min}–${max} lx`,
    luxAtLeast: (lux: string) => `more than ${lux} lx`,
    luxBelow: (lux: string) => `below ${lux} lx`,
    luxAbove: (lux: string) => `above ${lux} lx – brighter than the camera can measure`,
    confidence: (pct: number) => `Confidence ${pct}%`,
    method: {
      exposure: "Measured with the camera: exposure data and image brightness",
      frame: "Measured with the camera: image brightness",
      path: {
        "manual-exposure": "Measured with the camera: a fixed exposure that we set",
        reported: "Measured with the camera: the camera's exposure data and image brightness",
        compensation:
          "Estimated with the camera: exposure compensation, image noise and frame rate – your camera doesn't report its exposure",
        estimated:
          "Estimated with the camera: image noise, frame rate and brightness – your camera doesn't report its exposure",
      },
      manual: "Estimated from your description of the spot",
      example: `Example value from the demo – measure your own spot with ${BRAND.scanName}.`,
    },
    unsure: {
      "auto-exposure": "Uncertain – the camera adjusted its exposure automatically",
      "near-threshold": "Uncertain – the value is close to the boundary between two light levels",
      clipped: "Uncertain – parts of the image are overexposed, so the spot is probably even brighter",
      "assumed-aperture":
        "Uncertain – your browser doesn't report the camera's aperture, so we assume a typical value",
      "noise-estimate":
        "Uncertain – your camera doesn't report its exposure; we estimate it from image noise and frame rate, which can be off by a factor of two depending on the camera",
      "lower-bound":
        "Uncertain – the spot is brighter than this camera can tell apart without exposure data; describing the spot tells you how much brighter",
      "above-range": "The image is overexposed – the spot is brighter than the camera can measure",
      "below-range": "Very dark – darker than the camera can still measure",
      manual: "Uncertain – your answers point to different light levels",
    },
    unsureUnnamed: "Uncertain – measure again to check, or describe your spot",
    verdict: {
      tooDark: "Too dark for houseplants",
      tooDarkText:
        "No houseplant gets enough light to live here – not even a shade plant. Look for a brighter spot nearer the window, or help with a plant lamp. Or describe the spot, in case the camera was wrong.",
      nightTitle: "It is dark outside right now",
      nightText:
        "After sunset the camera sees only lamplight or darkness – that does not tell how much daylight your spot gets. Measure again in daylight, or describe the window: then we use the daylight model.",
      measureByDay: "Measure again in daylight",
      directSun: "Direct sun",
      directSunText:
        "The sun shines straight onto this spot: sun-loving plants thrive, shade plants scorch without a curtain.",
      dli: (dli: string) => `about ${dli} mol/m² a day`,
      basis: {
        "camera+description": "Your measurement and what you said about the window are weighed together.",
        "description-within-camera":
          "Your camera could not measure the light here precisely – what you said about the window decided, with our daylight model for the moment you measured.",
        "model-within-camera":
          "Your camera does not report its exposure, so it can only roughly tell how bright it is. The result rests on our daylight model for this time of day – tell us below which way the window faces to make it more precise.",
      },
      night:
        "Measured after sunset: the camera saw only lamplight or darkness. The result rests on what you said about the window alone.",
      contradiction: (camera: string, description: string) =>
        `What you said does not match the measurement: the camera points to "${camera}", the window you described to "${description}". Was the camera aimed at the spot – not at the window or a lamp? Measure again or check what you said.`,
    },
    seasons: "Through the year",
    summer: "In summer (21 June)",
    winter: "In winter (21 December)",
    seasonValue: (lux: string, dli: string) => `approx. ${lux} lx by day · ${dli} mol/m² per day`,
    seasonBound: {
      min: (lux: string, dli: string) => `more than ${lux} lx by day · more than ${dli} mol/m² per day`,
      max: (lux: string, dli: string) => `below ${lux} lx by day · below ${dli} mol/m² per day`,
    },
    seasonsScaled:
      "Only the value just now was measured. Our daylight model works out summer and winter from the window, the place and the date – and scales them by the ratio of your measurement to the model's value for exactly this moment. The weather and the time of day of the measurement can shift this by a factor of two.",
    seasonsModelOnly:
      "When you measured, the sun was too low for daylight – summer and winter here come from the daylight model and your answers about the window alone.",
    windowForm: {
      title: "How bright is it here in summer and in winter?",
      change: "Change window details",
      intro:
        "Tell us which way the window faces – then we convert your measurement to 21 June and 21 December.",
      submit: "Calculate summer and winter",
    },
    dliExplained: "mol/m² per day: the amount of light over a whole day (DLI) that a plant uses to grow.",
    winterDarker: "In winter it gets much darker here – move light-hungry plants closer to the window then.",
    checkByHand: "To check: describe your spot",
    describeSpot: "Describe your spot",
    rescan: "Measure again",
    preferences: "Your wishes",
    pets: "I have pets",
    lowCare: "Little time for care",
    noMeasurement: "No spot measured yet",
    noMeasurementText:
      "Measure the light with the camera or describe your spot – then we'll show you plants that thrive there.",
    startScan: "Start scan",
    count: (n: number) => (n === 1 ? "1 matching plant" : `${n} matching plants`),
    reasonLabel: "Why it fits",
  },
  SPOTS: {
    nameLabel: "Save spot",
    namePlaceholder: "e.g. living room, south window",
    save: "Save",
    saved: "Spot saved.",
    toSpots: "Go to your spots",
    failed: "The spot could not be saved. Please try again.",
    signIn: "Sign in",
    signInText: "to save this spot and see later which of your plants suit it.",
    tab: "Spots",
    title: "Your spots",
    empty: `You haven't saved any spots yet. Measure one with ${BRAND.scanName} and save it on the results page.`,
    measuredOn: (date: string) => `Saved on ${date}`,
    measuredAt: (when: string) => `Measured on ${when}`,
    plz: (plz: string) => `postcode ${plz}`,
    yourPlants: "Your plants here (saved or ordered)",
    noPlants: "Save plants with the heart or order some – then you'll see here which of them suit this spot.",
    fit: { ideal: "ideal fit", tolerates: "copes", unsuitable: "too little or too much light" },
    open: "View recommendations",
    remove: (name: string) => `Delete spot “${name}”`,
    removeFailed: "The spot could not be deleted.",
  },
  CONCIERGE: {
    title: "What are you looking for?",
    subtitle: "Tell us what you need, we'll make it happen",
    placeholder: "A plant, a haircut, a gift...",
    inputLabel: "What are you looking for?",
    startScan: "Start Scan",
    metaDescription: `Tell us what you're looking for – for plants, start ${BRAND.scanName} here.`,
  },
};

export const finderMessages = defineMessages(de, en);
