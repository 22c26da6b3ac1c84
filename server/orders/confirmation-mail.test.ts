import { describe, expect, it } from "vitest";
import { type ConfirmationInput, orderConfirmationMail } from "../mail/templates/order-confirmation";

const input: ConfirmationInput = {
  orderId: "6f1c2d3e-0000-4000-8000-000000000001",
  number: "BW-2026-000123",
  // Tuesday 24 November 2026, 10:00 in Berlin: dispatched the same day, delivered 25.–27.11.
  createdAt: new Date("2026-11-24T09:00:00Z"),
  customer: {
    firstName: "Anna",
    lastName: "Berg",
    email: "anna@example.de",
    address: "Gartenweg 3",
    addressAddition: "c/o Müller, Hinterhaus",
    postalCode: "52062",
    city: "Aachen",
    country: "DE",
  },
  items: [
    {
      name: "Monstera",
      botanicalName: "Monstera deliciosa",
      size: "large",
      height: "80–100 cm",
      potDiameter: "24 cm",
      quantity: 1,
      priceCents: 4999,
    },
    {
      name: "Efeutute <Goldene>",
      botanicalName: "Epipremnum aureum",
      size: "small",
      height: "25 cm",
      potDiameter: "12 cm",
      quantity: 2,
      priceCents: 1450,
    },
  ],
  subtotalCents: 7899,
  shippingCents: 0,
  totalCents: 7899,
  paymentTermDays: 21,
  publicUrl: "https://blattwerk.example",
};

/** What a reader sees of the HTML part: tags out, entities back, whitespace folded. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("order confirmation mail", () => {
  const mail = orderConfirmationMail(input);
  // Amounts keep a no-break space before "€" (Intl); compared here with a plain one.
  const parts = { text: mail.text.replace(/\u00a0/g, " "), html: visible(mail.html!) };

  it("goes to the customer with the order number in the subject, the legal PDF attached", () => {
    expect(mail).toMatchObject({
      to: "anna@example.de",
      subject: "Deine Bestellung BW-2026-000123 bei Blattwerk",
      kind: "order-confirmation",
      orderId: input.orderId,
      attachments: [{ type: "legal" }],
    });
  });

  it.each(Object.keys(parts) as (keyof typeof parts)[])(
    "%s part: number, items with features and prices, totals, address, delivery, terms, withdrawal link",
    (part) => {
      const body = parts[part];
      for (const expected of [
        "BW-2026-000123",
        "1 × Monstera",
        "Monstera deliciosa · Größenklasse groß · Höhe 80–100 cm · Topfdurchmesser 24 cm",
        "49,99 €",
        "2 × Efeutute <Goldene>",
        "Epipremnum aureum · Größenklasse klein · Höhe 25 cm · Topfdurchmesser 12 cm",
        "14,50 €",
        "29,00 €",
        "Zwischensumme",
        "78,99 €",
        "Versand",
        "kostenlos",
        "Gesamtsumme (inkl. MwSt.)",
        "Anna Berg",
        "Gartenweg 3",
        "c/o Müller, Hinterhaus",
        "52062 Aachen",
        "Deutschland",
        "Deine Bestellung wird am 24. November versandt.",
        "Voraussichtliche Lieferung zwischen 25.11.2026 und 27.11.2026",
        "Kauf auf Rechnung",
        // The shop's one term, verbatim (domain/orders/payment-term.ts), and when the invoice comes.
        "Zahlbar ohne Abzug innerhalb von 21 Tagen ab Rechnungsdatum. Die Rechnung schicken wir dir am Versandtag per E-Mail, und sie liegt deinem Paket bei.",
        "AGB und die Widerrufsbelehrung mit dem Muster-Widerrufsformular",
      ])
        expect(body, expected).toContain(expected);
    },
  );

  it("links the withdrawal function in both parts, and escapes what comes from the catalogue", () => {
    expect(mail.text).toContain("https://blattwerk.example/widerruf#widerrufsbutton");
    expect(mail.html).toContain('href="https://blattwerk.example/widerruf#widerrufsbutton"');
    expect(mail.html).toContain("Efeutute &lt;Goldene&gt;");
    expect(mail.html).not.toContain("<Goldene>");
  });

  it("names shipping costs when there are some", () => {
    const paid = orderConfirmationMail({ ...input, shippingCents: 495, totalCents: 8394 });
    paid.text = paid.text.replace(/\u00a0/g, " ");
    expect(paid.text).toContain("Versand: 4,95 €");
    expect(paid.text).toContain("Gesamtsumme (inkl. MwSt.): 83,94 €");
  });

  it("is one self-contained HTML document: no images, scripts or external styles", () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).not.toMatch(/<img|<script|<link|src=/i);
  });

  it("carries the order, the AGB and the Widerrufsbelehrung, not the invoice: that comes with the parcel", () => {
    expect(mail.attachments).toEqual([{ type: "legal" }]);
    for (const body of Object.values(parts)) {
      expect(body).not.toMatch(/RE-\d{4}|Deine Rechnung|hängt als PDF an|herunterladen/);
      expect(body).toContain("Die Rechnung schicken wir dir am Versandtag per E-Mail");
    }
  });

  it("in English for an English order: the same term in the English wording", () => {
    const en = orderConfirmationMail({ ...input, locale: "en" });
    expect(en.attachments).toEqual([{ type: "legal" }]);
    for (const body of [en.text, visible(en.html!)]) {
      expect(body).toContain(
        "Payable without deduction within 21 days of the invoice date. We email you the invoice on the day we ship, and it also comes in your parcel.",
      );
      expect(body).not.toContain("Rechnung");
    }
  });

  it("a gift voucher paid part (#43 §3): „Gutschein <code>“ after the total with what is left, as the checkout lists it, in both languages and parts", () => {
    const nbsp = (t: string) => t.replace(/\u00a0/g, " ");
    const de = orderConfirmationMail({
      ...input,
      vouchers: [{ code: "7K3M-Q9TA-2BXC-4DEF", amountCents: 2000 }],
    });
    for (const body of [de.text, visible(de.html!)].map(nbsp)) {
      expect(body).toMatch(
        /Gesamtsumme \(inkl\. MwSt\.\):? 78,99 €\s+Gutschein 7K3M-Q9TA-2BXC-4DEF:? [-−]20,00 €\s+Noch zu zahlen:? 58,99 €/,
      );
    }
    const en = orderConfirmationMail({
      ...input,
      locale: "en",
      vouchers: [{ code: "7K3M-Q9TA-2BXC-4DEF", amountCents: 2000 }],
    });
    for (const body of [en.text, visible(en.html!)].map(nbsp)) {
      expect(body).toMatch(
        /Total \(incl\. VAT\):? €78\.99\s+Gift card 7K3M-Q9TA-2BXC-4DEF:? [-−]€20\.00\s+Left to pay:? €58\.99/,
      );
    }
    // Paid online: the rest is no longer due, it is the balance Stripe charged.
    const online = orderConfirmationMail({
      ...input,
      vouchers: [{ code: "7K3M-Q9TA-2BXC-4DEF", amountCents: 2000 }],
      online: { state: "paid", method: "card" },
    });
    expect(nbsp(online.text)).toContain("Restbetrag: 58,99 €");
    expect(online.text).not.toContain("Noch zu zahlen");
    // No voucher: no voucher line.
    expect(orderConfirmationMail(input).text).not.toMatch(/Gutschein|Noch zu zahlen/);
  });
});
