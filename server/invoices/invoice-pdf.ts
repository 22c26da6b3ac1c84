import QRCode from "qrcode";
import { formatIban, girocodePayload } from "../../domain/orders/girocode";
import { formatEuro } from "../../domain/orders/money";
import { registerEntry } from "../../domain/shop/brand";
import { SMALL_BUSINESS_NOTICE } from "../../domain/shop/small-business";
import { createPdf, customerText, PDF_COLORS, PDF_MARGIN, type Pdf, pdfToBuffer } from "../pdf/document";
import type { InvoiceData } from "./issue";

/** "2026-11-25" → "25.11.2026" (a calendar day: no time zone can move it). */
export const germanDay = (iso: string): string => {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
};

/** What the customer writes on the transfer, and what the GiroCode fills in. */
export const paymentReference = (data: Pick<InvoiceData, "orderNumber" | "number">) =>
  `${data.orderNumber} ${data.number}`;

const PAGE_BOTTOM = 841.89 - PDF_MARGIN;
const LEFT = PDF_MARGIN;
const RIGHT = 595.28 - PDF_MARGIN;
const WIDTH = RIGHT - LEFT;
/**
 * Columns of the item table: quantity, item, unit price, VAT rate, line amount. Our customers are
 * consumers and saw gross prices in the shop, so the lines carry the gross prices they paid; § 14
 * Abs. 4 Nr. 7 and 8 UStG (net amount per rate, rate, tax amount) are met by the breakdown below.
 */
const COLS = {
  qty: { x: LEFT, w: 34 },
  name: { x: LEFT + 42, w: 200 },
  unit: { x: LEFT + 250, w: 80 },
  rate: { x: LEFT + 336, w: 40 },
  amount: { x: LEFT + 382, w: WIDTH - 382 },
};
/** The address field a window envelope shows (DIN 5008: 85 mm wide), and the room kept under it. */
const ADDRESS_WIDTH = 241;
const ADDRESS_GAP = 18;

const rate = (r: number) => `${r} %`;

/** EPC069-12 asks for error correction level M. */
export const GIROCODE_QR = { errorCorrectionLevel: "M" } as const;

/** What the invoice asks to be transferred: its total less what was paid before it was written (#50). */
export const invoiceDueCents = (data: Pick<InvoiceData, "totals" | "prepaid">): number =>
  data.totals.grossCents - (data.prepaid?.paidCents ?? 0);

/**
 * The GiroCode's payload: what is to be paid (the invoice's open amount, or `amountCents`, e.g. what a
 * reminder asks for) to the seller's account, order and invoice number as reference. Null when the
 * invoice asks for no transfer (paid, a debit, a cancellation or correction).
 */
export const girocodeFor = (data: InvoiceData, amountCents = invoiceDueCents(data)): string | null =>
  data.payment
    ? girocodePayload({
        name: data.bank.accountHolder,
        iban: data.bank.iban,
        bic: data.bank.bic,
        amountCents,
        remittance: paymentReference(data),
      })
    : null;

/**
 * What a Rechnungskorrektur says (#50), by its case (domain/orders/document-case.ts): the intro under
 * the facts, the label of its total and the sentence on what follows for the money. Never „Gutschrift“
 * (§ 14 Abs. 2 Satz 2 UStG: that is the buyer's self-billing); a correction issued before #50 keeps
 * the words it was issued with.
 */
