import { parcelCount, parcelCountText } from "../../domain/orders/parcel";
import type { BusinessInfo } from "../../domain/shop/brand";
import { BRAND } from "../../domain/shop/brand";
import { germanDay } from "../invoices/invoice-pdf";
import { createPdf, customerText, PDF_COLORS, PDF_MARGIN, type Pdf, pdfToBuffer } from "../pdf/document";

/**
 * The packing slip (Lieferschein, #34) that goes into the parcel: the shop as sender, the delivery
 * address, order number and date, and per line quantity and article (size); no prices — a gift's
 * receiver sees what is in the box, not what it cost. One page per order; the day's batch is one PDF
 * with a page per order, in the order staff pack them (oldest first).
 */
export interface PackingSlip {
  orderNumber: string;
  /** YYYY-MM-DD, the shop's day the order was placed. */
  orderDate: string;
  name: string;
  address: string;
  addressAddition: string | null;
  postalCode: string;
  city: string;
  country: string;
  /** `vatRate` tells a live plant (7 %) from a pot or other article (19 %) for the count (#50). */
  lines: { quantity: number; name: string; size: string; vatRate: number }[];
  /** The DHL label's shipment number, when one was created. */
  shipmentNo: string | null;
  /**
   * „Als Geschenk verpacken“ (#43 §4): staff wrap it, and the card with the buyer's message lies in the
   * parcel (printed at the slip's foot, to cut off); null: no gift.
   */
  gift: { message: string | null } | null;
}

const LEFT = PDF_MARGIN;
const RIGHT = 595.28 - PDF_MARGIN;
const WIDTH = RIGHT - LEFT;
const PAGE_BOTTOM = 841.89 - PDF_MARGIN;
const ADDRESS_WIDTH = 241;

const SIZE_LABELS: Record<string, string> = { small: "klein", medium: "mittel", large: "groß" };

function drawSlip(doc: Pdf, slip: PackingSlip, seller: BusinessInfo, printedOn: string) {
  const top = doc.y;
  doc.font("regular").fontSize(8.5).fillColor(PDF_COLORS.muted);
  doc.text(
    [
      seller.companyName,
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      seller.email,
      seller.phone,
    ].join("\n"),
    RIGHT - 200,
    top - 30,
    { width: 200, align: "right" },
  );
  doc
    .fontSize(7)
    .text(`${seller.companyName} · ${seller.street} · ${seller.postalCode} ${seller.city}`, LEFT, top + 20, {
      width: ADDRESS_WIDTH,
    });
  doc.moveDown(0.5).fontSize(10).fillColor(PDF_COLORS.text);
  customerText(
    doc,
    [
      slip.name,
      slip.address,
      slip.addressAddition,
      `${slip.postalCode} ${slip.city}`,
      slip.country === "DE" ? "" : slip.country,
    ].filter((l): l is string => Boolean(l)),
    LEFT,
    doc.y,
    { width: ADDRESS_WIDTH },
  );
  doc.y = Math.max(doc.y + 18, top + 110);
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(PDF_COLORS.brand)
    .text("Lieferschein", LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4).fontSize(9.5);
  const facts: [string, string][] = [
    ["Bestellnummer", slip.orderNumber],
    ["Bestelldatum", germanDay(slip.orderDate)],
    ["Lieferscheindatum", germanDay(printedOn)],
  ];
  if (slip.shipmentNo) facts.push(["DHL-Sendungsnummer", slip.shipmentNo]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("regular").fillColor(PDF_COLORS.muted).text(label, LEFT, y, { width: 150 });
    doc.fillColor(PDF_COLORS.text).text(value, LEFT + 150, y, { width: WIDTH - 150 });
  }
  doc.moveDown(1);
  row(doc, ["Menge", "Artikel", "Größe"], true);
  for (const l of slip.lines) row(doc, [String(l.quantity), l.name, SIZE_LABELS[l.size] ?? l.size]);
  doc
    .moveTo(LEFT, doc.y + 2)
    .lineTo(RIGHT, doc.y + 2)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
  doc.moveDown(0.6).font("regular").fontSize(9.5).fillColor(PDF_COLORS.text);
  doc.text(parcelCountText(parcelCount(slip.lines)), LEFT, doc.y, { width: WIDTH });
  if (slip.gift) {
    doc.moveDown(0.6).font("bold").fontSize(9.5).fillColor(PDF_COLORS.brand);
    const card = slip.gift.message ? " – Grußkarte beilegen" : "";
    doc.text(`Als Geschenk verpacken${card}`, LEFT, doc.y, { width: WIDTH });
  }
  doc.moveDown(1.2).font("regular").fontSize(8.5).fillColor(PDF_COLORS.muted);
  // A gift's receiver did not buy it: the invoice went to the buyer (#43 §4), the slip says nothing of it.
  doc.text(
    slip.gift
      ? `Ein Geschenk für dich, mit Grüßen von ${BRAND.name}. Fragen zur Pflanze? Schreib uns an ${seller.email}.`
      : `Fragen zu deiner Bestellung? Schreib uns an ${seller.email}. Die Rechnung bekommst du per E-Mail. ` +
          "Wenn du widerrufen möchtest, nutze „Vertrag widerrufen“ im Shop; das Rücksendeetikett schicken wir dir.",
    LEFT,
    doc.y,
    { width: WIDTH },
  );
  if (slip.gift?.message) drawGiftCard(doc, slip.gift.message);
}

