import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { orderPayments, orders } from "../db/schema";
import { insertOrder, withTwoCustomers } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { shipOrder } from "../testing/ship-order";

const SHIPPING = {
  firstName: "Berta",
  lastName: "Buchhaltung",
  email: "berta@example.de",
  address: "Kontenweg 1",
  city: "Köln",
  postalCode: "50667",
  country: "DE",
};

describe.each(TEST_DATABASES)("orders CSV for the accountant on $name", (target) => {
  const s = withTwoCustomers(target);
  const parse = (csv: string) => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    return Papa.parse<string[]>(csv.slice(1).trim(), { delimiter: ";" }).data;
  };

  it("one line per order with invoice totals in German format, payments and open amount", async () => {
    const res = await s.t.request("/api/orders", {
      method: "POST",
      json: {
        items: [{ id: "pothos", quantity: 2 }],
        shipping: SHIPPING,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    // The invoice is issued when the parcel leaves (#27).
    await shipOrder(s.t.services, order.number);
    const [row] = await s.database.db.select().from(orders).where(eq(orders.number, order.number));
    await s.database.db
      .insert(orderPayments)
      .values({ orderId: row!.id, amountCents: 1000, paidOn: "2026-11-20", actor: "test" });

    const { csv, rows } = await s.t.services.admin.exportOrders({ q: order.number });
    expect(rows).toBe(1);
    const [header, line] = parse(csv);
    expect(header).toEqual([
      "Bestellnummer",
      "Bestelldatum",
      "Status",
      "Kunde",
      "E-Mail",
      "PLZ",
      "Ort",
      "Rechnungsnummer",
      "Rechnungsdatum",
      "Netto",
      "USt",
      "Brutto",
      "Bezahlt",
      "Offen",
      "Stornorechnung",
    ]);
    // 2 × 18,99 + 4,90 shipping = 42,88 € gross; 7 % VAT: 42,88 − round(42,88 / 1,07) = 2,81 €.
    expect(line).toEqual([
      order.number,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "shipped",
      "Berta Buchhaltung",
      "berta@example.de",
      "50667",
      "Köln",
      expect.stringMatching(/^RE-\d{4}-\d{6}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "40,07",
      "2,81",
      "42,88",
      "10,00",
      "32,88",
      "",
    ]);
  });

  it("filters by period and never lets a cell start a formula (CSV injection)", async () => {
    await insertOrder(s.database, {
      email: '=HYPERLINK("http://evil")@example.de',
      createdAt: new Date("2025-01-15T12:00:00Z"),
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    const january = await s.t.services.admin.exportOrders({ from: "2025-01-01", to: "2025-01-31" });
    expect(january.rows).toBe(1);
    const [, line] = parse(january.csv);
    expect(line![4]!.startsWith("=")).toBe(false);
    expect(line![4]).toContain("HYPERLINK");
    expect((await s.t.services.admin.exportOrders({ from: "2025-02-01", to: "2025-02-28" })).rows).toBe(0);
  });
});
