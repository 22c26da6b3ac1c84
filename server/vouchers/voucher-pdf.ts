import { eq } from "drizzle-orm";
import { moneyFormatter } from "../../domain/orders/money";
import { BRAND } from "../../domain/shop/brand";
import { defineMessages } from "../../domain/text/i18n";
import { formatVoucherCode } from "../../domain/vouchers/vouchers";
import type { Db } from "../db/client";
import { type VoucherRow, vouchers } from "../db/schema";
import type { RenderedAttachment } from "../mail/message";
import { createPdf, customerText, PDF_COLORS, PDF_MARGIN, pdfToBuffer } from "../pdf/document";

/** The voucher's PDF texts (#43 §3), in the buyer's language. */
export const voucherPdfMessages = defineMessages(
  {
    title: "Geschenkgutschein",
    filename: (number: string) => `Blattwerk-Gutschein-${number}.pdf`,
    value: "Wert",
    forName: (name: string) => `Für ${name}`,
    from: (name: string) => `Von ${name}`,
    code: "Gutscheincode",
    validUntil: (day: string) => `Gültig bis ${day}`,
    number: (number: string) => `Gutschein-Nr. ${number}`,
    redeem: (shop: string) =>
      `Einlösen auf ${shop} an der Kasse im Feld „Gutschein- oder Rabattcode“ – für Pflanzen, Töpfe und alles im Shop. Ein Rest bleibt auf dem Gutschein; keine Barauszahlung.`,
  },
  {
    title: "Gift card",
    filename: (number: string) => `Blattwerk-gift-card-${number}.pdf`,
    value: "Value",
    forName: (name: string) => `For ${name}`,
    from: (name: string) => `From ${name}`,
    code: "Gift card code",
    validUntil: (day: string) => `Valid until ${day}`,
    number: (number: string) => `Gift card no. ${number}`,
    redeem: (shop: string) =>
      `Redeem it on ${shop} at checkout in the field “Discount code or gift card” – for plants, pots and anything in the shop. Any remainder stays on the card; no cash payout.`,
  },
);

type VoucherOnPaper = Pick<
  VoucherRow,
  | "code"
  | "number"
  | "initialCents"
  | "validUntil"
  | "buyerName"
  | "recipientName"
  | "message"
  | "locale"
  | "paidAt"
>;

/**
 * The gift voucher to print or forward (#43 §3): the value large, the code in groups of four (as typed
 * at the checkout), the last valid day, whom it is for and from, the buyer's message. Names and the
 * message are what a customer typed: drawn with `customerText` so every script prints.
 */
export async function renderVoucherPdf(v: VoucherOnPaper, shopHost: string): Promise<Buffer> {
  const t = voucherPdfMessages[v.locale];
  const euro = moneyFormatter(v.locale);
  const day = new Intl.DateTimeFormat(v.locale === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${v.validUntil}T00:00:00Z`));
  const doc = createPdf({ title: `${BRAND.name} ${t.title} ${v.number}` });
  // The same bytes for the same voucher: the date it was paid, not the moment it was drawn.
  if (v.paidAt) doc.info.CreationDate = v.paidAt;
  const width = doc.page.width - 2 * PDF_MARGIN;
  const boxTop = doc.y;
  doc
    .font("bold")
    .fontSize(28)
    .fillColor(PDF_COLORS.brand)
    .text(t.title, PDF_MARGIN, boxTop + 24, {
      width,
      align: "center",
    });
  doc.moveDown(0.4);
  doc.font("regular").fontSize(12).fillColor(PDF_COLORS.muted).text(t.value, { width, align: "center" });
  doc
    .font("bold")
    .fontSize(40)
    .fillColor(PDF_COLORS.text)
    .text(euro(v.initialCents), { width, align: "center" });
  doc.moveDown(0.6);
  doc.font("regular").fontSize(12).fillColor(PDF_COLORS.text);
  if (v.recipientName)
    customerText(doc, [t.forName(v.recipientName)], PDF_MARGIN, doc.y, { width, align: "center" });
  customerText(doc, [t.from(v.buyerName)], PDF_MARGIN, doc.y, { width, align: "center" });
  if (v.message) {
    doc.moveDown(0.8);
    doc.fillColor(PDF_COLORS.text);
    customerText(doc, [`„${v.message}“`], PDF_MARGIN + 40, doc.y, { width: width - 80, align: "center" });
  }
  doc.moveDown(1.2);
  doc.font("regular").fontSize(11).fillColor(PDF_COLORS.muted).text(t.code, PDF_MARGIN, doc.y, {
    width,
    align: "center",
  });
  doc.font("bold").fontSize(24).fillColor(PDF_COLORS.brand).text(formatVoucherCode(v.code), {
    width,
    align: "center",
    characterSpacing: 1.5,
  });
  doc.moveDown(0.4);
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(PDF_COLORS.text)
    .text(t.validUntil(day), { width, align: "center" });
  const boxBottom = doc.y + 24;
  doc
    .roundedRect(PDF_MARGIN, boxTop, width, boxBottom - boxTop, 12)
    .lineWidth(1.5)
    .strokeColor(PDF_COLORS.brand)
    .stroke();
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(PDF_COLORS.text)
    .text(t.redeem(shopHost), PDF_MARGIN, boxBottom + 20, {
      width,
    });
  doc.moveDown(0.6);
  doc.fontSize(9).fillColor(PDF_COLORS.muted).text(t.number(v.number), { width });
  return pdfToBuffer(doc);
}

/** The "voucher" attachment renderer: the voucher's row as it is at delivery; an unknown id fails the attempt. */
export function voucherAttachment(
  db: Db,
  publicUrl: string,
): (ref: { voucherId: string }) => Promise<RenderedAttachment> {
  const shopHost = new URL(publicUrl).host;
  return async ({ voucherId }) => {
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    if (!row) throw new Error(`voucher ${voucherId} not found`);
    return {
      filename: voucherPdfMessages[row.locale].filename(row.number),
      content: await renderVoucherPdf(row, shopHost),
      contentType: "application/pdf",
    };
  };
}
