import type { OnlineMethod } from "../../domain/orders/online-payment";
import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND } from "../../domain/shop/brand";
import type { LegalDoc } from "../../domain/shop/content";

/** The pages Stripe's page leads on to, for the methods offered: PayPal's and Klarna's own. */
function thirdPartyPages(methods: readonly OnlineMethod[]): string {
  const others = (["paypal", "klarna"] as const).filter((m) => methods.includes(m));
  if (others.length === 0) return "";
  const names = others.map((m) => (m === "paypal" ? "PayPal" : "Klarna"));
  return ` und von dort, wenn du mit ${names.join(" oder ")} zahlst, auf die Seite von ${names.join(" bzw. ")}`;
}

/** Erklärung zur Barrierefreiheit (BFSG, § 14 und Anlage 3; Maßstab WCAG 2.2 Stufe AA). */
export function accessibilityStatement(facts: ShopFacts): LegalDoc {
  const b = facts.business;
  // Online payment is a choice of the shop's own checkout; Shopify takes its own payments.
  const online = facts.checkout === "invoice" ? facts.onlinePayment : null;

  return {
    title: "Erklärung zur Barrierefreiheit",
    description: `Wie barrierefrei der Shop und ${BRAND.scanName} sind, was wir prüfen, welche Einschränkungen es gibt und wo du Barrieren melden kannst.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    sections: [
      {
        id: "geltungsbereich",
        heading: "Für welches Angebot diese Erklärung gilt",
        blocks: [
          {
            p: `Diese Erklärung gilt für unsere Website ${BRAND.domain} mit dem Online-Shop für Zimmerpflanzen, dem Kundenkonto, der elektronischen Widerrufsfunktion und ${BRAND.scanName}. Als Dienstleistung im elektronischen Geschäftsverkehr unterliegt sie dem Barrierefreiheitsstärkungsgesetz (BFSG).`,
          },
          { h3: "Unser Angebot in Kürze" },
          {
            list: [
              "Im Shop findest du Zimmerpflanzen mit Beschreibung, Pflegehinweisen und Preis. Du kannst suchen, nach Licht- und Wasserbedarf, Haustierfreundlichkeit und Preis filtern und sortieren.",
              online
                ? "Du legst Pflanzen in den Warenkorb, gibst im Checkout deine Lieferdaten ein und bestellst mit der Schaltfläche „Zahlungspflichtig bestellen“. Bezahlt wird per Rechnung oder online auf der Bezahlseite unseres Zahlungsdienstleisters Stripe."
                : facts.checkout === "invoice"
                  ? "Du legst Pflanzen in den Warenkorb, gibst im Checkout deine Lieferdaten ein und bestellst mit der Schaltfläche „Zahlungspflichtig bestellen“. Bezahlt wird per Rechnung."
                  : "Du legst Pflanzen in den Warenkorb und bestellst und bezahlst an der Kasse unseres Shopsystems Shopify.",
              `${BRAND.scanName} schätzt mit der Kamera das Licht an einem Platz und empfiehlt passende Pflanzen. Alternativ beschreibst du den Platz selbst.`,
              "Mit einem freiwilligen Kundenkonto siehst du deine Bestellungen und gemerkten Pflanzen und kannst Bewertungen schreiben.",
              "Einen Kauf kannst du über die Schaltfläche „Vertrag widerrufen“ widerrufen, ohne Kundenkonto.",
            ],
          },
        ],
      },
      {
        id: "stand-der-vereinbarkeit",
        heading: "Stand der Barrierefreiheit",
        blocks: [
          {
            p: "Unser Ziel ist, dass unser Angebot die Barrierefreiheitsanforderungen des BFSG und der dazugehörigen Verordnung (BFSGV) vollständig erfüllt. Als Maßstab verwenden wir die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA, die auch der europäischen Norm EN 301 549 zugrunde liegen. Diese Erklärung beruht auf unserer eigenen Prüfung. Bekannte Einschränkungen nennen wir im nächsten Abschnitt.",
          },
          { h3: "Was wir prüfen" },
          {
            list: [
              "Tastatur: ob alle Funktionen ohne Maus erreichbar sind, der Fokus stets sichtbar ist, die Reihenfolge logisch ist und Dialoge den Fokus halten und sich mit der Escape-Taste schließen lassen.",
              "Screenreader: ob die wichtigsten Abläufe – suchen, Pflanze ansehen, Warenkorb, Bestellung, Anmeldung, Widerruf und die Alternative zum Kamera-Scan – mit gängigen Screenreadern auf Computer und Smartphone verständlich und bedienbar sind.",
              "Kontraste: ob Texte einen Kontrast von mindestens 4,5 : 1 haben und große Schrift sowie Bedienelemente und Grafiken, die zum Verständnis nötig sind, mindestens 3 : 1.",
              "Automatisierte Prüfungen: Unsere automatisierten Tests untersuchen die Seiten mit dem Prüfwerkzeug axe auf Verstöße gegen die WCAG.",
              "Vergrößerung und kleine Bildschirme: ob Inhalte bei 200 % Zoom und auf schmalen Bildschirmen vollständig nutzbar bleiben.",
              "Formulare: ob Eingabefelder beschriftet und Pflichtfelder gekennzeichnet sind und Fehlermeldungen klar sagen, was zu tun ist.",
            ],
          },
        ],
      },
      {
        id: "bekannte-einschraenkungen",
        heading: "Bekannte Einschränkungen",
        blocks: [
          {
            p: `${BRAND.scanName} misst das Licht anhand des Kamerabilds. Dafür musst du die Kamera auf den gewünschten Platz richten, was ohne Sicht auf das Kamerabild schwierig sein kann. Als barrierefreie Alternative kannst du den Platz ohne Kamera selbst beschreiben; auch dann erhältst du passende Pflanzenempfehlungen.`,
          },
          online
            ? {
                p: `Den Kauf auf Rechnung schließt du vollständig in unserem Shop ab. Für die Online-Zahlung leiten wir dich auf die Bezahlseite unseres Zahlungsdienstleisters Stripe weiter${thirdPartyPages(online.methods)}. Das sind Seiten von Drittanbietern, deren Gestaltung und Barrierefreiheit wir nicht beeinflussen können und die diese Erklärung nicht abdeckt. Kommst du dort nicht weiter, kannst du stattdessen per Rechnung bezahlen oder dich bei uns melden.`,
              }
            : facts.checkout === "invoice"
              ? {
                  p: "Den Kauf auf Rechnung schließt du vollständig in unserem Shop ab, ohne Weiterleitung zu einer fremden Zahlungsseite.",
                }
              : {
                  p: "Zum Bezahlen wirst du zur Kasse unseres Shopsystems Shopify weitergeleitet, deren Gestaltung wir nicht beeinflussen können.",
                },
        ],
      },
      {
        id: "feedback",
        heading: "Barrieren melden",
        blocks: [
          {
            p: `Ist dir eine Barriere aufgefallen oder brauchst du Informationen in einer anderen Form? Schreib uns an ${b.email} oder ruf uns an unter ${b.phone}. Nenne uns bitte, wenn möglich, die betroffene Seite und beschreibe kurz das Problem. Wir melden uns so schnell wie möglich und helfen dir auch auf anderem Weg weiter, etwa bei einer Bestellung.`,
          },
        ],
      },
      {
        id: "marktueberwachung",
        heading: "Marktüberwachung",
        blocks: [
          {
            p: "Bist du der Meinung, dass unser Angebot die Barrierefreiheitsanforderungen nicht erfüllt, kannst du dich an die zuständige Marktüberwachungsbehörde wenden und beantragen, dass sie Maßnahmen ergreift.",
          },
          {
            p: "Zuständig ist die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), eine gemeinsame Einrichtung der Länder mit Sitz in Magdeburg. Die aktuellen Kontaktdaten der MLBF findest du auf ihrer Website.",
          },
        ],
      },
      {
        id: "erstellung",
        heading: "Erstellung dieser Erklärung",
        blocks: [
          {
            p: `Diese Erklärung haben wir auf Grundlage unserer eigenen Prüfung erstellt. Wir überprüfen sie regelmäßig und nach größeren Änderungen an der Website. Stand: ${facts.legalTextsDate}.`,
          },
        ],
      },
    ],
  };
}
