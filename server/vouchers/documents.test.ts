import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { datevBookings } from "../../domain/books/books";
import { DATEV_DEFAULT_ACCOUNTS } from "../../domain/books/datev";
import { shopClock } from "../../domain/orders/delivery";
import { newVoucherCode } from "../../domain/vouchers/vouchers";
import { periodDocuments, periodMovements } from "../books/queries";
import { invoices, vouchers } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";

/**
 * #43 §3 in the documents and the books: an order a voucher paid part of is invoiced at its full prices
 * and VAT per rate (a Mehrzweck-Gutschein is a payment, not a discount); the invoice names the voucher's
 * payment and asks for the rest; DATEV books the redemption on the vouchers' account against the receivable.
 */
const lager = { id: null, email: "lager@example.de" };
const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);

describe.each(TEST_DATABASES)("vouchers on the invoice and in DATEV on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  });

  it("the invoice keeps the full prices and VAT, names the voucher as paid and asks for the rest", async () => {
    const code = newVoucherCode();
    await database.db.insert(vouchers).values({
      code,
      initialCents: 2000,
      balanceCents: 2000,
      validUntil: "2099-12-31",
      state: "active",
      buyerName: "Jonas Beck",
      buyerEmail: "jonas@example.de",
      deliverOn: today(),
    });
    const placed = await t.services.orders.place(
      {
        items: [{ id: "snake-plant", quantity: 1 }],
        shipping: { firstName: "Mia", lastName: "Gut", email: "mia@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
        codes: [code],
      },
      { userId: null },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const total = placed.order.totalCents;
    expect(placed.order).toMatchObject({ discountCents: 0, voucherCents: 2000, dueCents: total - 2000 });
    await t.services.admin.orderActions.confirm(lager, placed.order.number, 0);
    await t.services.admin.orderActions.ship(lager, placed.order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567891",
    });
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, placed.order.id), eq(invoices.kind, "invoice")));
    const data = invoice!.data as InvoiceData;
    // No discount: the VAT is on the full prices.
    expect(data.discounts ?? []).toEqual([]);
    expect(data.totals.grossCents).toBe(total);
    const text = pdfText(await t.services.invoices.pdf((await t.services.invoices.find(invoice!.number))!))
      .replace(/\u00a0/g, " ")
      // A line may wrap anywhere in the PDF (a longer date moves the break): one space for any run.
      .replace(/\s+/g, " ");
    expect(text).toMatch(/Bereits bezahlt am [\d.]+: 20,00 € \(davon 20,00 € mit Geschenkgutschein\)\./);
    const euro = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, "0")} €`;
    expect(text).toContain(`Noch zu zahlen: ${euro(total - 2000)}.`);

    // DATEV: the invoice's revenue in full; the voucher's payment on 1604 against the receivable.
    const period = { from: today(), to: today() };
    const bookings = datevBookings(
      await periodDocuments(database.db, period),
      await periodMovements(database.db, period),
      DATEV_DEFAULT_ACCOUNTS.SKR03,
    );
    expect(
      bookings.filter((b) => b.account === "1604").map((b) => [b.contraAccount, b.side, b.amountCents]),
    ).toEqual([["10000", "S", 2000]]);
    expect(
      bookings
        .filter((b) => b.documentNumber === invoice!.number && b.account === "10000")
        .reduce((s, b) => s + b.amountCents, 0),
    ).toBe(total);
  });
});
