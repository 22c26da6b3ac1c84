import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { pdfText } from "../testing/pdf-text";
import { GIROCODE_QR, girocodeFor, renderInvoicePdf } from "./invoice-pdf";
import { cancellationData, type InvoiceData, invoiceData } from "./issue";

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