/** The gift card at the foot of the slip, framed with a dashed line to cut along (#43 §4). */
function drawGiftCard(doc: Pdf, message: string) {
  const height = 150;
  if (doc.y + 30 + height > PAGE_BOTTOM) doc.addPage();
  const top = Math.max(doc.y + 30, PAGE_BOTTOM - height);
  doc.dash(4, { space: 3 }).rect(LEFT, top, WIDTH, height).strokeColor(PDF_COLORS.rule).stroke().undash();
  doc
    .font("bold")
    .fontSize(14)
    .fillColor(PDF_COLORS.brand)
    .text("Grußkarte", LEFT + 16, top + 14, {
      width: WIDTH - 32,
    });
  doc.moveDown(0.4).font("regular").fontSize(11).fillColor(PDF_COLORS.text);
  // Typed by the buyer: letters of other scripts print in their font (#29).
  customerText(doc, message.split("\n"), LEFT + 16, doc.y, { width: WIDTH - 32 });
}

function row(doc: Pdf, cells: [string, string, string], header = false) {
  if (doc.y + 18 > PAGE_BOTTOM) doc.addPage();
  const y = doc.y + 3;
  doc
    .font(header ? "bold" : "regular")
    .fontSize(9.5)
    .fillColor(header ? PDF_COLORS.muted : PDF_COLORS.text);
  doc.text(cells[0], LEFT, y, { width: 40, align: "right" });
  doc.text(cells[1], LEFT + 56, y, { width: 320 });
  const after = doc.y;
  doc.text(cells[2], LEFT + 390, y, { width: WIDTH - 390 });
  doc.y = Math.max(after, doc.y);
}

/** One PDF: a page per slip (at least one page: an empty batch says there is nothing to pack). */
export async function renderPackingSlips(
  slips: PackingSlip[],
  seller: BusinessInfo,
  printedOn: string,
): Promise<Buffer> {
  const title =
    slips.length === 1
      ? `Lieferschein ${slips[0]!.orderNumber}`
      : `Lieferscheine vom ${germanDay(printedOn)}`;
  const doc = createPdf({ title });
  doc.info.CreationDate = new Date(`${printedOn}T12:00:00Z`);
  if (slips.length === 0) {
    doc
      .fontSize(11)
      .text("Heute ist nichts zu versenden: keine bestätigte Bestellung wartet auf den Versand.");
  }
  slips.forEach((slip, i) => {
    if (i > 0) {
      doc.addPage();
      doc.font("bold").fontSize(16).fillColor(PDF_COLORS.brand).text(BRAND.name);
      doc.font("regular").fontSize(10).fillColor(PDF_COLORS.text).moveDown(1.5);
    }
    drawSlip(doc, slip, seller, printedOn);
  });
  return pdfToBuffer(doc);
}
