import { DHL_EMAIL_CONSENT } from "../../domain/orders/dhl-email-consent";
import { type OnlineMethod, onlineMethodsText } from "../../domain/orders/online-payment";
import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND, contactEmail } from "../../domain/shop/brand";
import type { Block, LegalDoc } from "../../domain/shop/content";

/** Datenschutzerklärung (Art. 13 DSGVO). Exactly 13 sections; business data comes from `facts`. */
export function privacyPolicy(facts: ShopFacts): LegalDoc {
  const b = facts.business;
  const address = `${b.street}, ${b.postalCode} ${b.city}, ${b.country}`;
  const privacyMail = contactEmail("datenschutz");
  const dated = `Stand: ${facts.legalTextsDate}`;
  // Online payment is a choice of the shop's own checkout; Shopify takes its own payments.
  const online = facts.checkout === "invoice" ? facts.onlinePayment : null;

  return {
    title: "Datenschutzerklärung",
    description: `Welche personenbezogenen Daten ${BRAND.name} im Shop, im Kundenkonto und bei ${BRAND.scanName} verarbeitet, wozu und welche Rechte du hast.`,
    dated,
    intro: [
      {
        p: `Hier erklären wir dir, welche personenbezogenen Daten wir verarbeiten, wenn du unsere Website ${BRAND.domain} besuchst, in unserem Shop einkaufst, ein Kundenkonto nutzt oder ${BRAND.scanName} verwendest – und zu welchem Zweck, auf welcher Rechtsgrundlage und wie lange. Begriffe wie „personenbezogene Daten“ und „Verarbeitung“ verwenden wir so, wie sie in Art. 4 der Datenschutz-Grundverordnung (DSGVO) bestimmt sind.`,
      },
    ],
    sections: [
      {
        id: "verantwortlicher",
        heading: "Verantwortlicher",
        blocks: [
          { p: "Verantwortlich für die Verarbeitung deiner Daten im Sinne der DSGVO ist:" },
          { p: b.companyName },
          { p: address },
          { p: `E-Mail: ${b.email} · Telefon: ${b.phone}` },
          {
            p: `Mit Fragen zum Datenschutz und zur Ausübung deiner Rechte wendest du dich am besten direkt an ${privacyMail}.`,
          },
        ],
      },
      {
        id: "ueberblick",
        heading: "Überblick: was wir verarbeiten und warum",
        blocks: [
          { p: "Wir verarbeiten personenbezogene Daten nur, soweit das für einen dieser Zwecke nötig ist:" },
          {
            list: [
              "die Website auszuliefern und sie vor Missbrauch und Angriffen zu schützen,",
              "deine Bestellungen abzuwickeln – einschließlich Zahlung, Versand, Widerruf, Gewährleistung und Pflanzengarantie,",
              "dein Kundenkonto zu führen, wenn du eines anlegst,",
              `dir mit ${BRAND.scanName} passende Pflanzen zu empfehlen,`,
              "deine Bewertungen zu veröffentlichen,",
              "deine Anfragen zu beantworten und",
              "gesetzliche Pflichten zu erfüllen, etwa handels- und steuerrechtliche Aufbewahrungspflichten.",
            ],
          },
          { h3: "Rechtsgrundlagen" },
          {
            list: [
              "Art. 6 Abs. 1 lit. a DSGVO – deine Einwilligung, etwa für funktionale Einträge in deinem Browser. Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen.",
              "Art. 6 Abs. 1 lit. b DSGVO – die Erfüllung eines Vertrags mit dir oder vorvertragliche Schritte, etwa bei einer Bestellung oder für dein Kundenkonto.",
              "Art. 6 Abs. 1 lit. c DSGVO – die Erfüllung rechtlicher Pflichten, etwa von Aufbewahrungspflichten.",
              "Art. 6 Abs. 1 lit. f DSGVO – unsere berechtigten Interessen, etwa an einem sicheren und stabilen Betrieb. Dieser Verarbeitung kannst du widersprechen (siehe „Deine Rechte“).",
              "§ 25 TDDDG – für das Speichern von Informationen in deinem Endgerät und den Zugriff darauf (siehe „Cookies und Speicher im Browser“).",
            ],
          },
          {
            p: "Die Angaben, die wir für eine Bestellung brauchen (etwa Name, Lieferanschrift und E-Mail-Adresse), musst du machen, damit wir den Vertrag schließen und erfüllen können; ohne sie ist eine Bestellung nicht möglich. Alle übrigen Angaben sind freiwillig.",
          },
          {
            p: `Eine ausschließlich automatisierte Entscheidung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Die Empfehlungen von ${BRAND.scanName} sind Vorschläge ohne rechtliche Wirkung für dich.`,
          },
        ],
      },
      {
        id: "hosting-server-logs",
        heading: "Hosting und Server-Logs",
        blocks: [
          {
            p: "Unsere Website läuft auf Servern in einem Rechenzentrum in Deutschland. Mit dem Dienstleister, der diese Server für uns betreibt, haben wir einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO geschlossen; er verarbeitet die Daten nur nach unseren Weisungen.",
          },
          {
            p: "Bei jedem Aufruf übermittelt dein Browser technisch bedingt Angaben an unseren Server. Dazu gehören:",
          },
          {
            list: [
              "deine IP-Adresse,",
              "Datum und Uhrzeit des Aufrufs,",
              "die aufgerufene Adresse und die Art der Anfrage,",
              "der Statuscode der Antwort und die übertragene Datenmenge,",
              "die zuvor besuchte Seite (Referrer), soweit dein Browser sie mitsendet,",
              "Browsertyp, Browserversion und Betriebssystem (User-Agent).",
            ],
          },
          {
            p: "Wir verwenden diese Angaben, um dir die Seiten auszuliefern, Fehler zu finden und Angriffe abzuwehren. So begrenzen wir zum Beispiel die Zahl der Anfragen pro IP-Adresse, um automatisierte Angriffe auf Anmeldung und Bestellung zu verhindern. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionsfähigen Angebot (Art. 6 Abs. 1 lit. f DSGVO). Wir führen diese Angaben nicht mit anderen Datenquellen zusammen.",
          },
          {
            p: "Soweit wir Zugriffe protokollieren (Server-Logs), löschen wir die Einträge spätestens nach 14 Tagen. Zähler für die Begrenzung von Anfragen verwerfen wir, sobald das jeweilige Zeitfenster abgelaufen ist. Länger bewahren wir einzelne Einträge nur auf, solange wir sie zur Aufklärung eines konkreten Sicherheitsvorfalls brauchen.",
          },
        ],
      },
      {
        id: "cookies-browser-speicher",
        heading: "Cookies und Speicher im Browser",
        blocks: [
          {
            p: "Wir legen Informationen in deinem Browser ab – als Cookie oder im Speicher des Browsers („Local Storage“ bzw. „Session Storage“) – und lesen sie wieder aus. Nach § 25 TDDDG ist das nur mit deiner Einwilligung erlaubt, es sei denn, es ist unbedingt erforderlich, damit wir einen Dienst bereitstellen können, den du ausdrücklich nutzen möchtest.",
          },
          { h3: "Notwendig (immer aktiv)" },
          {
            p: "Ohne Einwilligung speichern wir nur, was dafür unbedingt erforderlich ist (§ 25 Abs. 2 Nr. 2 TDDDG): deinen Warenkorb, deine Entscheidung im Cookie-Dialog, die Anmeldung an deinem Kundenkonto, die Rückkehr zur richtigen Seite nach der Anmeldung und die Einstellungen für eine Shop-Anbindung. Die damit verbundene Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b DSGVO (Warenkorb und Konto), Art. 6 Abs. 1 lit. c DSGVO (Nachweis deiner Einwilligung nach Art. 7 Abs. 1 DSGVO) und Art. 6 Abs. 1 lit. f DSGVO (sicherer Betrieb).",
          },
          { h3: "Funktional, Analyse und Marketing (nur mit Einwilligung)" },
          {
            p: `Funktionale Einträge – etwa dass die Einführung zu ${BRAND.scanName} nicht erneut erscheinen soll, deine bevorzugte Ansicht der Empfehlungen und die Pflanzen, die du dir gemerkt hast – nutzen wir nur, wenn du der Kategorie „Funktional“ zugestimmt hast (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).`,
          },
          {
            p: "Analyse- und Marketingdienste setzen wir derzeit nicht ein. Die Kategorien sind im Cookie-Dialog bereits vorgesehen; führen wir solche Dienste ein, laden wir sie nur nach deiner ausdrücklichen Einwilligung und ergänzen diese Datenschutzerklärung vorher.",
          },
          {
            p: "Alle Einträge mit Zweck, Kategorie und Speicherdauer findest du in unserer Cookie-Richtlinie. Deine Auswahl kannst du jederzeit über „Cookie-Einstellungen“ im Fußbereich jeder Seite ändern und eine Einwilligung dort widerrufen; der Widerruf wirkt für die Zukunft.",
          },
        ],
      },
      {
        id: "kundenkonto",
        heading: "Kundenkonto",
        blocks: [
          {
            p: `Ein Kundenkonto ist freiwillig – einkaufen und ${BRAND.scanName} nutzen kannst du auch ohne. Legst du ein Konto an, verarbeiten wir:`,
          },
          {
            list: [
              "deine E-Mail-Adresse und dein Passwort (das Passwort speichern wir nur als kryptografischen Hashwert, nie im Klartext),",
              "deinen Namen, soweit du ihn angibst,",
              "deine Bestellhistorie,",
              "die Pflanzen, die du dir merkst,",
              "deine Bewertungen,",
              "Angaben zu deinen Anmeldesitzungen (Sitzungskennung, Zeitpunkt, IP-Adresse und Browserkennung).",
            ],
          },
          {
            p: "Wir nutzen diese Daten, um dir dein Konto mit Bestellübersicht, Merkliste und Bewertungsfunktion bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO). Damit du angemeldet bleibst, setzen wir ein Sitzungs-Cookie (siehe Cookie-Richtlinie).",
          },
          {
            p: "Zum Schutz deines Kontos begrenzen wir fehlgeschlagene Anmeldeversuche und prüfen Anfragen auf Missbrauch. Wird ein Konto missbräuchlich genutzt – etwa durch automatisierte Zugriffe oder unzulässige Bewertungen –, können wir es nach unseren Nutzungsbedingungen sperren oder löschen. Die dafür nötigen Angaben verarbeiten wir auf Grundlage unseres berechtigten Interesses an einem sicheren und fairen Angebot (Art. 6 Abs. 1 lit. f DSGVO).",
          },
          {
            p: `Du kannst dein Konto jederzeit löschen lassen, zum Beispiel mit einer kurzen E-Mail an ${privacyMail}. Wir löschen dann deine Kontodaten. Bestelldaten, die wir aus gesetzlichen Gründen aufbewahren müssen, sperren wir für jede andere Verwendung und löschen sie nach Ablauf der Fristen.`,
          },
        ],
      },
      {
        id: "bestellung-zahlung-versand",
        heading: "Bestellung, Zahlung und Versand",
        blocks: [
          {
            p: "Für deine Bestellung verarbeiten wir Vor- und Nachname, Liefer- und Rechnungsanschrift, E-Mail-Adresse, die bestellten Artikel mit Preisen, die gewählte Zahlungsart, bei einem Geschenk den Text der Grußkarte sowie den Bestell- und Zahlungsstatus. Damit schließen und erfüllen wir den Kaufvertrag, schicken dir Bestätigungen, Rechnung und Versandinformationen per E-Mail und bearbeiten Widerrufe, Reklamationen und Fälle der Pflanzengarantie (Art. 6 Abs. 1 lit. b DSGVO). Rechnungen und andere Buchungsbelege bewahren wir auf, weil Handels- und Steuerrecht das verlangen (Art. 6 Abs. 1 lit. c DSGVO).",
          },
          { h3: "Partnergärtnereien und Partnershops" },
          {
            p: "Deine Bestellung wird in unserem Auftrag von einer Partnergärtnerei oder einem Partnershop verpackt und versandt. Der jeweilige Partner erhält dafür deinen Namen, deine Lieferanschrift und die bestellten Artikel, aber keine Zahlungsdaten. Er darf diese Angaben nur für den Versand deiner Bestellung verwenden.",
          },
          { h3: `Versand mit ${facts.carrier}` },
          {
            p: `Für die Zustellung geben wir oder der versendende Partner deinen Namen und deine Lieferanschrift an ${facts.carrier} weiter (Art. 6 Abs. 1 lit. b DSGVO); bei Lieferung an eine Packstation oder Postfiliale gehören deine DHL-Postnummer und die Nummer der Station dazu. ${
              facts.checkout === "invoice"
                ? `Deine E-Mail-Adresse erhält ${facts.carrier} nur, wenn du an der Kasse das freiwillige, nicht vorausgewählte Kästchen „${DHL_EMAIL_CONSENT.de}“ angekreuzt hast (Art. 6 Abs. 1 lit. a DSGVO). Dann übermitteln wir sie mit den Sendungsdaten deines Pakets und eines Rücksendeetiketts, das wir dir für einen Widerruf erstellen, und ${facts.carrier} nutzt sie, um dich über die Zustellung zu informieren. Ohne Häkchen geben wir sie nicht weiter. Diese Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen, etwa per E-Mail an uns.`
                : "Deine E-Mail-Adresse geben wir an das Versandunternehmen nur weiter, wenn du im Bestellprozess ausdrücklich eingewilligt hast, damit es dich über die Zustellung informieren kann (Art. 6 Abs. 1 lit. a DSGVO). Diese Einwilligung kannst du jederzeit widerrufen."
            }`,
          },
          { h3: "Zahlung" },
          online
            ? {
                p: "Zahlst du per Kauf auf Rechnung, stellen wir dir die Rechnung selbst aus und verarbeiten die Angaben zu deinem Zahlungseingang; einen Zahlungsdienstleister setzen wir dafür nicht ein. Für die Online-Zahlung setzen wir den Zahlungsdienstleister Stripe ein, wie im Folgenden beschrieben.",
              }
            : facts.checkout === "invoice"
              ? {
                  p: "Du bezahlst per Kauf auf Rechnung: Wir stellen dir die Rechnung selbst aus und verarbeiten die Angaben zu deinem Zahlungseingang. Einen Zahlungsdienstleister setzen wir dafür nicht ein.",
                }
              : {
                  p: "Du bezahlst an der gesicherten Kasse unseres Shopsystems Shopify. Dort gibst du deine Liefer-, Kontakt- und Zahlungsdaten ein; Shopify und der Zahlungsdienstleister der gewählten Zahlungsart verarbeiten sie, um die Zahlung abzuwickeln, teilweise in eigener Verantwortung, etwa zur Betrugsvorbeugung. Dafür gelten ihre Datenschutzhinweise, die die Kasse bereitstellt. Vollständige Karten- oder Kontodaten sehen und speichern wir nicht.",
                },
          ...(online ? stripeBlocks(online.methods) : []),
          { h3: "Widerruf über die Schaltfläche „Vertrag widerrufen“" },
          {
            p: "Widerrufst du einen Vertrag über unsere elektronische Widerrufsfunktion, verarbeiten wir die Angaben, die du dort machst (etwa Name, E-Mail-Adresse, Bestellnummer und betroffene Artikel), um den Widerruf zu bearbeiten und dir den Eingang zu bestätigen (Art. 6 Abs. 1 lit. b und c DSGVO).",
          },
        ],
      },
      {
        id: "blattwerk-scan",
        heading: `${BRAND.scanName}: Kamera und Lichtmessung`,
        blocks: [
          {
            p: `Mit ${BRAND.scanName} misst du das Licht an einem Platz in deiner Wohnung und bekommst dazu passende Pflanzenvorschläge. So gehen wir dabei mit deinen Daten um:`,
          },
          {
            list: [
              "Die Kamera wird erst genutzt, nachdem du den Zugriff in deinem Browser erlaubt hast. Du kannst diese Erlaubnis jederzeit in den Einstellungen deines Browsers oder Geräts zurücknehmen.",
              "Das Kamerabild wird ausschließlich auf deinem Gerät, direkt in deinem Browser, ausgewertet. Es wird weder an unsere Server noch an Dritte übertragen und nirgends gespeichert. Ton wird nicht aufgenommen.",
              "An unseren Server senden wir nur die auf deinem Gerät berechneten Lichtwerte – Zahlen, keine Bilder oder Bildausschnitte. Daraus berechnen wir deine Empfehlungen.",
              "Wir verwenden die Lichtwerte ausschließlich für diese Berechnung und speichern sie darüber hinaus nicht.",
              "Statt der Kamera kannst du den Platz auch selbst beschreiben. Dann verarbeiten wir nur deine Angaben zu diesem Platz.",
            ],
          },
          {
            p: "Der Zugriff auf die Kamera ist für diese von dir ausdrücklich gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Die Lichtwerte verarbeiten wir, um dir den angeforderten Dienst zu erbringen (Art. 6 Abs. 1 lit. b DSGVO).",
          },
          {
            p: "Auch wenn im Bild zufällig Personen oder persönliche Gegenstände zu sehen sind: Weil das Bild dein Gerät nicht verlässt, erhalten wir davon keine Kenntnis.",
          },
        ],
      },
      {
        id: "bewertungen",
        heading: "Bewertungen",
        blocks: [
          {
            p: "Mit einem Kundenkonto kannst du Pflanzen bewerten. Wir speichern dafür deine Sternebewertung, deinen Text, das Datum und die Zuordnung zu deinem Konto. Öffentlich angezeigt werden Sterne, Text, Datum und der Name aus deinem Konto; deine E-Mail-Adresse zeigen wir nie an.",
          },
          {
            p: "Hast du die bewertete Pflanze bei uns gekauft, kennzeichnen wir die Bewertung als „verifizierter Kauf“. Dafür gleichen wir die Bewertung mit deinen Bestellungen ab.",
          },
          {
            p: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Nutzung der Bewertungsfunktion nach unseren Nutzungsbedingungen). Bewertungen, die gegen die Nutzungsbedingungen verstoßen, entfernen wir auf Grundlage unseres berechtigten Interesses an verlässlichen Bewertungen (Art. 6 Abs. 1 lit. f DSGVO). Du kannst deine Bewertungen jederzeit löschen lassen; mit deinem Konto löschen wir auch deine Bewertungen.",
          },
        ],
      },
      {
        id: "kontakt-newsletter",
        heading: "Kontakt per E-Mail und Newsletter",
        blocks: [
          {
            p: "Schreibst du uns eine E-Mail oder rufst du an, verarbeiten wir deine Angaben (etwa Name, E-Mail-Adresse, Telefonnummer und den Inhalt deiner Nachricht), um dein Anliegen zu bearbeiten. Betrifft es eine Bestellung oder einen Vertrag, ist Rechtsgrundlage Art. 6 Abs. 1 lit. b DSGVO, sonst unser berechtigtes Interesse an der Beantwortung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO).",
          },
          {
            p: "E-Mails zu deiner Bestellung – Eingangs- und Auftragsbestätigung, Rechnung, Versandinformationen, Bestätigung eines Widerrufs – gehören zur Vertragsabwicklung und sind keine Werbung.",
          },
          { h3: "Newsletter" },
          {
            p: "Einen Newsletter oder andere Werbe-E-Mails versenden wir derzeit nicht. Führen wir einen Newsletter ein, schicken wir ihn nur mit deiner ausdrücklichen Einwilligung, die du über einen Link in einer Bestätigungs-E-Mail bestätigst (Double-Opt-in), und mit einer Abmeldemöglichkeit in jeder Ausgabe. Diese Datenschutzerklärung ergänzen wir dann vorher.",
          },
        ],
      },
      {
        id: "empfaenger",
        heading: "Empfänger und Auftragsverarbeiter",
        blocks: [
          {
            p: "Wir geben deine Daten nur weiter, soweit das für die beschriebenen Zwecke nötig ist und eine Rechtsgrundlage besteht oder du eingewilligt hast. Wir verkaufen keine Daten. Empfänger sind:",
          },
          {
            list: [
              "unser Hosting-Dienstleister (Rechenzentrum in Deutschland) als Auftragsverarbeiter,",
              "IT- und E-Mail-Dienstleister, die uns beim Betrieb und beim Versand von Service-E-Mails unterstützen, als Auftragsverarbeiter,",
              "Partnergärtnereien und Partnershops, die deine Bestellung versenden,",
              `das Versandunternehmen ${facts.carrier},`,
              ...(online ? paymentRecipients(online.methods) : []),
              ...(facts.checkout === "shopify"
                ? [
                    "der Anbieter unserer Shop-Plattform Shopify, über dessen Kasse du bestellst und bezahlst, und der Zahlungsdienstleister der dort gewählten Zahlungsart,",
                  ]
                : []),
              "Steuerberatung und Wirtschaftsprüfung, die beruflich zur Verschwiegenheit verpflichtet sind, soweit das für unsere gesetzlichen Pflichten nötig ist,",
              "Behörden und Gerichte, wenn wir gesetzlich dazu verpflichtet sind.",
            ],
          },
          {
            p: "Mit Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen. Wir verarbeiten deine Daten grundsätzlich in Deutschland und in der EU bzw. im EWR. Übermittelt ein Dienstleister im Einzelfall Daten in ein Land außerhalb der EU bzw. des EWR, geschieht das nur unter den Voraussetzungen der Art. 44 ff. DSGVO – etwa auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission oder von EU-Standardvertragsklauseln.",
          },
        ],
      },
      {
        id: "speicherdauer",
        heading: "Speicherdauer",
        blocks: [
          {
            p: "Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck nötig ist oder das Gesetz es verlangt. Im Einzelnen:",
          },
          {
            list: [
              "Server-Logs: höchstens 14 Tage, außer zur Aufklärung eines konkreten Sicherheitsvorfalls.",
              "Kundenkonto: bis du es löschst oder wir es wegen eines Verstoßes löschen.",
              "Bestelldaten: bis zur vollständigen Abwicklung und zum Ablauf der gesetzlichen Gewährleistungs- und Verjährungsfristen. Rechnungen und andere Buchungsbelege bewahren wir acht Jahre auf, Handels- und Geschäftsbriefe sechs Jahre (§ 257 HGB, § 147 AO), jeweils gerechnet ab dem Ende des Kalenderjahres.",
              `Kamerabilder von ${BRAND.scanName}: erhalten und speichern wir nie. Lichtwerte: nur für die Dauer der Berechnung deiner Empfehlungen.`,
              "Bewertungen: bis du sie oder dein Konto löschst oder wir sie wegen eines Verstoßes entfernen.",
              "Anfragen per E-Mail oder Telefon: bis dein Anliegen erledigt ist; Nachrichten, die Handels- oder Geschäftsbriefe sind, sechs Jahre.",
              `E-Mails, die wir dir geschickt haben: Den Text von E-Mails zu deinem Kundenkonto – Bestätigungs- und Passwort-Links – löschen wir ${hoursText(facts.mailRetention.accountHours)} nach dem Versand, den Text aller anderen E-Mails (etwa zu Bestellungen und Widerrufen) nach ${daysText(facts.mailRetention.otherDays)}. Danach bleiben nur Art, Empfänger, Betreff und Zeitpunkt als Nachweis des Versands; bei E-Mails zu deinem Kundenkonto löschen wir auch diese nach ${daysText(facts.mailRetention.otherDays)}. Rechnungen und andere Belege, die wir per E-Mail schicken, bewahren wir wie oben beschrieben auf.`,
              "Einträge in deinem Browser: wie in der Cookie-Richtlinie angegeben.",
            ],
          },
          {
            p: "Danach löschen wir die Daten. Solange gesetzliche Aufbewahrungspflichten bestehen, schränken wir die Verarbeitung stattdessen ein.",
          },
        ],
      },
      {
        id: "deine-rechte",
        heading: "Deine Rechte",
        blocks: [
          { p: "Dir stehen uns gegenüber folgende Rechte zu:" },
          {
            list: [
              "Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO),",
              "Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO),",
              "Löschung deiner Daten, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO),",
              "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
              "Datenübertragbarkeit – Herausgabe der Daten, die du uns bereitgestellt hast, in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),",
              "Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
            ],
          },
          { h3: "Widerspruchsrecht (Art. 21 DSGVO)" },
          {
            p: "Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), kannst du dieser Verarbeitung aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die deine Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Einer Verarbeitung zu Zwecken der Direktwerbung kannst du jederzeit ohne Angabe von Gründen widersprechen.",
          },
          { h3: "Beschwerde bei einer Aufsichtsbehörde" },
          {
            p: "Du kannst dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat deines gewöhnlichen Aufenthalts, deines Arbeitsplatzes oder des mutmaßlichen Verstoßes. Für uns zuständig ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben.",
          },
          {
            p: `Für die Ausübung deiner Rechte genügt eine formlose Nachricht an ${privacyMail}. Damit wir keine Daten an Unbefugte herausgeben, bitten wir dich gegebenenfalls, deine Identität zu bestätigen.`,
          },
        ],
      },
      {
        id: "aenderungen",
        heading: "Änderungen dieser Datenschutzerklärung",
        blocks: [
          {
            p: "Wir passen diese Datenschutzerklärung an, wenn sich unser Angebot, die eingesetzte Technik oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung. Erfordert eine Änderung deine Einwilligung, holen wir sie vorher ein.",
          },
          { p: dated },
        ],
      },
    ],
  };
}

