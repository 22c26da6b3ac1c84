import { BRAND, contactEmail } from "../../domain/shop/brand";

export interface InvestorHighlight {
  value: string;
  label: string;
}

export interface InvestorContent {
  heading: string;
  intro: string;
  highlights: InvestorHighlight[];
  paragraphs: string[];
  contactEmail: string;
  buttonLabel: string;
  copiedToast: string;
}

export const INVESTOR: InvestorContent = {
  heading: "Investor Relations",
  intro: `${BRAND.name} verbindet einen Onlineshop für Zimmerpflanzen mit einer kamerabasierten Lichtmessung und einem Netz lokaler Gärtnereien. Hier erfahren Investorinnen und Investoren, woran wir arbeiten und wie sie mit uns ins Gespräch kommen.`,
  highlights: [
    { value: "63\u00a0%", label: "Wachstum im Bereich Urban Gardening" },
    {
      value: "73\u00a0%",
      label: "der Menschen haben schon einmal eine Pflanze für den falschen Standort gewählt",
    },
    { value: "98\u00a0%", label: "Genauigkeit des Scans bei der Einordnung der Lichtverhältnisse" },
    { value: "< 3\u00a0Sek.", label: "vom Scan bis zur Empfehlung" },
  ],
  paragraphs: [
    "Pflanzen sind für viele Menschen ein fester Teil ihres Zuhauses geworden, und der Bereich Urban Gardening ist um 63\u00a0% gewachsen. Gleichzeitig scheitert der Pflanzenkauf oft schon an der ersten Frage: 73\u00a0% der Menschen haben mindestens einmal eine Pflanze für den falschen Standort ausgesucht.",
    `Genau hier setzt ${BRAND.scanName} an. Der Scan kombiniert Helligkeit, Farbtemperatur und Belichtungsdaten der Kamera, ordnet die Lichtverhältnisse eines Standorts mit 98\u00a0% Genauigkeit ein und liefert in unter 3 Sekunden passende Pflanzenempfehlungen. Die Bilder werden ausschließlich auf dem Gerät ausgewertet und nie hochgeladen – Datenschutz ist bei uns Teil des Produkts.`,
    "Beim Fulfillment arbeiten wir mit lokalen Partnergärtnereien und Pflanzenläden in ganz Deutschland zusammen. Sie verpacken und versenden die Bestellungen, wir bringen Reichweite, Technologie und Kundenservice ein. So wächst unser Angebot mit jedem neuen Partnerbetrieb.",
    "Für Gespräche, Unterlagen und Fragen zu unserer Entwicklung erreichen Investorinnen und Investoren uns direkt über die folgende Adresse.",
  ],
  contactEmail: contactEmail("investoren"),
  buttonLabel: "Investor-Kontakt kopieren",
  copiedToast: "E-Mail in die Zwischenablage kopiert",
};
