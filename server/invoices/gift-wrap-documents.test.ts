import { describe, expect, it } from "vitest";
import { returnFromDocuments } from "../../domain/orders/returns";
import { loadConfig } from "../config";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { pdfText } from "../testing/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";
import { cancellationData, invoiceData, returnNoteData } from "./issue";

const shippedAt = new Date("2026-11-30T09:15:00Z");
const items = [
  { plantId: "bogenhanf", name: "Bogenhanf", quantity: 1, priceCents: 1999, vatRate: 7, discountCents: 0 },
  { plantId: "topf", name: "Übertopf", quantity: 1, priceCents: 790, vatRate: 19, discountCents: 0 },
] as OrderItemRow[];
const order = {
  id: "00000000-0000-4000-8000-000000000002",
  number: "BW-2026-000124",
  firstName: "Greta",
  lastName: "Grün",
  address: "Lindenallee 7",
  addressAddition: null,
  city: "Köln",
  postalCode: "50667",
  country: "DE",
  locale: "de",
  billingAddress: null,
  subtotalCents: 2789,
  shippingCents: 490,
  giftWrapCents: 390,
  totalCents: 2789 + 490 + 390,
  createdAt: new Date("2026-11-27T15:30:00Z"),
} as unknown as OrderRow;
const plain = (s: string) => s.replace(/\u00a0/g, " ").replace(/\s+/g, " ");

/** #43 §4: the gift wrapping on the invoice, its cancellation and a credit note for everything back. */
describe("gift wrapping on the documents", () => {
  const data = invoiceData(order, items, loadConfig({}), "RE-2026-000050", shippedAt);

  it("the invoice: „Geschenkverpackung“ per rate, split as the shipping, in the totals", async () => {
    // 390 over 1999 : 790 → 280 at 7 %, 110 at 19 % (the shipping's 490: 351 and 139).
    expect(data.giftWrap?.map((g) => [g.vatRate, g.grossCents])).toEqual([
      [7, 280],
      [19, 110],
    ]);
    expect(data.shipping.map((s) => [s.vatRate, s.grossCents])).toEqual([
      [7, 351],
      [19, 139],
    ]);
    expect(data.totals.grossCents).toBe(order.totalCents);
    expect(data.rates.map((r) => [r.vatRate, r.grossCents])).toEqual([
      [7, 1999 + 351 + 280],
      [19, 790 + 139 + 110],
    ]);
    const text = plain(pdfText(await renderInvoicePdf(data, shippedAt)));
    expect(text).toContain("Geschenkverpackung 7% 2,80 €");
    expect(text).toContain("Geschenkverpackung 19 % 1,10 €");
    expect(text).toContain(
      "Versand und Geschenkverpackung sind nach dem Warenwert auf die Steuersätze verteilt.",
    );
  });

  it("the cancellation negates it; a return of everything credits it with the shipping", async () => {
    const storno = cancellationData(data, "ST-2026-000001", "2026-12-01");
    expect(storno.giftWrap?.map((g) => g.grossCents)).toEqual([-280, -110]);
    expect(storno.totals.grossCents).toBe(-order.totalCents);

    const all = returnFromDocuments(
      data,
      [],
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
    if (!all.ok) throw new Error(all.error);
    const note = returnNoteData(data, "RK-2026-000001", "2026-12-05", all.value);
    expect(note.giftWrap?.map((g) => g.grossCents)).toEqual([-280, -110]);
    expect(note.totals.grossCents).toBe(-order.totalCents);
    const text = plain(pdfText(await renderInvoicePdf(note, new Date("2026-12-05T10:00:00Z"))));
    expect(text).toContain("Geschenkverpackung 7% -2,80 €");
    // A second credit note finds it credited: nothing more of it.
    const again = returnFromDocuments(data, [note], new Map([[0, 0]]));
    expect(again.ok).toBe(false);
  });
});
