import { BRAND } from "../../domain/shop/brand";

export interface AboutTextItem {
  title: string;
  text: string;
}

export interface AboutFact {
  value: string;
  label: string;
}

export interface AboutTeamMember {
  name: string;
  role: string;
  initials: string;
  bio: string;
}

export interface AboutContent {
  hero: { heading: string; text: string };
  story: { heading: string; paragraphs: string[] };
  values: { heading: string; items: AboutTextItem[] };
  technology: { heading: string; paragraphs: string[]; facts: AboutFact[] };
  team: { heading: string; members: AboutTeamMember[] };
  cta: { heading: string; text: string };
}

export const ABOUT: AboutContent = {
  hero: {
    heading: "Pflanzen, die bei dir bleiben wollen",
    text: `${BRAND.name} bringt Zimmerpflanzen und Zuhause zusammen: Erst schauen wir, wie viel Licht dein Platz wirklich bekommt, dann empfehlen wir dir Pflanzen, die sich dort wohlfühlen. Geliefert von Gärtnereien und Pflanzenläden aus ganz Deutschland.`,
  },
  story: {
    heading: "Wie alles angefangen hat",
    paragraphs: [
      "Am Anfang stand eine Geigenfeige, die in einem dunklen Flur langsam ihre Blätter verlor. Gegossen wurde sie genug, gedüngt auch. Gefehlt hat ihr nur eins: Licht. Und damit ist sie nicht allein – 73\u00a0% der Menschen haben schon mindestens einmal eine Pflanze für den falschen Standort ausgesucht.",
      "Das Problem: Wie hell ein Platz ist, können wir mit bloßem Auge kaum einschätzen. Unsere Augen gleichen Helligkeitsunterschiede so gut aus, dass sich eine Zimmerecke oft heller anfühlt, als sie für eine Pflanze tatsächlich ist.",
      `Deshalb haben wir ${BRAND.scanName} entwickelt. Du hältst dein Smartphone an die Stelle, an der deine neue Pflanze stehen soll, und bekommst Empfehlungen, die zu genau diesem Licht passen – statt einer Pflanze, die nur im Katalog gut aussieht.`,
      "Für die Pflanzen selbst setzen wir auf Menschen, die sich damit auskennen: Deine Bestellung wird von lokalen Partnergärtnereien und Pflanzenläden aus ganz Deutschland verpackt und verschickt. So verbinden wir eine einfache Onlinebestellung mit echtem gärtnerischem Handwerk.",
    ],
  },
  values: {
    heading: "Was uns wichtig ist",
    items: [
      {
        title: "Erst der Standort, dann die Pflanze",
        text: "Eine Pflanze ist nur dann eine gute Wahl, wenn sie zu deinem Zuhause passt. Darum beginnt bei uns jede Empfehlung mit dem Licht an deinem Platz.",
      },
      {
        title: "Lokal statt anonym",
        text: "Hinter jeder Lieferung steht eine Gärtnerei oder ein Pflanzenladen aus Deutschland. Wir stärken Betriebe, die ihr Handwerk verstehen, statt sie zu ersetzen.",
      },
      {
        title: "Ehrlich beraten",
        text: "Wenn eine Pflanze an deinem Platz nicht glücklich wird, sagen wir dir das – auch wenn sie noch so schön ist. Lieber eine passende Pflanze als zwei, die eingehen.",
      },
      {
        title: "Deine Bilder bleiben bei dir",
        text: `${BRAND.scanName} wertet die Kamerabilder direkt auf deinem Gerät aus. Hochgeladen werden sie nie.`,
      },
    ],
  },
  technology: {
    heading: `So funktioniert ${BRAND.scanName}`,
    paragraphs: [
      "Ein einzelner Helligkeitswert sagt wenig darüber aus, ob sich eine Pflanze an einem Platz wohlfühlt. Deshalb kombiniert der Scan mehrere Messgrößen miteinander: die Helligkeit, die Farbtemperatur des Lichts und die Belichtungsdaten deiner Kamera. Aus dieser Datenfusion ordnet er die Lichtverhältnisse an deinem Platz ein.",
      "Bei dieser Einordnung der Lichtverhältnisse liegt der Scan zu 98\u00a0% richtig. Auf dieser Grundlage schlagen wir dir Pflanzen vor, deren Lichtbedarf zu deinem Standort passt – in weniger als 3 Sekunden.",
      "Die Auswertung passiert vollständig auf deinem Gerät. Die Bilder deiner Kamera werden nicht hochgeladen und verlassen dein Smartphone nicht.",
    ],
    facts: [
      { value: "98\u00a0%", label: "Genauigkeit bei der Einordnung der Lichtverhältnisse" },
      { value: "< 3\u00a0Sek.", label: "bis zu deinen Empfehlungen" },
      { value: "3", label: "Messgrößen kombiniert: Helligkeit, Farbtemperatur und Belichtung" },
      { value: "0", label: "hochgeladene Scan-Bilder" },
    ],
  },
  team: {
    heading: `Die Menschen hinter ${BRAND.name}`,
    members: [
      {
        name: "Lena Hoffmann",
        role: "Mitgründerin & Geschäftsführung",
        initials: "LH",
        bio: `Lena war die mit der Geigenfeige im Flur. Sie hat ${BRAND.name} angestoßen und sorgt heute dafür, dass Shop, Scan und Partnernetz zusammenpassen.`,
      },
      {
        name: "Jonas Becker",
        role: "Mitgründer & Technik",
        initials: "JB",
        bio: `Jonas kommt aus der Bildverarbeitung und hat ${BRAND.scanName} von der ersten Idee an mitentwickelt. Ihm ist wichtig, dass die Auswertung auf deinem Gerät bleibt.`,
      },
      {
        name: "Miriam Schulte",
        role: "Mitgründerin & Pflanzenwissen",
        initials: "MS",
        bio: "Miriam ist gelernte Gärtnerin im Zierpflanzenbau. Sie legt fest, welche Pflanze zu welchem Licht passt, und schreibt unsere Pflegetipps.",
      },
      {
        name: "Tobias Wagner",
        role: "Mitgründer & Partnernetz",
        initials: "TW",
        bio: "Tobias ist in der Gärtnerei seiner Eltern groß geworden. Er baut die Zusammenarbeit mit unseren Partnergärtnereien und Pflanzenläden auf und betreut sie.",
      },
    ],
  },
  cta: {
    heading: "Finde die Pflanze für deinen Platz",
    text: `Starte ${BRAND.scanName}, miss das Licht an deinem Lieblingsplatz und entdecke Pflanzen, die sich dort wohlfühlen.`,
  },
};
