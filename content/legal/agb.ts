import { deliveryPromiseDays, deliveryRule } from "../../domain/orders/delivery";
import { type OnlineMethod, onlineMethodsText } from "../../domain/orders/online-payment";
import { paymentTermSentence } from "../../domain/orders/payment-term";
import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND } from "../../domain/shop/brand";
import type { Block, LegalDoc } from "../../domain/shop/content";

/** Integer cents → German euro amount, e.g. 6000 → "60,00 €". */
function euro(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const fraction = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${whole},${fraction} €`;
}

/** How an invoice is paid: the shop's one term, the account on the invoice. */
const invoiceTerms = (days: number) =>
  `${paymentTermSentence("de", days)} Du überweist den Rechnungsbetrag auf das in der Rechnung angegebene Konto; das Fälligkeitsdatum steht auf der Rechnung.`;

/**
 * With Stripe configured (#33): the choice between invoice and online payment, and for each method the
 * shop offers on Stripe's page — and only those — when the money moves. Stripe Payments Europe is the
 * Stripe entity that contracts with shops in the EEA (Stripe's Services Agreement).
 */
function paymentChoice(methods: readonly OnlineMethod[], paymentTermDays: number): Block[] {
  const when: Record<OnlineMethod, string> = {
    card: "Karte (auch Apple Pay und Google Pay): Die Zahlung wird ausgeführt, sobald du sie auf der Bezahlseite freigegeben hast, gegebenenfalls nach einer Bestätigung bei deiner Bank (3-D Secure). Wann dein Konto belastet wird, richtet sich nach dem Vertrag mit deinem Kartenherausgeber. Mit Apple Pay oder Google Pay zahlst du mit einer Karte, die du dort hinterlegt hast.",
    paypal:
      "PayPal: Von der Bezahlseite aus meldest du dich bei PayPal an und gibst die Zahlung dort frei; sie wird sofort ausgeführt. Für dein PayPal-Konto gelten die Bedingungen von PayPal.",
    klarna:
      "Klarna: Von der Bezahlseite aus wechselst du zu Klarna und wählst dort eine der Zahlungsmöglichkeiten, die Klarna dir anbietet. Klarna zahlt uns den Betrag; wann und wie du an Klarna zahlst, richtet sich nach den Bedingungen von Klarna, die dir dort angezeigt werden.",
    sepa_debit:
      "SEPA-Lastschrift: Auf der Bezahlseite gibst du deine IBAN an und erteilst ein SEPA-Lastschriftmandat. Der Betrag wird nach deiner Bestellung von deinem Konto eingezogen, in der Regel innerhalb weniger Bankarbeitstage. Den Einzug kündigen wir dir mit der Eingangsbestätigung per E-Mail an, die den Betrag nennt (Vorabankündigung); die Frist für diese Ankündigung verkürzen wir auf einen Tag vor dem Einzug. Bitte sorge dafür, dass dein Konto gedeckt ist.",
  };
  return [
    { p: "Du wählst im Checkout, wie du bezahlst:" },
    {
      list: [
        `Kauf auf Rechnung: ${invoiceTerms(paymentTermDays)}`,
        `Online-Zahlung mit ${onlineMethodsText(methods, "de")}: Du bezahlst auf der Bezahlseite unseres Zahlungsdienstleisters Stripe Payments Europe, Ltd., Dublin, Irland („Stripe“). Deine Zahlungsdaten gibst du nur dort ein; sie erreichen uns nicht.`,
      ],
    },
    { h3: "Wann eine Online-Zahlung ausgeführt wird" },
    {
      p: "Die Online-Zahlung gibst du direkt nach deiner Bestellung frei, also bevor wir dein Angebot annehmen. Kommt der Vertrag nicht zustande, erstatten wir dir den Betrag unverzüglich.",
    },
    { list: methods.map((m) => when[m]) },
    ...(methods.includes("sepa_debit")
      ? [
          {
            p: "Kann die Lastschrift nicht eingezogen werden oder gibt deine Bank sie zurück, bleibt deine Bestellung bestehen. Du überweist den Betrag dann wie beim Kauf auf Rechnung; wohin, schreiben wir dir per E-Mail.",
          },
        ]
      : []),
  ];
}

/** Allgemeine Geschäftsbedingungen für Käufe im Shop. Exactly 12 sections. */
export function termsOfSale(facts: ShopFacts): LegalDoc {
  const b = facts.business;
  const address = `${b.street}, ${b.postalCode} ${b.city}, ${b.country}`;
  const shipping = facts.shippingCostsCents;
  // Online payment is a choice of the shop's own checkout; Shopify takes its own payments.
  const online = facts.checkout === "invoice" ? facts.onlinePayment : null;
  const freeShipping =
    facts.freeShippingThresholdCents > 0
      ? `Ab einem Warenwert von ${euro(facts.freeShippingThresholdCents)} (inklusive Umsatzsteuer, ohne Versandkosten) liefern wir versandkostenfrei.`
      : "Wir liefern alle Bestellungen versandkostenfrei.";

  return {
    title: "Allgemeine Geschäftsbedingungen (AGB)",
    description: `Die Bedingungen für Bestellungen im Online-Shop von ${BRAND.name}: Vertragsschluss, Preise, Versand, Zahlung, Widerruf, Gewährleistung und Pflanzengarantie.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    sections: [
      {
        id: "geltungsbereich-verkaeufer",
        heading: "Geltungsbereich und Verkäufer",
        blocks: [
          {
            p: `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen in unserem Online-Shop ${BRAND.name} unter ${BRAND.domain}. Dein Vertragspartner ist:`,
          },
          { p: b.companyName },
          { p: address },
          { p: `E-Mail: ${b.email} · Telefon: ${b.phone}` },
          {
            p: `Unser Shop richtet sich ausschließlich an Verbraucherinnen und Verbraucher (§ 13 BGB), die mindestens ${facts.minimumAge} Jahre alt sind und für den privaten, nicht gewerblichen Gebrauch kaufen. Wir liefern nur an Lieferanschriften in Deutschland.`,
          },
          {
            p: `Deine Bestellung wird in unserem Auftrag von einer Partnergärtnerei oder einem Partnershop verpackt und versandt. Vertragspartner bleibt in jedem Fall ${b.companyName}; für Fragen, Widerruf, Reklamationen und die Pflanzengarantie wendest du dich an uns.`,
          },
          {
            p: "Maßgeblich ist die Fassung dieser AGB, die zum Zeitpunkt deiner Bestellung gilt.",
          },
        ],
      },
      {
        id: "vertragsschluss",
        heading: "Vertragsschluss",
        blocks: [
          {
            p: "Die Darstellung der Pflanzen und anderen Artikel im Shop ist noch kein verbindliches Angebot, sondern eine Einladung an dich, bei uns zu bestellen.",
          },
          { h3: "So bestellst du" },
          {
            list: [
              "Du legst die gewünschten Artikel in den Warenkorb. Dort kannst du die Anzahl ändern und Artikel wieder entfernen.",
              online
                ? `Im Checkout gibst du deine Liefer- und Kontaktdaten ein und wählst, wie du bezahlst: per Kauf auf Rechnung oder online mit ${onlineMethodsText(online.methods, "de")}.`
                : facts.checkout === "invoice"
                  ? "Im Checkout gibst du deine Liefer- und Kontaktdaten ein. Du bezahlst per Kauf auf Rechnung."
                  : "Zum Bezahlen wechselst du auf die gesicherte Kasse unseres Shopsystems Shopify. Dort gibst du deine Liefer- und Kontaktdaten ein und wählst eine der Zahlungsarten, die dir die Kasse anzeigt.",
              "Vor dem Absenden siehst du die wesentlichen Angaben zu deiner Bestellung und den Gesamtpreis einschließlich Versandkosten. Eingabefehler kannst du bis dahin jederzeit in den Eingabefeldern oder über den Warenkorb korrigieren.",
              facts.checkout === "invoice"
                ? "Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot zum Kauf der Artikel in deinem Warenkorb ab."
                : "Mit einem Klick auf die Schaltfläche zum zahlungspflichtigen Bestellen an der Kasse gibst du ein verbindliches Angebot zum Kauf der Artikel in deinem Warenkorb ab.",
            ],
          },
          ...(online
            ? [
                {
                  p: "Hast du die Online-Zahlung gewählt, leiten wir dich nach dem Klick auf „Zahlungspflichtig bestellen“ auf die Bezahlseite unseres Zahlungsdienstleisters Stripe weiter; dort gibst du die Zahlung frei. Brichst du die Zahlung ab oder gibst du sie nicht innerhalb von 30 Minuten frei, stornieren wir die Bestellung, und du bist an dein Angebot nicht mehr gebunden.",
                },
              ]
            : []),
          {
            p: online
              ? "Direkt nach deiner Bestellung – bei der Online-Zahlung, sobald du die Zahlung freigegeben hast – bestätigen wir dir ihren Eingang per E-Mail (Eingangsbestätigung). Diese Bestätigung ist noch keine Annahme deines Angebots."
              : "Direkt nach deiner Bestellung bestätigen wir dir ihren Eingang per E-Mail (Eingangsbestätigung). Diese Bestätigung ist noch keine Annahme deines Angebots.",
          },
          {
            p: "Der Kaufvertrag kommt zustande, wenn wir dein Angebot per E-Mail annehmen (Auftragsbestätigung) oder die Ware an dich versenden – je nachdem, was zuerst geschieht. Nehmen wir dein Angebot nicht innerhalb von zwei Werktagen an, bist du nicht mehr daran gebunden; bereits gezahlte Beträge erstatten wir dir dann unverzüglich.",
          },
        ],
      },
      {
        id: "preise-versandkosten",
        heading: "Preise und Versandkosten",
        blocks: [
          {
            p: "Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer. Hinzu kommen gegebenenfalls Versandkosten. Den Gesamtbetrag siehst du, bevor du deine Bestellung absendest.",
          },
          {
            p: "Die Versandkosten richten sich nach der größten Pflanze in deiner Bestellung. Die Größe jeder Pflanze findest du auf ihrer Produktseite.",
          },
          {
            list: [
              `kleine Pflanzen: ${euro(shipping.small)}`,
              `mittelgroße Pflanzen: ${euro(shipping.medium)}`,
              `große Pflanzen: ${euro(shipping.large)}`,
            ],
          },
          { p: freeShipping },
        ],
      },
      {
        id: "zahlung",
        heading: "Zahlung",
        blocks: [
          ...(online
            ? paymentChoice(online.methods, facts.paymentTermDays)
            : [
                facts.checkout === "invoice"
                  ? {
                      p: `Du bezahlst per Kauf auf Rechnung; eine andere Zahlungsart bieten wir nicht an. ${invoiceTerms(facts.paymentTermDays)}`,
                    }
                  : {
                      p: "Du bezahlst an der gesicherten Kasse unseres Shopsystems Shopify mit einer der Zahlungsarten, die sie dir vor dem Absenden der Bestellung anzeigt. Wann dein Konto oder deine Karte belastet wird, richtet sich nach der gewählten Zahlungsart und ist dort beschrieben.",
                    },
              ]),
          { p: "Für die Nutzung einer Zahlungsart berechnen wir keine zusätzlichen Gebühren." },
          { p: "Zahlst du nicht rechtzeitig, gelten die gesetzlichen Regeln zum Zahlungsverzug." },
        ],
      },
      {
        id: "lieferung",
        heading: "Lieferung und Versand",
        blocks: [
          {
            p: `Wir liefern ausschließlich innerhalb Deutschlands. Jede Sendung stellt ${facts.carrier} zu.`,
          },
          {
            p: `Die Lieferzeit beträgt ${deliveryPromiseDays(facts.deliveryDays).from}–${deliveryPromiseDays(facts.deliveryDays).to} Werktage ab Vertragsschluss. ${deliveryRule("de", facts.deliveryDays)} Werktage sind hier Montag bis Freitag außer den bundesweiten gesetzlichen Feiertagen.`,
          },
          { h3: "Versandpause bei Hitze und Frost" },
          {
            p: "Pflanzen vertragen weder große Hitze noch Frost. Liegen die Temperaturen auf dem Transportweg voraussichtlich über 35 °C oder unter 0 °C, versenden wir zum Schutz deiner Pflanzen vorübergehend nicht. Die Lieferzeit verlängert sich dann um die Dauer dieser Versandpause. Ist deine Bestellung betroffen, informieren wir dich per E-Mail und versenden sie, sobald das Wetter es zulässt.",
          },
          {
            p: "Möchtest du nicht warten, kannst du den Vertrag widerrufen – das geht auch schon vor der Lieferung. Deine gesetzlichen Rechte bei Lieferverzögerungen bleiben unberührt.",
          },
          { h3: "Gefahrübergang" },
          {
            p: "Das Risiko, dass die Ware beim Versand beschädigt wird oder verloren geht, geht erst auf dich über, wenn du oder eine von dir benannte empfangsberechtigte Person sie erhalten hat.",
          },
        ],
      },
      {
        id: "eigentumsvorbehalt",
        heading: "Eigentumsvorbehalt",
        blocks: [{ p: "Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum." }],
      },
      {
        id: "widerrufsrecht",
        heading: "Widerrufsrecht",
        blocks: [
          {
            p: `Als Verbraucherin oder Verbraucher hast du ein gesetzliches Widerrufsrecht: Du kannst den Vertrag binnen ${facts.withdrawalDays} Tagen ohne Angabe von Gründen widerrufen; die Frist beginnt an dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Ware in Besitz genommen hast bzw. hat. Das gilt auch für lebende Pflanzen. Alle Einzelheiten – Frist, Form, Folgen des Widerrufs und das Muster-Widerrufsformular – findest du in unserer Widerrufsbelehrung (/widerruf).`,
          },
          {
            p: "Am einfachsten widerrufst du mit der Schaltfläche „Vertrag widerrufen“ auf der Seite der Widerrufsbelehrung (/widerruf#widerrufsbutton). Das ist unsere elektronische Widerrufsfunktion nach § 356a BGB; ein Kundenkonto brauchst du dafür nicht. Du kannst uns deinen Widerruf aber auch per E-Mail oder Brief mitteilen.",
          },
          {
            p: `Die Kosten der Rücksendung tragen wir; nach deinem Widerruf schicken wir dir ein Rücksendeetikett. Erstattungen bearbeiten wir in der Regel innerhalb von 3–5 Werktagen, nachdem deine Rücksendung bei uns eingegangen ist – in jedem Fall innerhalb der gesetzlichen Frist von ${facts.refundDays} Tagen ab Eingang deines Widerrufs. Wir dürfen die Erstattung zurückhalten, bis wir die Ware zurückerhalten haben oder du nachgewiesen hast, dass du sie zurückgeschickt hast.`,
          },
        ],
      },
      {
        id: "gewaehrleistung",
        heading: "Gewährleistung",
        blocks: [
          {
            p: `Es gelten die gesetzlichen Mängelrechte mit den gesetzlichen Verjährungsfristen. Einen Mangel meldest du uns am besten per E-Mail an ${b.email}.`,
          },
          { h3: "Pflanzen sind Naturprodukte" },
          {
            p: "Jede Pflanze wächst anders. Fotos und Illustrationen im Shop zeigen typische Exemplare. Geringe Abweichungen in Größe, Wuchsform und Farbe gegenüber Abbildung und Beschreibung sind natürlich und kein Mangel, solange die Pflanze gesund ist und der Beschreibung im Übrigen entspricht – insbesondere der angegebenen Größe und Topfgröße. Nach dem Transport braucht eine Pflanze oft einige Tage, um sich an ihren neuen Platz zu gewöhnen.",
          },
          { h3: "Transportschäden" },
          {
            p: "Kommt eine Sendung sichtbar beschädigt an, reklamiere das bitte möglichst gleich beim Zusteller und melde dich bei uns. So können wir unsere Ansprüche gegenüber dem Versandunternehmen durchsetzen. Deine gesetzlichen Rechte hängen davon nicht ab.",
          },
        ],
      },
      {
        id: "pflanzengarantie",
        heading: "Pflanzengarantie für die ersten 3 Tage",
        blocks: [
          {
            p: `Zusätzlich zu deinen gesetzlichen Rechten geben wir – ${b.companyName}, ${address} – dir für jede bei uns gekaufte Pflanze eine kostenlose Pflanzengarantie:`,
          },
          {
            list: [
              "Was sie abdeckt: Kommt deine Pflanze beschädigt bei dir an oder gedeiht sie in den ersten 3 Tagen nach Erhalt nicht – sie welkt zum Beispiel stark, fault oder stirbt ab –, schicken wir dir kostenlos eine gleichwertige Ersatzpflanze. Ist kein Ersatz verfügbar oder möchtest du lieber keinen, erstatten wir dir den Kaufpreis dieser Pflanze; hast du noch nicht bezahlt, musst du ihn nicht zahlen.",
              "Wie lange und wo: 3 Tage ab Erhalt der Pflanze, für alle Lieferungen innerhalb Deutschlands.",
              `So nutzt du sie: Schreib uns innerhalb der 3 Tage an ${b.email}, nenne deine Bestellnummer und schick ein Foto der Pflanze mit – bei einem Transportschaden auch eines der Verpackung.`,
              "Nicht abgedeckt sind Schäden, die erst nach der Lieferung durch offensichtlich ungeeignete Behandlung entstehen, etwa Frostschäden, weil die Pflanze im Freien stand.",
            ],
          },
          {
            p: "Die Garantie gilt zusätzlich zu deinen gesetzlichen Mängelrechten und schränkt sie nicht ein. Deine gesetzlichen Rechte kannst du unentgeltlich geltend machen – unabhängig davon, ob du die Garantie in Anspruch nimmst oder ein Foto schickst.",
          },
        ],
      },
      {
        id: "haftung",
        heading: "Haftung",
        blocks: [
          {
            p: "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.",
          },
          {
            p: "Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht verletzen. Wesentlich ist eine Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst – etwa die Pflicht, dir eine mangelfreie Pflanze rechtzeitig zu liefern. In diesem Fall ist unsere Haftung auf den bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen haften wir bei leichter Fahrlässigkeit nicht.",
          },
          {
            p: "Diese Regeln gelten auch zugunsten unserer Mitarbeitenden, Beauftragten und der Partner, die deine Bestellung für uns versenden. Deine gesetzlichen Mängelrechte bleiben unberührt.",
          },
        ],
      },
      {
        id: "vertragstext-sprache",
        heading: "Speicherung des Vertragstextes und Vertragssprache",
        blocks: [
          {
            p: "Wir speichern den Vertragstext, also deine Bestelldaten und diese AGB. Deine Bestelldaten und die AGB schicken wir dir mit der Auftragsbestätigung per E-Mail, sodass du sie speichern und ausdrucken kannst. Hast du ein Kundenkonto, findest du deine Bestellungen auch in deiner Bestellübersicht. Die aktuelle Fassung der AGB kannst du jederzeit auf dieser Seite abrufen; frühere Fassungen halten wir auf der Website nicht zum Abruf bereit.",
          },
          { p: "Vertragssprache ist Deutsch." },
          { p: "Besonderen Verhaltenskodizes haben wir uns nicht unterworfen." },
        ],
      },
      {
        id: "schlussbestimmungen",
        heading: "Anwendbares Recht, Gerichtsstand und Streitbeilegung",
        blocks: [
          {
            p: "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Diese Rechtswahl gilt nur, soweit dir dadurch nicht der Schutz zwingender Vorschriften des Staates entzogen wird, in dem du deinen gewöhnlichen Aufenthalt hast.",
          },
          {
            p: `Ist der Kunde Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ${facts.jurisdiction}. Für Verbraucherinnen und Verbraucher gelten die gesetzlichen Gerichtsstände; deine Rechte als Verbraucher bleiben unberührt.`,
          },
          { h3: "Verbraucherstreitbeilegung" },
          {
            p: "Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn etwas nicht passt, wende dich bitte direkt an uns – wir suchen gemeinsam mit dir nach einer Lösung.",
          },
          {
            p: "Ist eine Bestimmung dieser AGB unwirksam, bleibt der Vertrag im Übrigen wirksam; an die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",
          },
        ],
      },
    ],
  };
}
