import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { formatEuro } from "../../domain/orders/money";
import { loadConfig } from "../config";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { pdfText, pdfWords } from "../testing/pdf-text";
import { GIROCODE_QR, girocodeFor, renderInvoicePdf } from "./invoice-pdf";
import { cancellationData, creditNoteData, type InvoiceData, invoiceData } from "./issue";

const createdAt = new Date("2026-11-27T15:30:00Z"); // Friday after 14:00 in Berlin: ships Monday
const shippedAt = new Date("2026-11-30T09:15:00Z"); // Monday, 10:15 in Berlin
const order = {
  id: "00000000-0000-4000-8000-000000000001",
  number: "BW-2026-000123",
  firstName: "Jürgen",
  lastName: "Größe",
  address: "Lindenallee 7",
  addressAddition: null,
  city: "Köln",
  postalCode: "50667",
  country: "DE",
  subtotalCents: 0,
  shippingCents: 990,
  totalCents: 0,
  createdAt,
} as unknown as OrderRow;
const item = (n: number) =>
  ({
    plantId: `p${n}`,
    name: `Pflanze ${String(n).padStart(2, "0")} – Größe L`,
    quantity: 1 + (n % 3),
    priceCents: 1000 + n * 37,
    vatRate: 7,
  }) as OrderItemRow;