export function correctionTexts(data: Pick<InvoiceData, "correction" | "cancels" | "totals" | "lines">): {
  intro: string;
  total: string;
  closing: string | null;
} {
  const invoice = data.cancels?.number ?? "";
  const f = data.correction;
  if (!f)
    return {
      intro:
        `Gutschrift zu Rechnung ${invoice}: Nach deinem Widerruf erstatten wir dir den unten ` +
        "genannten Betrag. Die Beträge sind negativ, sie mindern die Rechnung um diesen Betrag.",
      total: "Erstattungsbetrag",
      closing: null,
    };
  const amount = -data.totals.grossCents;
  const negative = "Die Beträge sind negativ; sie verringern den Rechnungsbetrag.";
  // Per line (#50 §2: a pot sent back, one dead plant of three): the invoice loses those articles.
  const perLine = data.lines.some((l) => l.returnOf !== undefined);
  const what = f.withdrawal
    ? `Nach deinem Widerruf mindern wir Rechnung ${invoice} um den unten genannten Betrag.`
    : perLine
      ? `Wir mindern Rechnung ${invoice} um die unten genannten Artikel.`
      : `Wir mindern den Preis aus Rechnung ${invoice} um den unten genannten Betrag.`;
  const left =
    f.openCents > 0 ? `Offen ist jetzt noch ${formatEuro(f.openCents)}.` : "Du musst nichts mehr bezahlen.";
  if (f.case !== "refund")
    return {
      intro: `${what} ${negative}`,
      total: f.withdrawal ? "Minderungsbetrag nach Widerruf" : "Minderungsbetrag",
      closing: left,
    };
  const all = f.refundCents >= amount;
  return {
    intro: `${what} Da du schon bezahlt hast, erstatten wir dir ${
      all ? "diesen Betrag" : `davon ${formatEuro(f.refundCents)}`
    }. ${negative}`,
    total: all ? "Erstattungsbetrag" : f.withdrawal ? "Minderungsbetrag nach Widerruf" : "Minderungsbetrag",
    closing:
      `Du musst nichts mehr bezahlen: Wir erstatten dir ${formatEuro(f.refundCents)} auf dem Weg, auf dem ` +
      "du bezahlt hast. Sobald das Geld unterwegs ist, bekommst du eine eigene E-Mail.",
  };
}

/**
 * The invoice or cancellation invoice as a PDF with everything § 14 Abs. 4 UStG asks for: seller with
 * address and USt-IdNr, customer, number, invoice date, delivery date, quantity and kind of goods,
 * net per VAT rate, rate and VAT amount; plus the payment term, bank details and a GiroCode.
 * Drawn only from the stored snapshot, so the same invoice always reads the same.
 */