/**
 * Online payment through Stripe Checkout (#33), for the methods the shop offers and only those. What we
 * send Stripe is what server/payments/online-payments.ts puts in the Checkout Session: the email, the
 * order's number and id, its lines and total — no name, no address. The roles and transfer mechanisms
 * are Stripe's own statements: its DPA (Stripe acts as processor and, for its own purposes, as
 * controller) and its Data Transfers Addendum (Stripe, Inc. is certified under the EU-U.S. Data Privacy
 * Framework, with the EU standard contractual clauses as the next mechanism). PayPal and Klarna take the
 * customer to their own pages and, by their own privacy notices, process there as controllers.
 */
function stripeBlocks(methods: readonly OnlineMethod[]): Block[] {
  return [
    { h3: "Online-Zahlung über Stripe" },
    {
      p: `Wählst du die Online-Zahlung (${onlineMethodsText(methods, "de")}), wickelt die Stripe Payments Europe, Ltd., Dublin, Irland („Stripe“), die Zahlung für uns ab. Dafür übermitteln wir Stripe deine E-Mail-Adresse, die Bestellnummer und unsere interne Kennung der Bestellung, die bestellten Artikel mit ihren Preisen, die Versandkosten und den Gesamtbetrag. Deine Zahlungsdaten${paymentDataExamples(methods)} gibst du direkt auf der Bezahlseite von Stripe ein; sie gehen an Stripe, nicht an uns. Von Stripe erfahren wir nur, ob und mit welcher Zahlungsart du bezahlt hast, den Betrag und die Kennung der Zahlung bei Stripe${methods.includes("sepa_debit") ? " – und bei einer Lastschrift, ob sie eingezogen werden konnte" : ""}.`,
    },
    {
      p: "Rechtsgrundlage ist die Erfüllung des Kaufvertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO). Stripe verarbeitet die Daten als unser Auftragsverarbeiter und für eigene Zwecke, etwa zur Betrugsvorbeugung und zur Erfüllung eigener gesetzlicher Pflichten, in eigener Verantwortung. Wie Stripe mit deinen Daten umgeht, erklärt Stripe in seiner Datenschutzerklärung: https://stripe.com/de/privacy",
    },
    {
      p: "Stripe kann Daten auch an die Stripe, Inc. in den USA übermitteln. Die Stripe, Inc. ist nach dem EU-US-Datenschutzrahmen (EU-U.S. Data Privacy Framework) zertifiziert; für Übermittlungen an zertifizierte Unternehmen hat die EU-Kommission ein angemessenes Datenschutzniveau festgestellt (Art. 45 DSGVO). Wo der Datenschutzrahmen nicht greift, stützt Stripe die Übermittlung auf die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).",
    },
    ...(methods.includes("paypal")
      ? [
          {
            p: "Zahlst du mit PayPal, leitet dich die Bezahlseite zu PayPal weiter. Die PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, verarbeitet dort die Daten deines PayPal-Kontos und deiner Zahlung in eigener Verantwortung; es gilt die Datenschutzerklärung von PayPal.",
          },
        ]
      : []),
    ...(methods.includes("klarna")
      ? [
          {
            p: "Zahlst du mit Klarna, leitet dich die Bezahlseite zu Klarna weiter. Die Klarna Bank AB (publ), Stockholm, Schweden, verarbeitet dort deine Angaben in eigener Verantwortung – je nach gewählter Zahlungsmöglichkeit auch zur Prüfung deiner Identität und Zahlungsfähigkeit; es gilt die Datenschutzerklärung von Klarna.",
          },
        ]
      : []),
  ];
}