const items = Array.from({ length: 50 }, (_, n) => item(n));
order.subtotalCents = items.reduce((s, i) => s + i.quantity * i.priceCents, 0);
order.shippingCents = 0;
order.totalCents = order.subtotalCents;
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("invoice PDF", () => {
  const config = loadConfig({ PAYMENT_TERM_DAYS: "10" });
  const data = invoiceData(order, items, config, "RE-2026-000042", shippedAt);

  it("issued at shipping: invoice and delivery date are the shipping day, the due date the term after it", () => {
    expect(data.version).toBe(2);
    expect(data.invoiceDate).toBe("2026-11-30");
    expect(data.deliveryDate).toBe("2026-11-30");
    expect(data.orderDate).toBe("2026-11-27");
    expect(data.payment).toEqual({
      termDays: 10,
      dueDate: "2026-12-10",
      terms: "Zahlbar ohne Abzug innerhalb von 10 Tagen ab Rechnungsdatum.",
    });
  });

  it("the shipping day is Berlin's: a parcel handed over at 00:30 on the 1st belongs to the 1st", () => {
    const late = invoiceData(order, items, config, "RE-2026-000043", new Date("2026-11-30T23:30:00Z"));
    expect([late.invoiceDate, late.deliveryDate, late.payment!.dueDate]).toEqual([
      "2026-12-01",
      "2026-12-01",
      "2026-12-11",
    ]);
  });

  it("50 lines run over pages, every line, the totals and the payment term printed", async () => {
    const pdf = await renderInvoicePdf(data, shippedAt);
    const text = plain(pdfText(pdf));
    for (const i of items) expect(text).toContain(i.name);
    expect(text).toContain("Lieferdatum");
    expect(text).toContain("30.11.2026 (Tag des Versands)");
    expect(text).not.toContain("voraussichtlich");
    expect(text).toContain("Zahlbar bis 10.12.2026 ohne Abzug");
    expect(text.replace(/\s+/g, " ")).toContain(
      "Zahlungsbedingung: Zahlbar ohne Abzug innerhalb von 10 Tagen ab Rechnungsdatum.",
    );
    expect(text).toContain("BW-2026-000123 RE-2026-000042");
    expect(text).toContain("USt-IdNr.");
    expect((text.match(/\f/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it("an invoice issued with the order (version 1, before #27) still reads as it was issued", async () => {
    const v1: InvoiceData = {
      ...data,
      version: 1,
      invoiceDate: "2026-11-27",
      deliveryDate: "2026-11-30",
      payment: { termDays: 10, dueDate: "2026-12-07" },
    };
    const text = plain(pdfText(await renderInvoicePdf(v1, createdAt)));
    expect(text).toContain("30.11.2026 (voraussichtlicher Versandtag)");
    expect(text).toContain("Zahlbar bis 07.12.2026 ohne Abzug (10 Tage ab Rechnungsdatum)");
    expect(text).not.toContain("Zahlungsbedingung");
    expect(text).not.toContain("Tag des Versands");
  });

  it.each([
    ["Łukasz", "Wiśniewski", "ul. Świętokrzyska 5", "Kraków"],
    ["Ἀλέξανδρος", "Παπαδόπουλος", "Οδός Ερμού 12", "Αθήνα"],
    ["Дмитрий", "Шостакович", "ул. Ленина 3", "Москва"],
    ["小龙", "李", "中山路 8号", "上海"],
    ["花子", "山田", "さくら通り 2", "東京"],
    ["Bruce", "李 Lee", "Gartenweg 3", "Aachen"],
  ])("prints the buyer %s %s with every letter (#29)", async (firstName, lastName, address, city) => {
    const two = items.slice(0, 2);
    const total = two.reduce((s, i) => s + i.quantity * i.priceCents, 0);
    const buyer = { ...order, firstName, lastName, address, city, subtotalCents: total, totalCents: total };
    const pdf = await renderInvoicePdf(
      invoiceData(buyer, two, config, "RE-2026-000050", shippedAt),
      shippedAt,
    );
    const text = plain(pdfText(pdf)).replace(/ +/g, " ");
    expect(text).toContain(`${firstName} ${lastName}`);
    expect(text).toContain(address);
    expect(text).toContain(city);
    // Only the glyphs in use are embedded: a CJK name adds kilobytes, not the font's 10 MB.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it("the same snapshot always reads the same (pdfkit's file id and font subset names vary)", async () => {
    const a = pdfText(await renderInvoicePdf(data, shippedAt));
    const b = pdfText(await renderInvoicePdf(data, shippedAt));
    expect(a).toBe(b);
  });

  it("a cancellation asks for no payment and shows no GiroCode", async () => {
    const storno = cancellationData(data, "ST-2026-000001", "2026-12-01");
    const text = plain(pdfText(await renderInvoicePdf(storno, createdAt)));
    expect(text).toContain("Stornorechnung ST-2026-000001");
    expect(text).toContain("storniert Rechnung RE-2026-000042");
    expect(text).not.toContain("Zahlbar bis");
    expect(text).not.toContain("GiroCode");
  });

  it("the GiroCode carries the total, the seller's account and order + invoice number, within QR version 13", () => {
    const payload = girocodeFor(data)!;
    const cents = data.totals.grossCents;
    expect(payload.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      data.bank.accountHolder,
      "DE89370400440532013000",
      `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
      "",
      "",
      "BW-2026-000123 RE-2026-000042",
    ]);
    expect(QRCode.create(payload, GIROCODE_QR).version).toBeLessThanOrEqual(13);
    expect(girocodeFor(cancellationData(data, "ST-2026-000001", "2026-12-01"))).toBeNull();
  });
});

describe("invoice PDF for consumers (#32)", () => {
  const config = loadConfig({});
  const lines = [
    { plantId: "a", name: "Monstera deliciosa – Größe L", quantity: 2, priceCents: 1899, vatRate: 7 },
    { plantId: "b", name: "Übertopf Keramik", quantity: 1, priceCents: 2499, vatRate: 19 },
  ] as OrderItemRow[];
  const subtotal = 2 * 1899 + 2499;
  const buyer = {
    ...order,
    subtotalCents: subtotal,
    shippingCents: 490,
    totalCents: subtotal + 490,
  } as OrderRow;
  // pdftotext may drop the space of a narrow right-aligned "7 %".
  const squash = (s: string) => plain(s).replace(/\s+/g, " ").replace(/(\d)%/g, "$1 %");

  it("shows the gross unit and line prices the customer saw, and below them net and VAT per rate", async () => {
    const data = invoiceData(buyer, lines, config, "RE-2026-000060", shippedAt);
    const text = squash(pdfText(await renderInvoicePdf(data, shippedAt)));
    expect(text).toContain("Einzelpreis brutto USt. Betrag brutto");
    expect(text).toContain("2 Monstera deliciosa – Größe L 18,99 € 7 % 37,98 €");
    expect(text).toContain("1 Übertopf Keramik 24,99 € 19 % 24,99 €");
    expect(text).not.toContain("Einzelpreis netto");
    // § 14 Abs. 4 Nr. 7 and 8 UStG: the net amount per rate, the rate and the tax amount.
    for (const r of data.rates) {
      expect(text).toContain(`Nettobetrag zu ${r.vatRate} % ${plain(formatEuro(r.netCents))}`);
      expect(text).toContain(`Umsatzsteuer ${r.vatRate} % ${plain(formatEuro(r.vatCents))}`);
    }
    expect(text).toContain(`Gesamtbetrag ${plain(formatEuro(subtotal + 490))}`);
  });

  it("a credit note shares the layout: the gross amount refunded, net and VAT below", async () => {
    const data = invoiceData(buyer, lines, config, "RE-2026-000061", shippedAt);
    const credit = creditNoteData(
      data,
      "RK-2026-000001",
      "2026-12-02",
      [{ vatRate: 7, grossCents: 1899 }],
      "Widerruf",
    );
    const text = squash(pdfText(await renderInvoicePdf(credit, shippedAt)));
    expect(text).toContain("-1 Widerruf 18,99 € 7 % -18,99 €");
    expect(text).toContain("Nettobetrag zu 7 % -17,75 €");
    expect(text).toContain("Umsatzsteuer 7 % -1,24 €");
  });

  it("a credit note after a Stripe payment does not repeat the invoice's „Bereits bezahlt“ (#50)", async () => {
    const paid = invoiceData(buyer, lines, config, "RE-2026-000063", shippedAt, {
      kind: "paid",
      paidOn: "2026-11-27",
      method: "Karte",
    });
    expect(squash(pdfText(await renderInvoicePdf(paid, shippedAt)))).toContain(
      "Bereits bezahlt am 27.11.2026 per Karte",
    );
    const credit = creditNoteData(
      paid,
      "RK-2026-000002",
      "2026-12-02",
      [{ vatRate: 7, grossCents: 1899 }],
      "x",
    );
    const text = squash(pdfText(await renderInvoicePdf(credit, shippedAt)));
    expect(text).not.toContain("Bereits bezahlt");
    expect(text).not.toContain("Karte");
    const storno = squash(
      pdfText(await renderInvoicePdf(cancellationData(paid, "ST-2026-000002", "2026-12-02"), shippedAt)),
    );
    expect(storno).not.toContain("Bereits bezahlt");
  });

  it("the longest address the checkout allows keeps its room above the heading", async () => {
    const longest = {
      ...buyer,
      firstName: "Maximiliane-Friederike Alexandra Konstanze Wilhelmine ".repeat(2).slice(0, 100),
      lastName: "von Hohenzollern-Sigmaringen und Schwarzburg-Sondershausen ".repeat(2).slice(0, 100),
      address: "Sehr lange Straße 8号 中山路 ".repeat(9).slice(0, 200),
      addressAddition:
        "c/o Gärtnerei am Stadtrand, Hinterhaus, dritter Stock links, bei Familie Müller-Lüdenscheidt".slice(
          0,
          100,
        ),
      city: "Frankfurt am Main Niederrad Frankfurt am Main Sachsenhausen Frankfurt am Main Höchst Ost".slice(
        0,
        100,
      ),
    } as OrderRow;
    const pdf = await renderInvoicePdf(
      invoiceData(longest, lines, config, "RE-2026-000062", shippedAt),
      shippedAt,
    );
    const words = pdfWords(pdf).filter((w) => w.page === 1);
    const heading = words.find((w) => w.text === "RE-2026-000062")!;
    const above = words.filter((w) => w.yMin < heading.yMin - 1 && w.xMin < 300);
    const addressBottom = Math.max(...above.map((w) => w.yMax));
    expect(words.some((w) => w.text === "Höchst")).toBe(true);
    expect(heading.yMin - addressBottom).toBeGreaterThanOrEqual(10);
    // Nothing of the address runs into the seller's block on the right either.
    expect(Math.max(...above.filter((w) => w.yMin > 130).map((w) => w.xMax))).toBeLessThan(300);
  });
});

describe("invoice PDF of a business without register entry or VAT ID (#50 §5)", () => {
  it("the footer and the facts leave out the empty lines", async () => {
    const sole = loadConfig({
      BUSINESS_REGISTER_COURT: "",
      BUSINESS_REGISTER_NUMBER: "",
      BUSINESS_VAT_ID: "",
    });
    const two = items.slice(0, 2);
    const total = two.reduce((s, i) => s + i.quantity * i.priceCents, 0);
    const buyer = { ...order, subtotalCents: total, totalCents: total };
    const text = plain(
      pdfText(await renderInvoicePdf(invoiceData(buyer, two, sole, "RE-2026-000051", shippedAt), shippedAt)),
    );
    expect(text).not.toContain("USt-IdNr.");
    expect(text).not.toMatch(/· ,|, ·/);
  });
});
