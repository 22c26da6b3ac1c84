import { termsOfSale, withdrawalNotice } from "../../content/legal";
import type { ShopFacts } from "../../domain/shop/brand";
import type { Block, LegalDoc } from "../../domain/shop/content";
import { createPdf, PDF_COLORS, type Pdf, pdfToBuffer } from "../pdf/document";
import type { RenderedAttachment } from "./message";

export const LEGAL_PDF_FILENAME = "Blattwerk-AGB-und-Widerrufsbelehrung.pdf";

/**
 * The contract terms on a durable medium (§ 312f Abs. 2 BGB) attached to every order confirmation:
 * our AGB, the Widerrufsbelehrung and the Muster-Widerrufsformular on its own page, written from the
 * same content/legal texts as the pages, so the PDF never says something the site does not.
 */
export async function renderLegalPdf(facts: ShopFacts): Promise<Buffer> {
  const terms = termsOfSale(facts);
  const withdrawal = withdrawalNotice(facts);
  const doc = createPdf({ title: `${terms.title}, ${withdrawal.title} und Muster-Widerrufsformular` });
  drawDoc(doc, terms);
  doc.addPage();
  drawDoc(doc, withdrawal, "muster-widerrufsformular");
  return pdfToBuffer(doc);
}

function drawDoc(doc: Pdf, legal: LegalDoc, newPageBefore?: string) {
  doc.font("bold").fontSize(15).fillColor(PDF_COLORS.brand).text(legal.title);
  if (legal.dated) doc.font("regular").fontSize(9).fillColor(PDF_COLORS.muted).text(legal.dated);
  doc.moveDown(0.6);
  for (const block of legal.intro ?? []) drawBlock(doc, block);
  for (const section of legal.sections) {
    if (section.id === newPageBefore) doc.addPage();
    doc.moveDown(0.4);
    doc.font("bold").fontSize(11.5).fillColor(PDF_COLORS.brand).text(section.heading);
    doc.moveDown(0.2);
    for (const block of section.blocks) drawBlock(doc, block);
  }
}

function drawBlock(doc: Pdf, block: Block) {
  doc.fillColor(PDF_COLORS.text);
  if ("h3" in block) {
    doc.moveDown(0.2).font("bold").fontSize(10).text(block.h3);
  } else if ("p" in block) {
    doc.font("regular").fontSize(9.5).text(block.p, { align: "left", lineGap: 1.5 });
  } else {
    doc.font("regular").fontSize(9.5).list(block.list, { bulletRadius: 1.5, textIndent: 10, lineGap: 1.5 });
  }
  doc.moveDown(0.35);
}

/** The "legal" attachment renderer: drawn once per process (the facts are settings), then reused. */
export function legalAttachment(facts: ShopFacts): () => Promise<RenderedAttachment> {
  let pdf: Promise<Buffer> | null = null;
  return async () => {
    pdf ??= renderLegalPdf(facts).catch((err) => {
      pdf = null;
      throw err;
    });
    return { filename: LEGAL_PDF_FILENAME, content: await pdf, contentType: "application/pdf" };
  };
}
