import { describe, expect, it } from "vitest";
import { checkoutMessages } from "../../app/features/checkout/messages";
import { termsOfSale } from "../../content/legal";
import { paymentTerm, paymentTermSentence } from "../../domain/orders/payment-term";
import { shopFacts } from "../../domain/shop/shop-facts";
import { loadConfig } from "../config";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { renderLegalPdf } from "../mail/legal-pdf";
import { type ConfirmationInput, orderConfirmationMail } from "../mail/templates/order-confirmation";
import { shipmentMail } from "../mail/templates/order-shipped";
import { pdfText } from "../testing/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";
import { invoiceData } from "./issue";

/** What a reader gets: tags out, entities back, lines joined (PDFs wrap where they like). */
const flat = (s: string) =>
  s
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const order = {
  id: "00000000-0000-4000-8000-000000000007",
  number: "BW-2026-000777",
  firstName: "Jana",
  lastName: "Klee",
  email: "jana@example.de",
  address: "Am Hang 1",
  addressAddition: null,
  city: "Bonn",
  postalCode: "53111",
  country: "DE",
  subtotalCents: 3798,
  shippingCents: 690,
  totalCents: 4488,
  createdAt: new Date("2026-11-24T09:00:00Z"),
  locale: "de",
} as unknown as OrderRow;
const items = [
  { plantId: "pothos", name: "Efeutute", quantity: 2, priceCents: 1899, size: "small", vatRate: 7 },
] as unknown as OrderItemRow[];

const confirmation = (days: number, locale: "de" | "en" = "de"): ConfirmationInput => ({
  orderId: order.id,
  number: order.number,
  createdAt: order.createdAt,
  customer: { ...order, addressAddition: null },
  items: [
    {
      name: "Efeutute",
      botanicalName: "Epipremnum aureum",
      size: "small",
      height: "25 cm",
      potDiameter: "12 cm",
      quantity: 2,
      priceCents: 1899,
    },
  ],
  subtotalCents: order.subtotalCents,
  shippingCents: order.shippingCents,
  totalCents: order.totalCents,
  paymentTermDays: days,
  publicUrl: "https://blattwerk.example",
  locale,
});

/**
 * One payment term (#27): PAYMENT_TERM_DAYS, worded once in domain/orders/payment-term.ts, reads the same on
 * the checkout and thank-you page (their messages), in the confirmation and shipping mails, in the AGB
 * (page and PDF) and on the invoice, whatever the setting.
 */
describe.each([14, 30])("PAYMENT_TERM_DAYS=%i: one term, word for word", (days) => {
  const config = loadConfig({ PAYMENT_TERM_DAYS: String(days) });
  const term = paymentTerm("de", days);
  const sentence = paymentTermSentence("de", days);

  it("is the setting's number of days, counted from the invoice date", () => {
    expect(config.invoicing.paymentTermDays).toBe(days);
    expect(term).toBe(`Zahlbar ohne Abzug innerhalb von ${days} Tagen ab Rechnungsdatum.`);
    expect(sentence).toBe(
      `${term} Die Rechnung schicken wir dir am Versandtag per E-Mail, und sie liegt deinem Paket bei.`,
    );
    expect(paymentTermSentence("en", days)).toBe(
      `Payable without deduction within ${days} days of the invoice date. We email you the invoice on the day we ship, and it also comes in your parcel.`,
    );
  });

  it("checkout and thank-you page show it from the loader's days (both render CHECKOUT.paymentTerm)", () => {
    expect(checkoutMessages.de.CHECKOUT.paymentTerm(days)).toBe(sentence);
    expect(checkoutMessages.en.CHECKOUT.paymentTerm(days)).toBe(paymentTermSentence("en", days));
  });

  it("the order confirmation, in both parts and both languages", () => {
    const de = orderConfirmationMail(confirmation(days));
    expect(flat(de.text)).toContain(sentence);
    expect(flat(de.html!)).toContain(sentence);
    const en = orderConfirmationMail(confirmation(days, "en"));
    expect(flat(en.text)).toContain(paymentTermSentence("en", days));
    expect(flat(en.html!)).toContain(paymentTermSentence("en", days));
  });

  it("the shipping mail names the term and the invoice's due date", () => {
    const data = invoiceData(order, items, config, "RE-2026-000777", new Date("2026-11-26T10:00:00Z"));
    const mail = shipmentMail({
      to: order.email,
      firstName: order.firstName,
      orderNumber: order.number,
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
      trackingUrl: "https://www.dhl.de/x",
      invoice: {
        number: data.number,
        link: "https://blattwerk.example/api/invoices/x",
        payment: data.payment,
        paid: false,
      },
    });
    const due = days === 14 ? "10.12.2026" : "26.12.2026";
    expect(flat(mail.text)).toContain(`${term} Fällig ist sie also am ${due}.`);
  });

  it("the AGB, on the page and in the PDF attached to the confirmation", async () => {
    const facts = shopFacts(config);
    expect(JSON.stringify(termsOfSale(facts))).toContain(sentence);
    expect(flat(pdfText(await renderLegalPdf(facts)))).toContain(sentence);
  });

  it("the invoice: the term, and the due date it gives (invoice date + days)", async () => {
    const data = invoiceData(order, items, config, "RE-2026-000777", new Date("2026-11-26T10:00:00Z"));
    expect(data.invoiceDate).toBe("2026-11-26");
    expect(data.payment).toMatchObject({
      termDays: days,
      dueDate: days === 14 ? "2026-12-10" : "2026-12-26",
    });
    const text = flat(pdfText(await renderInvoicePdf(data, new Date("2026-11-26T10:00:00Z"))));
    expect(text).toContain(`Zahlungsbedingung: ${term}`);
    expect(text).toContain(`Zahlbar bis ${days === 14 ? "10.12.2026" : "26.12.2026"} ohne Abzug`);
  });
});
