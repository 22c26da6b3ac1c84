import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS_DATE, shopFacts } from "../../domain/shop-facts";
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

  it("every text names the one carrier the shop ships with, no UPS", () => {
    for (const t of [all(invoice), all(shopify), text(SUPPORT), text(PARTNER)]) {
      expect(t).not.toMatch(/\bUPS\b/);
    }
    expect(text(termsOfSale(invoice))).toContain("Jede Sendung stellt DHL zu.");
  });
});
