import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { renderInvoicePdf } from "../invoices/invoice-pdf";
import { invoiceData } from "../invoices/issue";
import { TEST_ADDRESS } from "../testing/address";
import { pdfText } from "../testing/pdf-text";

/** #43 §2 under § 19 UStG: a Kleinunternehmer's invoice shows the discount as one line, no rate split. */
describe("a small business's invoice with a discount", () => {
  const at = new Date("2026-12-07T10:00:00Z");
  const order = {
    id: "00000000-0000-4000-8000-000000000001",
    number: "BW-2026-000042",
    firstName: "Kim",
    lastName: "Klein",
    email: "kim@example.de",
    ...TEST_ADDRESS,
    addressAddition: null,
    subtotalCents: 1999 + 790,
    shippingCents: 490,
    discountCents: 400,
    totalCents: 1999 + 790 + 490 - 400,
    locale: "de",
    createdAt: at,
  } as unknown as OrderRow;
  const item = (plantId: string, name: string, priceCents: number, vatRate: 7 | 19, discountCents: number) =>
    ({
      plantId,
      name,
      nameEn: null,
      quantity: 1,
      priceCents,
      vatRate,
      discountCents,
    }) as unknown as OrderItemRow;
  const items = [item("snake-plant", "Bogenhanf", 1999, 7, 300), item("topf", "Topf", 790, 19, 100)];
  const config = {
    ...loadConfig({}),
    shop: { tax: { smallBusiness: true, since: "", taxNumber: "201/123/45678" } },
  };
  const discounts = [
    { code: "KLEIN", amountCents: 400, reducedCents: 300, standardCents: 100, shippingCents: 0 },
  ];

  it("one discount line, no VAT, the total after it", async () => {
    const data = invoiceData(order, items, config, "RE-2026-000042", at, null, null, discounts);
    expect(data.smallBusiness).toBe(true);
    expect(data.totals).toEqual({ netCents: 2879, vatCents: 0, grossCents: 2879 });
    expect(data.discounts!.every((d) => d.netCents === d.grossCents)).toBe(true);
    const text = pdfText(await renderInvoicePdf(data, at))
      .replace(/\u00a0/g, " ")
      .replace(/[ \t]+/g, " ");
    expect(text.match(/Rabatt \(Code KLEIN\)/g)).toHaveLength(1);
    expect(text).toMatch(/Rabatt \(Code KLEIN\)\s*[-−]4,00 €/);
    expect(text).not.toMatch(/Umsatzsteuer 7/);
  });
});
