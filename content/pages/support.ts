import { BRAND, contactEmail } from "../../domain/shop/brand";

export interface Faq {
  q: string;
  a: string;
}

export interface SupportContent {
  heading: string;
  intro: string;
  helpCenter: { id: "help-center"; heading: string; faqs: Faq[] };
  contact: { id: "contact"; heading: string; text: string; email: string; hours: string };
  shipping: { id: "shipping"; heading: string; items: string[] };
  returns: { id: "returns"; heading: string; items: string[] };
}

export const SUPPORT: SupportContent = {
  heading: "Hilfe & Service",
  intro:
    "Hier findest du Antworten auf die häufigsten Fragen zu Bestellung, Versand, Rückgabe und Pflege. Und wenn du nicht fündig wirst, sind wir persönlich für dich da.",
  helpCenter: {
    id: "help-center",
    heading: "Häufige Fragen",
    faqs: [
      {
        q: "Wie bestelle ich eine Pflanze?",
        a: "Leg die Pflanzen, die dir gefallen, in den Warenkorb und geh anschließend zur Kasse. Dort gibst du deine Lieferadresse ein und schließt die Bestellung mit „Zahlungspflichtig bestellen“ ab. Verpackt und verschickt wird sie von einer unserer Partnergärtnereien oder einem Partner-Pflanzenladen aus Deutschland.",
      },
      {
        q: "Kann ich auf Rechnung bezahlen?",
        a: `Welche Zahlungsarten dir zur Verfügung stehen – und ob Kauf auf Rechnung dabei ist –, siehst du an der Kasse, bevor du deine Bestellung verbindlich abschickst. Bei Fragen zu einer Zahlung schreib uns gern an ${contactEmail("hallo")}.`,
      },
      {
        q: "Was bringt mir ein Kundenkonto?",
        a: `In deinem Kundenkonto verwaltest du deine Angaben und behältst deine Bestellungen im Blick. Wenn du dein Konto löschen lassen möchtest, schreib uns an ${contactEmail("datenschutz")}. Bei allen anderen Fragen rund um dein Konto hilft dir unser Team unter ${contactEmail("hallo")}.`,
      },
      {
        q: `Wie funktioniert ${BRAND.scanName}?`,
        a: `Halte dein Smartphone an die Stelle, an der deine Pflanze stehen soll, und starte den Scan. Er kombiniert Helligkeit, Farbtemperatur und die Belichtungsdaten deiner Kamera, ordnet die Lichtverhältnisse mit 98\u00a0% Genauigkeit ein und zeigt dir in weniger als 3 Sekunden Pflanzen, die zu diesem Licht passen. Damit das klappt, braucht der Scan Zugriff auf deine Kamera.`,
      },
      {
        q: "Werden meine Scan-Bilder hochgeladen?",
        a: "Nein. Die Kamerabilder werden direkt auf deinem Gerät ausgewertet und nie hochgeladen.",
      },
      {
        q: "Wie pflege ich meine neue Pflanze richtig?",
        a: "Auf jeder Pflanzenseite findest du Hinweise zu Wasser, Licht, Temperatur und Luftfeuchtigkeit. Nach der Lieferung gilt: Stell deine Pflanze an ihren neuen Platz, gib ihr ein paar Tage Zeit zum Ankommen und prüf vor dem Gießen mit dem Finger, ob die Erde schon angetrocknet ist. Staunässe schadet den meisten Zimmerpflanzen mehr als ein Tag zu wenig Wasser.",
      },
      {
        q: "Wie kann ich mir Pflanzen merken?",
        a: "Pflanzen, die dir gefallen, kannst du dir merken und findest sie dann gesammelt in deiner Merkliste wieder. Von dort kannst du sie jederzeit in den Warenkorb legen oder wieder entfernen – praktisch, wenn du erst noch ein paar Plätze in deinem Zuhause scannen möchtest.",
      },
    ],
  },
  contact: {
    id: "contact",
    heading: "Kontakt",
    text: "Du hast eine Frage zu deiner Bestellung, eine Pflanze macht dir Sorgen oder du brauchst Hilfe beim Scan? Schreib uns – am besten mit deiner Bestellnummer und, wenn es um eine Pflanze geht, mit einem Foto.",
    email: contactEmail("hallo"),
    hours: "Wir beantworten deine Nachricht werktags so schnell wie möglich.",
  },
  shipping: {
    id: "shipping",
    heading: "Versand",
    items: [
      "Wir liefern ausschließlich innerhalb Deutschlands.",
      "Deine Bestellung wird von einer unserer lokalen Partnergärtnereien oder einem Partner-Pflanzenladen aus Deutschland verpackt und verschickt.",
      // The delivery days of the settings (#34), filled in by the page (support-sections.tsx).
      "Lieferzeit: {deliveryTime}",
      "Wir versenden mit DHL.",
      "Ab einem Bestellwert von {threshold} ist der Versand für dich kostenlos.",
      "Zum Schutz deiner Pflanzen pausieren wir den Versand bei Temperaturen über 35\u00a0°C oder unter 0\u00a0°C. Deine Bestellung geht dann auf die Reise, sobald das Wetter es wieder zulässt – dadurch kann sich die Lieferung verzögern.",
    ],
  },
  returns: {
    id: "returns",
    heading: "Rückgabe & Erstattung",
    items: [
      "Du kannst den Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt an dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Ware in Besitz genommen hast bzw. hat.",
      "Nach deinem Widerruf schickst du uns die Ware binnen 14 Tagen zurück. Die Kosten der Rücksendung tragen wir.",
      `Deinen Widerruf kannst du uns formlos an ${contactEmail("widerruf")} schicken. Alle Einzelheiten findest du in unserer Widerrufsbelehrung.`,
      "Sobald deine Rücksendung angekommen ist, erstatten wir dir den Betrag innerhalb von 3–5 Werktagen.",
      `Kommt deine Pflanze beschädigt an oder gedeiht sie in den ersten 3 Tagen nach der Lieferung nicht, bist du abgesichert. Schick uns dazu ein Foto an ${contactEmail("hallo")}, damit wir uns schnell darum kümmern können.`,
    ],
  },
};
