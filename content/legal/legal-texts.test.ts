import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS_DATE, shopFacts } from "../../domain/shop/shop-facts";
import { PARTNER, SUPPORT } from "../pages";
import {
  accessibilityStatement,
  cookiePolicy,
  imprint,
  privacyPolicy,
  termsOfSale,
  termsOfUse,
  withdrawalNotice,
} from ".";
import { sampleShopFacts } from "./sample-facts";

const facts = sampleShopFacts(6000);
const text = (v: unknown) => JSON.stringify(v);

describe("legal texts", () => {
  it.each([
    ["Datenschutz", privacyPolicy],
    ["Nutzungsbedingungen", termsOfUse],
    ["AGB", termsOfSale],
    ["Widerrufsbelehrung", withdrawalNotice],
    ["Impressum", imprint],
    ["Cookie-Richtlinie", cookiePolicy],
    ["Barrierefreiheit", accessibilityStatement],
  ] as const)("%s carries the one current date (they cite rules in force since 2026)", (_, doc) => {
    const d = doc(facts);
    expect(text(d)).not.toContain("2025");
    expect(d.dated ?? text(d)).toContain(`Stand: ${LEGAL_TEXTS_DATE}`);
  });

  it("the withdrawal notice follows the statutory model on return address and costs", () => {
    const t = text(withdrawalNotice(facts));
    expect(t).toContain(
      "binnen vierzehn Tagen ab dem Tag, an dem du uns über den Widerruf dieses Vertrags unterrichtest, an uns zurückzusenden oder zu übergeben.",
    );
    expect(t).toContain('"Wir tragen die Kosten der Rücksendung der Waren."');
    expect(t).not.toContain("Rücksendeetikett");
    expect(t).not.toContain("Andernfalls");
  });

  it("terms of sale and support state the period as the law does, and the same return costs", () => {
    for (const t of [text(termsOfSale(facts)), text(SUPPORT)]) {
      expect(t).toContain("die Ware in Besitz genommen hast bzw. hat");
      expect(t).not.toMatch(/nach Erhalt zurück|ab Erhalt der Ware/);
      expect(t).toContain("Die Kosten der Rücksendung tragen wir");
      expect(t).not.toContain("trägst du die unmittelbaren Kosten");
    }
  });

  it("no text promises express delivery, which checkout does not offer", () => {
    for (const t of [text(termsOfSale(facts)), text(SUPPORT), text(PARTNER)])
      expect(t).not.toMatch(/express/i);
  });

  it("the privacy policy promises the e-mail to DHL only with the checkout's box, quoting it word for word (#49)", () => {
    const t = text(privacyPolicy({ ...facts, checkout: "invoice" }));
    expect(t).toContain(
      "nur, wenn du an der Kasse das freiwillige, nicht vorausgewählte Kästchen „Ich bin einverstanden, dass meine E-Mail-Adresse an DHL übermittelt wird, damit DHL mich über die Zustellung meines Pakets informieren kann.“ angekreuzt hast",
    );
    expect(t).toContain("Ohne Häkchen geben wir sie nicht weiter.");
  });

  it("the privacy policy states how long sent mails keep their text, as the outbox applies it (#29)", () => {
    const t = text(privacyPolicy(facts));
    expect(t).toContain("Passwort-Links – löschen wir einen Tag nach dem Versand");
    expect(t).toContain("(etwa zu Bestellungen und Widerrufen) nach 30 Tagen");
    const configured = shopFacts({
      business: facts.business,
      freeShippingThresholdCents: 6000,
      invoicing: { paymentTermDays: 14 },
      mail: { retention: { accountMs: 6 * 3_600_000, otherMs: 7 * 86_400_000 } },
    });
    const c = text(privacyPolicy(configured));
    expect(c).toContain("löschen wir 6 Stunden nach dem Versand");
    expect(c).toContain("nach 7 Tagen");
  });
});