/** „ – etwa Kartennummer oder IBAN und den Namen des Inhabers –", from the methods entered on Stripe's page. */
function paymentDataExamples(methods: readonly OnlineMethod[]): string {
  const entered = [
    ...(methods.includes("card") ? ["Kartennummer"] : []),
    ...(methods.includes("sepa_debit") ? ["IBAN"] : []),
  ];
  return entered.length ? ` – etwa ${entered.join(" oder ")} und den Namen des Inhabers –` : "";
}

/** The payment service providers among the recipients: Stripe, and PayPal and Klarna where offered. */
function paymentRecipients(methods: readonly OnlineMethod[]): string[] {
  return [
    "der Zahlungsdienstleister Stripe Payments Europe, Ltd. (Dublin, Irland) für die Online-Zahlung – als Auftragsverarbeiter und für eigene Zwecke in eigener Verantwortung,",
    ...(methods.includes("paypal")
      ? [
          "PayPal (Europe) S.à r.l. et Cie, S.C.A. (Luxemburg), wenn du mit PayPal zahlst, in eigener Verantwortung,",
        ]
      : []),
    ...(methods.includes("klarna")
      ? ["Klarna Bank AB (publ) (Stockholm, Schweden), wenn du mit Klarna zahlst, in eigener Verantwortung,"]
      : []),
  ];
}

/** A span before „nach dem Versand“: "einen Tag", "eine Stunde", "12 Stunden", "2 Tage". */
function hoursText(hours: number): string {
  if (hours === 24) return "einen Tag";
  if (hours > 0 && hours % 24 === 0) return `${formatNumber(hours / 24)} Tage`;
  if (hours === 1) return "eine Stunde";
  return `${formatNumber(hours)} Stunden`;
}

/** A span after „nach“: "einem Tag", "30 Tagen". */
function daysText(days: number): string {
  if (days === 1) return "einem Tag";
  return `${formatNumber(days)} Tagen`;
}

const formatNumber = (n: number) => new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(n);
