import { describe, expect, it } from "vitest";
import { termsOfSale, withdrawalNotice } from "../../content/legal";
import { shopFacts } from "../../domain/shop/shop-facts";
import { loadConfig } from "../config";
import { pdfText } from "../testing/pdf-text";
import { legalAttachment, renderLegalPdf } from "./legal-pdf";

describe("legal PDF (AGB, Widerrufsbelehrung, Muster-Widerrufsformular)", () => {
  const facts = shopFacts(loadConfig({ BUSINESS_NAME: "Grünzeug GmbH" }));

  it("holds every heading of both texts and the seller from the settings", async () => {
    const text = pdfText(await renderLegalPdf(facts)).replace(/\s+/g, " ");
    expect(text).toContain("Allgemeine Geschäftsbedingungen (AGB)");
    expect(text).toContain("Widerrufsbelehrung");
    expect(text).toContain("Muster-Widerrufsformular");
    for (const doc of [termsOfSale(facts), withdrawalNotice(facts)])
      for (const section of doc.sections) expect(text, section.heading).toContain(section.heading);
    expect(text).toContain("Grünzeug GmbH");
    expect(text).toContain("Hiermit widerrufe(n) ich/wir");
  });

  it("is drawn once and attached as a PDF", async () => {
    const render = legalAttachment(facts);
    const a = await render();
    const b = await render();
    expect(a.contentType).toBe("application/pdf");
    expect(a.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(b.content).toBe(a.content);
  });
});
