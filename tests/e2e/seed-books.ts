// Test setup for tests/e2e/admin-books.spec.ts: a month of books (June 2025, far from the orders the
// other tests place today) written straight into the ledger as server/invoices/issue.ts freezes
// documents — an invoice with a 7 % plant and a 19 % pot, its credit note, a cancelled invoice, a
// payment reversed, payments and a refund. tests/e2e/seed-orders.ts calls it before the server starts.
import { computeVat, type VatRate } from "../../domain/orders/vat";
import { loadConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import { invoices, orderItems, orderPayments, orders } from "../../server/db/schema";
import { cancellationData, creditNoteData, type InvoiceData, invoiceData } from "../../server/invoices/issue";

/** What the spec expects for June 2025, in cents. */
export const SEEDED_BOOKS = {
  from: "2025-06-01",
  to: "2025-06-30",
  /** 7 %: 40,94 + 39,89 invoiced, 39,89 cancelled, 2,00 credited. */
  gross7: 4094 + 3989 - 3989 - 200,
  /** 19 %: the pot and its share of the shipping. */
  gross19: 2693,
  paymentsCents: 6787,
  refundsCents: 200,
  invoiceNumber: "RE-2025-990001",
  customer: "Jörg Bäcker",
};

export async function seedBooks(db: Db) {
  const config = loadConfig({});
  const order = async (
    number: string,
    [firstName, lastName]: [string, string],
    status: "completed" | "cancelled",
    createdAt: Date,
    lines: { plantId: string; name: string; priceCents: number; vatRate: VatRate }[],
  ) => {
    const subtotal = lines.reduce((s, l) => s + l.priceCents, 0);
    const [row] = await db
      .insert(orders)
      .values({
        number,
        email: `${number.toLowerCase()}@example.de`,
        firstName,
        lastName,
        address: "Kontenweg 1",
        city: "Köln",
        postalCode: "50667",
        subtotalCents: subtotal,
        shippingCents: 490,
        totalCents: subtotal + 490,
        // Settled: neither is open, so no other test's overdue list or open amounts see them.
        status,
        idempotencyKey: `e2e-books-${number}`,
        createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const items = await db
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          orderId: row.id,
          plantId: l.plantId,
          name: l.name,
          quantity: 1,
          priceCents: l.priceCents,
          vatRate: l.vatRate,
          imageUrl: `/plants/${l.plantId}.svg`,
        })),
      )
      .returning();
    return { row, items, lines };
  };
  const issue = async (orderId: string, data: InvoiceData, issuedAt: Date) =>
    db.insert(invoices).values({
      number: data.number,
      kind: data.kind,
      orderId,
      issuedAt,
      deliveryDate: data.deliveryDate,
      totalCents: data.totals.grossCents,
      data,
    });
  const pay = async (
    orderId: string,
    m: {
      kind?: "payment" | "refund";
      amountCents: number;
      paidOn: string;
      reversesId?: string;
      reason?: string;
    },
  ) =>
    (
      await db
        .insert(orderPayments)
        .values({ orderId, actor: "e2e-seed", kind: "payment", ...m })
        .returning()
    )[0]!;

  // One plant and one pot, invoiced with VAT per rate as domain/orders/vat.ts splits it.
  const first = await order(
    "BW-2025-990001",
    ["Jörg", "Bäcker"],
    "completed",
    new Date("2025-06-05T08:00:00Z"),
    [
      { plantId: "pothos", name: "Efeutute", priceCents: 3798, vatRate: 7 },
      { plantId: "pothos", name: "Übertopf Terrakotta", priceCents: 2499, vatRate: 19 },
    ],
  );
  if (!first) return; // seeded already
  const base = invoiceData(first.row, first.items, config, SEEDED_BOOKS.invoiceNumber, first.row.createdAt);
  const vat = computeVat(
    base.lines.map((l) => ({
      quantity: l.quantity,
      unitGrossCents: l.unitGrossCents,
      vatRate: first.lines.find((x) => x.name === l.name)!.vatRate,
    })),
    490,
  );
  const data: InvoiceData = {
    ...base,
    lines: base.lines.map((l, i) => ({
      ...l,
      vatRate: vat.lines[i]!.vatRate,
      lineNetCents: vat.lines[i]!.lineNetCents,
    })),
    shipping: vat.shipping,
    rates: vat.rates,
    totals: vat.totals,
  };
  await issue(first.row.id, data, new Date("2025-06-05T08:00:00Z"));
  await pay(first.row.id, { amountCents: data.totals.grossCents, paidOn: "2025-06-10" });
  await issue(
    first.row.id,
    creditNoteData(
      data,
      "RK-2025-990001",
      "2025-06-19",
      [{ vatRate: data.lines[0]!.vatRate, grossCents: 200 }],
      "Gutschrift",
    ),
    new Date("2025-06-19T09:00:00Z"),
  );
  await pay(first.row.id, {
    kind: "refund",
    amountCents: 200,
    paidOn: "2025-06-20",
    reason: "Kulanz: Blatt geknickt",
  });

  // A Monstera: a part payment entered by mistake and reversed, then the order cancelled.
  const second = await order(
    "BW-2025-990002",
    ["Nora", "Nordmann"],
    "cancelled",
    new Date("2025-06-08T10:00:00Z"),
    [{ plantId: "monstera-deliciosa", name: "Monstera Deliciosa", priceCents: 3499, vatRate: 7 }],
  );
  if (!second) return;
  const invoice = invoiceData(second.row, second.items, config, "RE-2025-990002", second.row.createdAt);
  await issue(second.row.id, invoice, new Date("2025-06-08T10:00:00Z"));
  const wrong = await pay(second.row.id, { amountCents: 1000, paidOn: "2025-06-11" });
  await pay(second.row.id, {
    amountCents: 1000,
    paidOn: "2025-06-12",
    reversesId: wrong.id,
    reason: "Falsche Bestellung",
  });
  await issue(
    second.row.id,
    cancellationData(invoice, "ST-2025-990001", "2025-06-13"),
    new Date("2025-06-13T07:00:00Z"),
  );
}