export async function renderInvoicePdf(data: InvoiceData, issuedAt: Date): Promise<Buffer> {
  const cancellation = data.kind === "cancellation";
  const credit = data.kind === "credit";
  const title = `${cancellation ? "Stornorechnung" : credit ? "Rechnungskorrektur" : "Rechnung"} ${data.number}`;
  const doc = createPdf({ title, subject: `Bestellung ${data.orderNumber}` });
  doc.info.CreationDate = issuedAt;
  continuation.set(doc, title);
  const top = doc.y;
  const s = data.seller;

  // Seller, top right.
  doc.fontSize(8.5).fillColor(PDF_COLORS.muted);
  doc.text(
    [s.name, s.street, `${s.postalCode} ${s.city}`, s.country, s.email, s.phone].join("\n"),
    RIGHT - 200,
    top - 30,
    { width: 200, align: "right" },
  );
  // Customer, top left, under the sender line a window envelope shows.
  doc
    .fontSize(7)
    .text(`${s.name} · ${s.street} · ${s.postalCode} ${s.city}`, LEFT, top + 20, { width: ADDRESS_WIDTH });
  const b = data.buyer;
  doc.moveDown(0.5).fontSize(10).fillColor(PDF_COLORS.text);
  // Typed by the customer: Chinese or Japanese letters print in the CJK font (#29).
  customerText(
    doc,
    [
      b.name,
      b.address,
      b.addressAddition,
      `${b.postalCode} ${b.city}`,
      b.country === "DE" ? "" : b.country,
    ].filter((line): line is string => Boolean(line)),
    LEFT,
    doc.y,
    { width: ADDRESS_WIDTH },
  );

  // The heading starts under the address block, however many lines the longest address the checkout
  // allows takes (#32): never touching it, and at its usual place for a short one.
  doc.y = Math.max(doc.y + ADDRESS_GAP, top + 110);
  doc.font("bold").fontSize(16).fillColor(PDF_COLORS.brand).text(title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.4);

  const facts: [string, string][] = [
    [
      cancellation ? "Stornorechnungsnummer" : credit ? "Nummer der Korrektur" : "Rechnungsnummer",
      data.number,
    ],
    [
      cancellation ? "Datum der Stornorechnung" : credit ? "Datum der Korrektur" : "Rechnungsdatum",
      germanDay(data.invoiceDate),
    ],
    // Version 1 was issued with the order, before the parcel left; version 2 when it left (#27).
    [
      "Lieferdatum",
      `${germanDay(data.deliveryDate)} (${data.version === 1 ? "voraussichtlicher Versandtag" : "Tag des Versands"})`,
    ],
    ["Bestellnummer", `${data.orderNumber} vom ${germanDay(data.orderDate)}`],
  ];
  if (data.cancels && credit) {
    facts.push(["Korrigiert", `Rechnung ${data.cancels.number} vom ${germanDay(data.cancels.invoiceDate)}`]);
  } else if (data.cancels) {
    facts.push(["Storniert", `Rechnung ${data.cancels.number} vom ${germanDay(data.cancels.invoiceDate)}`]);
  }
  if (s.vatId) facts.push(["USt-IdNr. des Verkäufers", s.vatId]);
  // § 14 Abs. 4 Nr. 2 UStG: the Steuernummer or the USt-IdNr.; printed when set (#50 §5).
  if (s.taxNumber) facts.push(["Steuernummer des Verkäufers", s.taxNumber]);
  doc.fontSize(9.5);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("regular").fillColor(PDF_COLORS.muted).text(label, LEFT, y, { width: 150 });
    doc
      .font("regular")
      .fillColor(PDF_COLORS.text)
      .text(value, LEFT + 150, y, { width: WIDTH - 150 });
  }
  const correction = credit ? correctionTexts(data) : null;
  if (data.cancels && correction) {
    doc.moveDown(0.6).text(correction.intro, LEFT, doc.y, { width: WIDTH });
  } else if (data.cancels) {
    doc
      .moveDown(0.6)
      .text(
        `Diese Stornorechnung storniert Rechnung ${data.cancels.number} vollständig. Die Beträge sind negativ; ` +
          cancellationMoney(data.paidBeforeCents),
        LEFT,
        doc.y,
        { width: WIDTH },
      );
  }

  // Items.
  doc.moveDown(1);
  // A small business (§ 19 UStG, #50 §5) charges no VAT: no rate column, no gross/net, no VAT sums.
  const exempt = Boolean(data.smallBusiness);
  const rateCell = (r: number) => (exempt ? "" : rate(r));
  tableRow(
    doc,
    exempt
      ? ["Menge", "Artikel", "Einzelpreis", "", "Betrag"]
      : ["Menge", "Artikel", "Einzelpreis brutto", "USt.", "Betrag brutto"],
    { header: true },
  );
  for (const l of data.lines) {
    tableRow(doc, [
      String(l.quantity),
      l.name,
      formatEuro(l.unitGrossCents),
      rateCell(l.vatRate),
      formatEuro(l.lineGrossCents),
    ]);
  }
  // Shipping and gift wrapping (#43 §4) per rate are a VAT matter; without VAT each is one line.
  const ancillaryRows = (shares: readonly { vatRate: number; grossCents: number }[]) =>
    exempt
      ? shares.length
        ? [{ vatRate: 0, grossCents: shares.reduce((sum, sh) => sum + sh.grossCents, 0) }]
        : []
      : shares;
  for (const sh of ancillaryRows(data.shipping)) {
    tableRow(doc, ["", "Versand", "", rateCell(sh.vatRate), formatEuro(sh.grossCents)]);
  }
  for (const sh of ancillaryRows(data.giftWrap ?? [])) {
    tableRow(doc, ["", "Geschenkverpackung", "", rateCell(sh.vatRate), formatEuro(sh.grossCents)]);
  }
  // Discount codes (#43 §2): the reduction of the consideration per rate, as negative positions
  // (§ 14 Abs. 4 Nr. 7 UStG); the sums below are after it. Without VAT it is one line.
  const discounts = data.discounts ?? [];
  const discountRows = exempt
    ? discounts.length
      ? [{ vatRate: 0, grossCents: discounts.reduce((sum, d) => sum + d.grossCents, 0) }]
      : []
    : discounts;
  const discountLabel = `Rabatt${data.discountCodes?.length ? ` (Code ${data.discountCodes.join(", ")})` : ""}`;
  for (const d of discountRows) {
    tableRow(doc, [
      "",
      discountLabel,
      "",
      rateCell(d.vatRate),
      formatEuro(d.grossCents === 0 ? 0 : -d.grossCents),
    ]);
  }
  rule(doc);

  // Totals per rate and overall.
  const sums: [string, string, boolean][] = [];
  for (const r of exempt ? [] : data.rates) {
    sums.push([`Nettobetrag zu ${rate(r.vatRate)}`, formatEuro(r.netCents), false]);
    sums.push([`Umsatzsteuer ${rate(r.vatRate)}`, formatEuro(r.vatCents), false]);
    // Mixed rates (#27): each rate's gross too, so net + VAT = gross can be read per rate.
    if (data.rates.length > 1)
      sums.push([`Bruttobetrag zu ${rate(r.vatRate)}`, formatEuro(r.grossCents), false]);
  }
  if (!exempt && data.rates.length > 1) {
    sums.push(["Nettobetrag gesamt", formatEuro(data.totals.netCents), false]);
    sums.push(["Umsatzsteuer gesamt", formatEuro(data.totals.vatCents), false]);
  }
  sums.push([
    cancellation ? "Gesamtbetrag der Stornierung" : correction ? correction.total : "Gesamtbetrag",
    formatEuro(data.totals.grossCents),
    true,
  ]);
  doc.moveDown(0.3);
  for (const [label, value, strong] of sums) {
    ensureRoom(doc, 16);
    const y = doc.y;
    doc
      .font(strong ? "bold" : "regular")
      .fontSize(strong ? 11 : 9.5)
      .fillColor(PDF_COLORS.text);
    doc.text(label, LEFT + 200, y, { width: 180, align: "right" });
    doc.text(value, COLS.amount.x, y, { width: COLS.amount.w, align: "right" });
  }
  doc.font("regular").fontSize(7.5).fillColor(PDF_COLORS.muted).moveDown(0.5);
  if (exempt) {
    // § 34a UStDV: the notice that no VAT is charged, where the VAT would stand.
    doc.font("bold").fontSize(9.5).fillColor(PDF_COLORS.text);
    doc.text(SMALL_BUSINESS_NOTICE.de, LEFT, doc.y, { width: WIDTH });
  } else {
    doc.text(
      "Alle Preise sind Bruttopreise einschließlich Umsatzsteuer, wie im Shop angezeigt. Nettobetrag und " +
        "Umsatzsteuer sind je Steuersatz aus der Bruttosumme dieses Satzes berechnet" +
        splitNote(data.shipping.length > 1, (data.giftWrap?.length ?? 0) > 1) +
        (discounts.length > 1
          ? " Der Rabatt mindert das Entgelt je Steuersatz im Verhältnis des rabattierten Warenwerts."
          : ""),
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  }
  doc.font("regular").fontSize(9.5).fillColor(PDF_COLORS.text);

  // What the correction means for the money (#50): what is still open, or what comes back.
  if (correction?.closing) {
    doc.moveDown(1.2);
    ensureRoom(doc, 40);
    doc.font("bold").text(correction.closing, LEFT, doc.y, { width: WIDTH });
    doc.font("regular");
  }

  // Paid online (#33) or in advance (#50): how it was settled, instead of a term and bank details.
  if (data.settled) {
    doc.moveDown(1.2);
    ensureRoom(doc, 40);
    doc.font("bold").fillColor(PDF_COLORS.text);
    doc.text(settledText(data.settled), LEFT, doc.y, { width: WIDTH });
    doc.font("regular");
  }
  const dueCents = invoiceDueCents(data);
  // Paid in part before the invoice (#50): what came, and what is left to pay.
  if (data.payment && data.prepaid) {
    doc.moveDown(1.2);
    ensureRoom(doc, 40);
    doc.font("bold").fillColor(PDF_COLORS.text);
    doc.text(
      `Bereits bezahlt am ${germanDay(data.prepaid.paidOn)}: ${formatEuro(data.prepaid.paidCents)}` +
        (data.prepaid.voucherCents
          ? ` (davon ${formatEuro(data.prepaid.voucherCents)} mit Geschenkgutschein)`
          : "") +
        ". " +
        `Noch zu zahlen: ${formatEuro(dueCents)}.`,
      LEFT,
      doc.y,
      { width: WIDTH },
    );
    doc.font("regular");
  }

  // Payment: term, bank details and the GiroCode.
  if (data.payment) {
    doc.moveDown(1.2);
    ensureRoom(doc, 150);
    const y = doc.y;
    const bank = data.bank;
    const mark = bank.placeholder ? " (Platzhalter)" : "";
    const textWidth = WIDTH - 130;
    doc.font("bold").fillColor(PDF_COLORS.text);
    doc.text(
      data.payment.terms
        ? `Zahlbar bis ${germanDay(data.payment.dueDate)} ohne Abzug, per Überweisung:`
        : `Zahlbar bis ${germanDay(data.payment.dueDate)} ohne Abzug (${data.payment.termDays} Tage ab Rechnungsdatum), per Überweisung:`,
      LEFT,
      y,
      { width: textWidth },
    );
    doc.font("regular").moveDown(0.3);
    doc.text(
      [
        `Kontoinhaber: ${bank.accountHolder}`,
        `IBAN: ${formatIban(bank.iban)}${mark}`,
        `BIC: ${bank.bic}${mark}`,
        `Bank: ${bank.bankName}`,
        `Verwendungszweck: ${paymentReference(data)}`,
        `Betrag: ${formatEuro(dueCents)}`,
      ].join("\n"),
      { width: textWidth },
    );
    const payload = girocodeFor(data);
    if (payload) {
      const png = await QRCode.toBuffer(payload, { ...GIROCODE_QR, type: "png", margin: 1, scale: 6 });
      doc.image(png, RIGHT - 110, y, { width: 110, height: 110 });
      doc
        .fontSize(7.5)
        .fillColor(PDF_COLORS.muted)
        .text(`GiroCode: ${formatEuro(dueCents)}, ${paymentReference(data)}`, RIGHT - 120, y + 113, {
          width: 120,
          align: "center",
        });
    }
    doc.x = LEFT;
    doc.y = Math.max(doc.y, y + 140);
    // The shop's one payment term, as the checkout, the mails and the AGB state it (domain/orders/payment-term.ts).
    if (data.payment.terms) {
      doc.fontSize(9.5).fillColor(PDF_COLORS.text);
      doc.text(`Zahlungsbedingung: ${data.payment.terms}`, LEFT, doc.y, { width: WIDTH });
    }
  }

  // Seller's register facts as a footer line.
  doc.moveDown(1);
  ensureRoom(doc, 40);
  rule(doc);
  doc
    .fontSize(7.5)
    .fillColor(PDF_COLORS.muted)
    .text(
      [
        `${s.name}, ${s.street}, ${s.postalCode} ${s.city}`,
        s.representative,
        registerEntry(s),
        s.vatId && `USt-IdNr. ${s.vatId}`,
        s.taxNumber && `Steuernummer ${s.taxNumber}`,
      ]
        .filter(Boolean)
        .join(" · "),
      LEFT,
      doc.y + 4,
      { width: WIDTH },
    );
  return pdfToBuffer(doc);
}

