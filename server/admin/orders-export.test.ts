import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { invoices, orderPayments, orders } from "../db/schema";
import { cancellationData, creditNoteData, type InvoiceData } from "../invoices/issue";
import { insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { insertOnlineOrder } from "../testing/online-order";
import { shipOrder } from "../testing/ship-order";
import { withTwoCustomers } from "../testing/test-database";

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
      "Stornorechnung",
      "Rechnungskorrekturen",
      "Berechnet",
      "Gutgeschrieben",
      "Bezahlt",
      "Erstattet",
      "Offen",
      "Zu erstatten",
      "Letzte Zahlung",
      "Zahlungsart",
      "Online-Zahlung",
    ]);
    // 2 × 18,99 + 4,90 shipping = 42,88 € gross; 7 % VAT: 42,88 − round(42,88 / 1,07) = 2,81 €.
    expect(line).toEqual([
      order.number,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "Versendet",
      "Berta Buchhaltung",
      "berta@example.de",
      "50667",
      "Köln",
      expect.stringMatching(/^RE-\d{4}-\d{6}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      "40,07",
      "2,81",
      "42,88",
      "",
      "",
      "42,88",
      "0,00",
      "10,00",
      "0,00",
      "32,88",
      "0,00",
      "2026-11-20",
      "Rechnung",
      "",
    ]);
  });

  it("a cancelled order with a part payment shows the refund due; credit notes, reversals and the last payment date", async () => {
    const res = await s.t.request("/api/orders", {
      method: "POST",
      json: {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: SHIPPING,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    const { order } = await res.json();
    // Shipping issues the invoice (#27); the rest of the story is written as rows below.
    await shipOrder(s.t.services, order.number);
    const db = s.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.number, order.number));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, row!.id));
    const data = invoice!.data as InvoiceData;
    const pay = (
      amountCents: number,
      paidOn: string,
      more: Partial<typeof orderPayments.$inferInsert> = {},
    ) =>
      db
        .insert(orderPayments)
        .values({ orderId: row!.id, amountCents, paidOn, actor: "test", ...more })
        .returning();
    // 10 € paid on the 20th; a payment on the 22nd entered by mistake and reversed: the 20th stands.
    await pay(1000, "2026-11-20");
    const [wrong] = await pay(500, "2026-11-22");
    await pay(500, "2026-11-22", { reversesId: wrong!.id, reason: "Doppelt erfasst" });
    // A credit note of 2 € (goodwill), then the order cancelled with a cancellation invoice of the rest.
    const credit = creditNoteData(
      data,
      "RK-2026-900001",
      "2026-11-23",
      [{ vatRate: data.lines[0]!.vatRate, grossCents: 200 }],
      "Gutschrift",
    );
    await db.insert(invoices).values({
      number: credit.number,
      kind: "credit",
      orderId: row!.id,
      deliveryDate: credit.deliveryDate,
      totalCents: credit.totals.grossCents,
      data: credit,
    });
    const storno = cancellationData(data, "ST-2026-900001", "2026-11-24");
    await db.insert(invoices).values({
      number: storno.number,
      kind: "cancellation",
      orderId: row!.id,
      cancelsInvoiceId: invoice!.id,
      deliveryDate: storno.deliveryDate,
      totalCents: storno.totals.grossCents,
      data: storno,
    });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, row!.id));

    const line = () =>
      s.t.services.admin.exportOrders({ q: order.number }).then(({ csv }) => {
        const [header, l] = parse(csv);
        return Object.fromEntries(header!.map((h, i) => [h, l![i]]));
      });
    // Owed: 23,89 − 2,00 − 23,89 = −2,00; paid 10,00 → 12,00 to refund (not „Offen 0,00“).
    expect(await line()).toMatchObject({
      Status: "Storniert",
      Stornorechnung: "ST-2026-900001",
      Rechnungskorrekturen: "RK-2026-900001",
      Berechnet: "23,89",
      Gutgeschrieben: "25,89",
      Bezahlt: "10,00",
      Erstattet: "0,00",
      Offen: "0,00",
      "Zu erstatten": "12,00",
      "Letzte Zahlung": "2026-11-20",
    });
    await pay(1200, "2026-11-25", { kind: "refund", reason: "Storno" });
    expect(await line()).toMatchObject({ Erstattet: "12,00", Offen: "0,00", "Zu erstatten": "0,00" });
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

  it("names how each order is paid and where an online payment stands; filters by payment", async () => {
    const paid = await insertOnlineOrder(s.database, {
      email: "csv-online@example.de",
      state: "paid",
      method: "card",
      feeCents: 82,
    });
    const failed = await insertOnlineOrder(s.database, {
      email: "csv-online-debit@example.de",
      state: "failed",
      method: "sepa_debit",
    });
    const invoice = await insertOrder(s.database, {
      email: "csv-online-rechnung@example.de",
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1000 }],
    });
    const lines = async (payment?: "invoice" | "online") => {
      const [header, ...rows] = parse(
        (await s.t.services.admin.exportOrders({ q: "csv-online", payment })).csv,
      );
      const at = (name: string) => header!.indexOf(name);
      return Object.fromEntries(
        rows.map((l) => [l[0], [l[at("Zahlungsart")], l[at("Online-Zahlung")], l[at("Bezahlt")]]]),
      );
    };
    expect(await lines()).toEqual({
      [paid.number]: ["Online", "Bezahlt (Karte)", "23,89"],
      [failed.number]: ["Online", "Lastschrift geplatzt", "0,00"],
      [invoice.number]: ["Rechnung", "", "0,00"],
    });
    expect(Object.keys(await lines("online")).sort()).toEqual([paid.number, failed.number].sort());
    expect(Object.keys(await lines("invoice"))).toEqual([invoice.number]);
  });
});
