import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND, contactEmail } from "../../domain/shop/brand";
import type { LegalDoc } from "../../domain/shop/content";

/** Nutzungsbedingungen der Website und von Blattwerk Scan: 10 sections plus a closing "kontakt" section. */
export function termsOfUse(facts: ShopFacts): LegalDoc {
  const b = facts.business;
  const address = `${b.street}, ${b.postalCode} ${b.city}, ${b.country}`;

  return {
    title: "Nutzungsbedingungen",
    description: `Die Regeln für die Nutzung der Website von ${BRAND.name}, des Kundenkontos, der Bewertungen und von ${BRAND.scanName}.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    sections: [
      {
        id: "geltungsbereich",
        heading: "Geltungsbereich",
        blocks: [
          {
            p: `Diese Nutzungsbedingungen regeln die Nutzung unserer Website ${BRAND.domain} einschließlich ${BRAND.scanName}, des Kundenkontos und der Bewertungsfunktion. Anbieter ist ${b.companyName}, ${address} („wir“).`,
          },
          {
            p: "Für Käufe in unserem Shop gelten zusätzlich unsere Allgemeinen Geschäftsbedingungen (AGB) und die Widerrufsbelehrung; bei Widersprüchen gehen für den Kauf die AGB vor. Wie wir mit deinen Daten umgehen, erklären wir in der Datenschutzerklärung.",
          },
          {
            p: "Wenn du ein Kundenkonto anlegst, bestätigst du bei der Registrierung, dass du diese Nutzungsbedingungen akzeptierst.",
          },
        ],
      },
      {
        id: "mindestalter",
        heading: "Wer unser Angebot nutzen darf",
        blocks: [
          {
            p: `Unser Angebot richtet sich an Personen, die mindestens ${facts.minimumAge} Jahre alt und unbeschränkt geschäftsfähig sind. Mit der Registrierung eines Kundenkontos oder einer Bestellung bestätigst du, dass das auf dich zutrifft.`,
          },
          {
            p: `Erfahren wir, dass eine Person jünger als ${facts.minimumAge} Jahre ist, können wir ihr Kundenkonto sperren und Bestellungen ablehnen.`,
          },
        ],
      },
      {
        id: "private-nutzung",
        heading: "Nur private, nicht gewerbliche Nutzung",
        blocks: [
          {
            p: `Website, Shop und ${BRAND.scanName} stehen dir ausschließlich für private, nicht gewerbliche Zwecke zur Verfügung. Wir verkaufen nur an Verbraucherinnen und Verbraucher.`,
          },
          { p: "Nicht erlaubt ist insbesondere:" },
          {
            list: [
              "Pflanzen zum Weiterverkauf oder für andere gewerbliche Zwecke zu bestellen,",
              "Inhalte, Produktdaten, Preise oder Empfehlungen gewerblich zu verwerten,",
              `${BRAND.scanName} oder andere Funktionen in eigene Angebote einzubinden.`,
            ],
          },
          {
            p: `Du betreibst eine Gärtnerei oder einen Pflanzenladen und möchtest mit uns zusammenarbeiten? Dann schreib uns an ${contactEmail("partner")}.`,
          },
        ],
      },
      {
        id: "kundenkonto",
        heading: "Kundenkonto",
        blocks: [
          {
            p: `Stöbern, einkaufen und ${BRAND.scanName} nutzen kannst du auch ohne Kundenkonto. Für einige Funktionen brauchst du aber ein Konto: für die Übersicht deiner Bestellungen, für eine Merkliste (Wunschliste), die dir auf allen Geräten zur Verfügung steht, und für das Schreiben von Bewertungen.`,
          },
          {
            p: "Bei der Registrierung gibst du eine E-Mail-Adresse und ein Passwort an, deinen Namen optional. Deine Angaben müssen zutreffen; halte sie bitte aktuell. Das Konto ist persönlich und nicht übertragbar.",
          },
          {
            p: "Halte dein Passwort geheim und verwende es nicht auch für andere Dienste. Hast du den Verdacht, dass jemand unbefugt auf dein Konto zugreift, ändere dein Passwort und sag uns bitte sofort Bescheid.",
          },
          { p: "Du kannst dein Konto jederzeit ohne Angabe von Gründen löschen lassen." },
          { h3: "Sperrung und Löschung bei Missbrauch" },
          {
            p: "Wir können ein Konto vorübergehend sperren oder löschen, wenn es missbräuchlich genutzt wird – etwa bei Verstößen gegen diese Nutzungsbedingungen, bei falschen Angaben, bei automatisierten Zugriffen oder bei unzulässigen Bewertungen. Dabei berücksichtigen wir deine berechtigten Interessen und wählen die mildeste Maßnahme, die ausreicht. Wir teilen dir die Maßnahme und ihre Gründe mit, es sei denn, das würde die Abwehr des Missbrauchs gefährden. Bereits geschlossene Kaufverträge bleiben von einer Sperrung unberührt.",
          },
        ],
      },
      {
        id: "zulaessige-nutzung",
        heading: "Zulässige Nutzung",
        blocks: [
          { p: "Bitte nutze unser Angebot fair und so, wie es gedacht ist. Nicht erlaubt ist insbesondere:" },
          {
            list: [
              "Bots, Crawler, Scraper oder andere automatisierte Verfahren einzusetzen, um Inhalte, Produktdaten, Preise oder Bewertungen auszulesen, zu kopieren oder massenhaft abzurufen – ausgenommen sind Suchmaschinen, soweit sie die Vorgaben unserer robots.txt einhalten,",
              "automatisiert Bestellungen aufzugeben, Konten anzulegen oder Anmeldeversuche durchzuführen,",
              "unsere Systeme anzugreifen, etwa Sicherheits- oder Zugangsbeschränkungen zu umgehen, Sicherheitslücken auszunutzen, Schadcode einzuschleusen oder die Website durch Überlastung zu stören,",
              "auf fremde Konten oder Daten zuzugreifen,",
              "rechtswidrige, beleidigende, irreführende oder werbliche Inhalte zu verbreiten.",
            ],
          },
          {
            p: "Die Nutzung unserer Inhalte für Text und Data Mining behalten wir uns ausdrücklich vor (§ 44b Abs. 3 UrhG).",
          },
          {
            p: `Hast du eine Sicherheitslücke entdeckt? Dann melde sie uns bitte vertraulich an ${b.email}, bevor du sie öffentlich machst.`,
          },
        ],
      },
      {
        id: "blattwerk-scan",
        heading: BRAND.scanName,
        blocks: [
          {
            p: `${BRAND.scanName} schätzt mit der Kamera deines Geräts die Lichtverhältnisse an einem Platz und schlägt dir dazu passende Pflanzen vor. Statt der Kamera kannst du den Platz auch selbst beschreiben.`,
          },
          {
            p: "Die Empfehlungen sind eine Orientierungshilfe, keine Zusage. Die Messung hängt unter anderem von deiner Kamera, der Tageszeit, dem Wetter, der Jahreszeit und der Ausrichtung des Geräts ab und bildet das Licht eines ganzen Tages nur näherungsweise ab. Ob eine Pflanze gedeiht, hängt außerdem von Gießen, Temperatur, Luftfeuchtigkeit und Pflege ab. Wir garantieren deshalb nicht, dass eine empfohlene Pflanze an dem gemessenen Platz gedeiht.",
          },
          {
            p: "Deine gesetzlichen Rechte beim Kauf einer Pflanze und unsere Pflanzengarantie nach den AGB bleiben davon unberührt.",
          },
          {
            p: "Hinweise wie „haustierfreundlich“ beruhen auf allgemein zugänglichen Informationen über die jeweilige Pflanzenart. Diese Hinweise ersetzen keine tierärztliche oder ärztliche Beratung; platziere Pflanzen im Zweifel außerhalb der Reichweite von Kindern und Tieren.",
          },
          {
            p: "Die Kamera wird nur genutzt, nachdem du den Zugriff in deinem Browser erlaubt hast. Das Bild wird ausschließlich auf deinem Gerät ausgewertet und weder hochgeladen noch gespeichert; an unseren Server gehen nur die berechneten Lichtwerte. Einzelheiten findest du in der Datenschutzerklärung.",
          },
        ],
      },
      {
        id: "bewertungen",
        heading: "Bewertungen und eigene Inhalte",
        blocks: [
          {
            p: "Mit einem Kundenkonto kannst du Pflanzen bewerten. Bitte bewerte ehrlich und nur auf Grundlage deiner eigenen Erfahrungen mit der Pflanze oder mit unserem Service. Nicht erlaubt sind insbesondere:",
          },
          {
            list: [
              "Bewertungen ohne eigene Erfahrung mit der Pflanze oder im Auftrag Dritter,",
              "Bewertungen gegen eine Gegenleistung, wenn du diese nicht offenlegst,",
              "beleidigende, diskriminierende, rechtswidrige oder werbliche Inhalte sowie Links,",
              "personenbezogene Daten anderer Personen,",
              "Inhalte, an denen du nicht die nötigen Rechte hast.",
            ],
          },
          {
            p: "Die Rechte an deinen Texten bleiben bei dir. Damit wir deine Bewertung zeigen können, räumst du uns das einfache, unentgeltliche und räumlich unbeschränkte Recht ein, sie auf unserer Website bei der bewerteten Pflanze zu veröffentlichen und für die Darstellung technisch anzupassen, ohne ihren Inhalt zu verändern. Das Recht endet, wenn du die Bewertung oder dein Konto löschst.",
          },
          { h3: "Wie wir mit Bewertungen umgehen" },
          {
            p: "Bewertungen können nur angemeldete Nutzerinnen und Nutzer abgeben. Das Kennzeichen „verifizierter Kauf“ bekommt eine Bewertung nur, wenn die Person die Pflanze nachweislich bei uns gekauft hat; Bewertungen ohne dieses Kennzeichen haben wir nicht auf einen Kauf geprüft. Wir zeigen positive und negative Bewertungen nach denselben Regeln an. Bewertungen, die gegen diese Nutzungsbedingungen verstoßen, entfernen wir.",
          },
          {
            p: `Dir fällt eine Bewertung auf, die gegen diese Regeln verstößt? Melde sie uns bitte an ${b.email}.`,
          },
        ],
      },
      {
        id: "geistiges-eigentum",
        heading: "Urheber- und Markenrechte",
        blocks: [
          {
            p: `Texte, Fotos, Illustrationen, Grafiken, Logos, die Marke ${BRAND.name}, die Gestaltung der Website und die Software von ${BRAND.scanName} sind rechtlich geschützt. Die Rechte daran liegen bei uns oder unseren Lizenzgebern.`,
          },
          {
            p: "Du darfst die Inhalte für deine privaten Zwecke ansehen, ausdrucken – zum Beispiel Pflegetipps – und auf sie verlinken. Jede weitere Vervielfältigung, Bearbeitung, Verbreitung oder öffentliche Wiedergabe, insbesondere die Übernahme von Produktfotos oder -texten in andere Shops, ist nur mit unserer vorherigen Zustimmung in Textform erlaubt. Gesetzlich erlaubte Nutzungen, etwa Zitate, bleiben unberührt.",
          },
        ],
      },
      {
        id: "haftung",
        heading: "Haftung",
        blocks: [
          {
            p: `Die Nutzung der Website und von ${BRAND.scanName} ist kostenlos. Wir bemühen uns um einen störungsfreien Betrieb, können aber nicht garantieren, dass die Website jederzeit erreichbar ist. Wartung, Weiterentwicklung und Störungen außerhalb unseres Einflusses können zu Unterbrechungen führen.`,
          },
          {
            p: "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.",
          },
          {
            p: "Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht verletzen – also eine Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst. In diesem Fall ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen haften wir bei leichter Fahrlässigkeit nicht.",
          },
          {
            p: "Diese Regeln gelten auch für die persönliche Haftung unserer Mitarbeitenden und Beauftragten. Für Käufe gelten die Haftungsregeln unserer AGB.",
          },
          {
            p: "Für die Inhalte verlinkter fremder Websites sind deren Betreiber verantwortlich. Erfahren wir von rechtswidrigen Inhalten auf einer verlinkten Seite, entfernen wir den Link.",
          },
        ],
      },
      {
        id: "aenderungen-schlussbestimmungen",
        heading: "Änderungen und Schlussbestimmungen",
        blocks: [
          {
            p: "Wir können diese Nutzungsbedingungen für die Zukunft ändern, wenn es dafür einen sachlichen Grund gibt, etwa neue Funktionen oder eine geänderte Rechtslage. Für dein Kundenkonto gelten Änderungen erst, wenn du ihnen zugestimmt hast; wir informieren dich vorher per E-Mail und bitten dich um deine Zustimmung. Stimmst du nicht zu, können du und wir die Nutzung des Kontos beenden. Für bereits geschlossene Kaufverträge gelten weiterhin die bei der Bestellung vereinbarten Bedingungen.",
          },
          {
            p: "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Als Verbraucherin oder Verbraucher behältst du den Schutz der zwingenden Vorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast.",
          },
          {
            p: `Ist die Nutzerin oder der Nutzer Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand ${facts.jurisdiction}. Für Verbraucherinnen und Verbraucher gelten die gesetzlichen Gerichtsstände.`,
          },
          {
            p: "Ist eine Bestimmung dieser Nutzungsbedingungen unwirksam, bleiben die übrigen wirksam; an die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.",
          },
        ],
      },
      {
        id: "kontakt",
        heading: "Kontakt",
        blocks: [
          { p: "Fragen zu diesen Nutzungsbedingungen beantworten wir gern:" },
          { p: b.companyName },
          { p: address },
          { p: `E-Mail: ${b.email} · Telefon: ${b.phone}` },
          { p: "Weitere Angaben zu uns findest du im Impressum." },
        ],
      },
    ],
  };
}