/**
 * What a cancellation means for the money (#50): the paid amount comes back, or nothing is to be paid;
 * a cancellation issued before the amount was kept says it generally.
 */
function cancellationMoney(paidBeforeCents: number | undefined): string {
  if (paidBeforeCents === undefined) return "was du schon gezahlt hast, erstatten wir dir.";
  return paidBeforeCents > 0
    ? `die bereits gezahlten ${formatEuro(paidBeforeCents)} erstatten wir dir.`
    : "du musst nichts bezahlen.";
}

/** „Bereits bezahlt am 27.11.2026 per Karte (über Stripe). Vielen Dank!“, or how a debit is collected. */
function settledText(settled: NonNullable<InvoiceData["settled"]>): string {
  if (settled.kind === "debit")
    return `Der Rechnungsbetrag wird per ${settled.method} eingezogen – bitte nicht überweisen.`;
  // Before #50 only Stripe's payments were named here, without saying so in the snapshot.
  const provider = settled.provider === undefined ? "Stripe" : settled.provider;
  const how = settled.method ? ` per ${settled.method}${provider ? ` (über ${provider})` : ""}` : "";
  return `Bereits bezahlt am ${germanDay(settled.paidOn)}${how}. Vielen Dank!`;
}

/** Continuation pages name the document, so a loose page still says where it belongs. */
const continuation = new WeakMap<Pdf, string>();