describe("payment and shipping as configured (#32)", () => {
  const invoice = sampleShopFacts();
  const shopify = sampleShopFacts(undefined, undefined, "shopify");
  const all = (f: typeof invoice) =>
    [termsOfSale(f), privacyPolicy(f), accessibilityStatement(f)].map(text).join("\n");

  it("the local checkout: only „Kauf auf Rechnung“, no card payment, no payment provider", () => {
    const t = all(invoice);
    expect(text(termsOfSale(invoice))).toContain(
      "Du bezahlst per Kauf auf Rechnung; eine andere Zahlungsart bieten wir nicht an.",
    );
    expect(t).not.toMatch(/Karte|Kartenzahlung|Shopify/);
  });

  it("the Shopify checkout: payment at its checkout, nothing said about an invoice of ours to pay", () => {
    const t = text(termsOfSale(shopify));
    expect(t).toContain("Du bezahlst an der gesicherten Kasse unseres Shopsystems Shopify");
    expect(t).not.toContain("Kauf auf Rechnung");
    expect(all(shopify)).toContain("Shopify");
  });

  const cardAndDebit = sampleShopFacts(undefined, undefined, "local", ["card", "sepa_debit"]);
  const everyMethod = sampleShopFacts(undefined, undefined, "local", [
    "card",
    "paypal",
    "klarna",
    "sepa_debit",
  ]);

  it("without Stripe no text names Stripe, PayPal or Klarna", () => {
    expect(all(invoice)).not.toMatch(/Stripe|PayPal|Klarna|Lastschrift/);
  });

  it("with Stripe for card and SEPA debit: the AGB and privacy policy name exactly those, and Stripe", () => {
    for (const t of [text(termsOfSale(cardAndDebit)), text(privacyPolicy(cardAndDebit))]) {
      expect(t).toContain("Stripe Payments Europe, Ltd., Dublin, Irland");
      expect(t).toContain("Karte (auch Apple Pay und Google Pay) oder SEPA-Lastschrift");
      expect(t).not.toMatch(/PayPal|Klarna/);
    }
    const terms = text(termsOfSale(cardAndDebit));
    expect(terms).toContain("per Kauf auf Rechnung oder online mit Karte");
    expect(terms).not.toContain("eine andere Zahlungsart bieten wir nicht an");
    expect(terms).toContain("Für die Nutzung einer Zahlungsart berechnen wir keine zusätzlichen Gebühren.");
    expect(terms).toContain("Vorabankündigung");
    expect(terms).toContain("Du überweist den Betrag dann wie beim Kauf auf Rechnung");
    const privacy = text(privacyPolicy(cardAndDebit));
    expect(privacy).toContain("Art. 6 Abs. 1 lit. b DSGVO");
    expect(privacy).toContain("https://stripe.com/de/privacy");
    expect(privacy).toContain("EU-U.S. Data Privacy Framework");
    expect(privacy).toContain("Standardvertragsklauseln");
    expect(privacy).not.toContain("Einen Zahlungsdienstleister setzen wir dafür nicht ein.");
    expect(text(accessibilityStatement(cardAndDebit))).toContain(
      "Bezahlseite unseres Zahlungsdienstleisters Stripe",
    );
    expect(text(accessibilityStatement(cardAndDebit))).not.toMatch(/PayPal|Klarna/);
  });

  it("without SEPA debit the AGB say nothing about a debit", () => {
    const cardOnly = sampleShopFacts(undefined, undefined, "local", ["card"]);
    expect(text(termsOfSale(cardOnly))).not.toMatch(/Lastschrift|Vorabankündigung/);
    expect(text(privacyPolicy(cardOnly))).not.toMatch(/Lastschrift|IBAN/);
  });

  it("with every method: all four named, PayPal and Klarna as controllers of their own pages", () => {
    for (const t of [text(termsOfSale(everyMethod)), text(privacyPolicy(everyMethod))]) {
      expect(t).toContain("Karte (auch Apple Pay und Google Pay), PayPal, Klarna oder SEPA-Lastschrift");
      expect(t).toContain("Stripe");
    }
    const privacy = text(privacyPolicy(everyMethod));
    expect(privacy).toContain("PayPal (Europe) S.à r.l. et Cie, S.C.A.");
    expect(privacy).toContain("Klarna Bank AB (publ)");
    expect(text(accessibilityStatement(everyMethod))).toContain("PayPal oder Klarna");
  });

  it("every text names the one carrier the shop ships with, no UPS", () => {
    for (const t of [all(invoice), all(shopify), text(SUPPORT), text(PARTNER)]) {
      expect(t).not.toMatch(/\bUPS\b/);
    }
    expect(text(termsOfSale(invoice))).toContain("Jede Sendung stellt DHL zu.");
  });
});

describe("imprint without register or VAT ID (#50 §5: § 5 DDG asks for them only where they exist)", () => {
  it("leaves out the register and the VAT ID lines when the settings leave them empty", () => {
    const sole = {
      ...facts,
      business: { ...facts.business, registerCourt: "", registerNumber: "", vatId: "" },
    };
    const t = text(imprint(sole));
    expect(t).not.toContain("Registergericht");
    expect(t).not.toContain("Registernummer");
    expect(t).not.toContain("Umsatzsteuer-Identifikationsnummer");
    expect(t).toContain(facts.business.companyName);
    // With them set, both are there.
    const full = text(imprint(facts));
    expect(full).toContain(`Registergericht: ${facts.business.registerCourt}`);
    expect(full).toContain(`§ 27a Umsatzsteuergesetz: ${facts.business.vatId}`);
  });
});
