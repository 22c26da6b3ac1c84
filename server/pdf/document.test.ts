import { expect, it } from "vitest";
import { pdfText } from "../testing/pdf-text";
import { createPdf, pdfToBuffer } from "./document";

it("prints umlauts, ß and the euro sign with the embedded font", async () => {
  const doc = createPdf({ title: "Probe" });
  doc.text("Grünlilie für Ihr Büro – Gießkanne: 12,99 €");
  const pdf = await pdfToBuffer(doc);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("Blattwerk");
  expect(text).toContain("Grünlilie für Ihr Büro – Gießkanne: 12,99 €");
});

it("prints names from all over Europe: Polish, Turkish, Czech and Romanian letters", async () => {
  const doc = createPdf({ title: "Probe" });
  doc.font("bold").text("Łukasz Wiśniewski · Şahin Çelik · Jiří Dvořák · Ștefan Țurcanu");
  const text = pdfText(await pdfToBuffer(doc));
  expect(text).toContain("Łukasz Wiśniewski · Şahin Çelik · Jiří Dvořák · Ștefan Țurcanu");
});