function ensureRoom(doc: Pdf, height: number) {
  if (doc.y + height > PAGE_BOTTOM) {
    doc.addPage();
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(`${continuation.get(doc) ?? ""} – Fortsetzung`, LEFT, PDF_MARGIN, { width: WIDTH });
    doc.fontSize(9.5).fillColor(PDF_COLORS.text);
    doc.y = PDF_MARGIN + 20;
  }
}

function rule(doc: Pdf) {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor(PDF_COLORS.rule).stroke();
  doc.y += 4;
}

function tableRow(doc: Pdf, cells: [string, string, string, string, string], { header = false } = {}) {
  doc
    .font(header ? "bold" : "regular")
    .fontSize(header ? 8.5 : 9.5)
    .fillColor(PDF_COLORS.text);
  const height = Math.max(14, doc.heightOfString(cells[1], { width: COLS.name.w }) + 4);
  ensureRoom(doc, height + 4);
  if (header) rule(doc);
  const y = doc.y;
  doc.text(cells[0], COLS.qty.x, y, { width: COLS.qty.w, align: "right" });
  doc.text(cells[1], COLS.name.x, y, { width: COLS.name.w });
  doc.text(cells[2], COLS.unit.x, y, { width: COLS.unit.w, align: "right" });
  doc.text(cells[3], COLS.rate.x, y, { width: COLS.rate.w, align: "right" });
  doc.text(cells[4], COLS.amount.x, y, { width: COLS.amount.w, align: "right" });
  doc.x = LEFT;
  doc.y = y + height;
  if (header) rule(doc);
}

/** How the invoice says that shipping and gift wrapping (#43 §4) are split over the rates. */
function splitNote(shipping: boolean, giftWrap: boolean): string {
  const what =
    shipping && giftWrap
      ? "Versand und Geschenkverpackung sind"
      : shipping
        ? "der Versand ist"
        : giftWrap
          ? "die Geschenkverpackung ist"
          : null;
  return what ? `; ${what} nach dem Warenwert auf die Steuersätze verteilt.` : ".";
}
