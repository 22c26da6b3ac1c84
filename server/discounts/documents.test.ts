import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { datevBookings } from "../../domain/books/books";
import { DATEV_DEFAULT_ACCOUNTS } from "../../domain/books/datev";
import { shopClock } from "../../domain/orders/delivery";
import { periodDocuments } from "../books/queries";
import { discountCodes, invoices, mailOutbox, orders, plants } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import { accessory } from "../testing/accessory";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";

/**
 * #43 §2 in the documents and the books: the invoice shows the discount per VAT rate as negative
 * positions and computes each rate's VAT after it; a return credits only what was paid for the units
 * (the line's discount share in proportion); the DATEV bookings carry the rates after the discount.
 */
const lager = { id: null, email: "lager@example.de" };
const kasse = { id: null, email: "kasse@example.de" };
const POT = accessory("uebertopf-rabatt", "Übertopf Rabatt", 790);
const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);

describe.each(TEST_DATABASES)("discounts on invoice, credit notes and DATEV on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    await database.db.insert(plants).values(POT);
    await database.db
      .insert(discountCodes)
      .values({ code: "FRUEHLING15", kind: "percent", value: 15, createdBy: "t" });
    t = app({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  });

  it("15 % on two plants (7 %) and a pot (19 %): invoice per rate, returns prorated, DATEV after the discount", async () => {
    const placed = await t.services.orders.place(
      {
        items: [
          { id: "snake-plant", quantity: 2 },
          { id: POT.id, quantity: 1 },
        ],
        shipping: { firstName: "Rita", lastName: "Rabatt", email: "rita@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
        codes: ["fruehling15"],
      },
      { userId: null },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    // 2 × 1999 + 790 = 4788; 15 % = 718.2 → 718: 7 % 718·3998/4788 = 599.5 → 600, 19 % 118.5 → 118.
    const S = placed.order.shippingCents;
    expect(placed.order).toMatchObject({
      subtotalCents: 4788,
      discountCents: 718,
      totalCents: 4788 + S - 718,
    });

    // Its lines carry the discount as counted: the back office cannot change them (#43 §2).
    expect(
      await t.services.admin.orderEdits.setQuantity(lager, placed.order.number, 0, {
        plantId: "snake-plant",
        quantity: "3",
      }),
    ).toMatchObject({ ok: false, error: "edit_discounted" });
    // Its address can change; the customer's mail names the discount and the VAT after it.
    expect(
      await t.services.admin.orderEdits.setAddress(lager, placed.order.number, 0, {
        firstName: "Rita",
        lastName: "Rabatt",
        address: "Blumenstraße 9",
        addressAddition: "",
        postalCode: "10115",
        city: "Berlin",
      }),
    ).toMatchObject({ ok: true });
    const [changed] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, placed.order.id), eq(mailOutbox.kind, "order-changed")));
    expect(changed!.text).toMatch(/Rabattcode FRUEHLING15: [-−]7,18\s€/);
    await t.services.admin.orderActions.confirm(lager, placed.order.number, 1);
    await t.services.admin.orderActions.ship(lager, placed.order.number, 2, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    const docs = async (kind: "invoice" | "credit") =>
      (
        await database.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, placed.order.id), eq(invoices.kind, kind)))
          .orderBy(asc(invoices.number))
      ).map((d) => ({ ...d, data: d.data as InvoiceData }));
    const [invoice] = await docs("invoice");
    const data = invoice!.data;
    const ship7 = data.shipping.find((s) => s.vatRate === 7)?.grossCents ?? 0;
    const ship19 = data.shipping.find((s) => s.vatRate === 19)?.grossCents ?? 0;
    expect(data.discounts!.map((d) => [d.vatRate, d.grossCents])).toEqual([
      [7, 600],
      [19, 118],
    ]);
    expect(data.discountCodes).toEqual(["FRUEHLING15"]);
    const netOf = (gross: number, rate: number) =>
      Math.floor((200 * gross + 100 + rate) / (2 * (100 + rate)));
    const g7 = 3998 + ship7 - 600;
    const g19 = 790 + ship19 - 118;
    expect(data.rates).toEqual([
      { vatRate: 7, grossCents: g7, netCents: netOf(g7, 7), vatCents: g7 - netOf(g7, 7) },
      { vatRate: 19, grossCents: g19, netCents: netOf(g19, 19), vatCents: g19 - netOf(g19, 19) },
    ]);
    expect(data.totals.grossCents).toBe(placed.order.totalCents);
    expect(invoice!.totalCents).toBe(placed.order.totalCents);
    // The PDF: the goods at full price, the discount per rate as a negative position, VAT after it.
    const text = pdfText(await t.services.invoices.pdf((await t.services.invoices.find(invoice!.number))!))
      .replace(/\u00a0/g, " ")
      .replace(/[ \t]+/g, " ");
    expect(text).toMatch(/Rabatt \(Code FRUEHLING15\)\s*7\s?%\s*[-−]6,00 €/);
    expect(text).toMatch(/Rabatt \(Code FRUEHLING15\)\s*19\s?%\s*[-−]1,18 €/);
    const euro = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, "0")} €`;
    expect(text).toContain(`Umsatzsteuer 7 % ${euro(g7 - netOf(g7, 7))}`);

    // DATEV: the invoice books each rate's revenue after the discount.
    const period = { from: today(), to: today() };
    const bookings = datevBookings(
      await periodDocuments(database.db, period),
      [],
      DATEV_DEFAULT_ACCOUNTS.SKR03,
    );
    const ofInvoice = bookings.filter((b) => b.documentNumber === invoice!.number);
    expect(ofInvoice.map((b) => [b.contraAccount, b.side, b.amountCents])).toEqual([
      ["8300", "S", g7],
      ["8400", "S", g19],
    ]);

    // One plant of two back: it paid 1999 − 300 (half the line's 600 discount).
    const snake = data.lines.findIndex((l) => l.plantId === "snake-plant");
    const pot = data.lines.findIndex((l) => l.plantId === POT.id);
    const version = async () =>
      (await database.db.select().from(orders).where(eq(orders.id, placed.order.id)))[0]!.version;
    const first = await t.services.admin.ledgerActions.credit(kasse, placed.order.number, await version(), {
      amount: "",
      rate: "",
      reason: "Rücksendung",
      lines: `${snake}:1`,
    });
    expect(first).toMatchObject({ ok: true });
    let [note] = await docs("credit");
    expect(note!.totalCents).toBe(-1699);
    expect(note!.data.rates).toEqual([
      { vatRate: 7, grossCents: -1699, netCents: -netOf(1699, 7), vatCents: -(1699 - netOf(1699, 7)) },
    ]);
    expect(note!.data.discounts).toEqual([{ vatRate: 7, grossCents: -300, netCents: expect.any(Number) }]);

    // The rest back: the other plant, the pot and the shipping; all credits together = what was paid.
    const rest = await t.services.admin.ledgerActions.credit(kasse, placed.order.number, await version(), {
      amount: "",
      rate: "",
      reason: "Rücksendung",
      lines: `${snake}:1,${pot}:1`,
    });
    expect(rest).toMatchObject({ ok: true });
    const notes = await docs("credit");
    note = notes[1];
    expect(note!.totalCents).toBe(-(1699 + 672 + S));
    expect(notes.reduce((s, n) => s + n.totalCents, 0)).toBe(-placed.order.totalCents);
    for (const n of notes) {
      for (const r of n.data.rates) expect(r.netCents + r.vatCents).toBe(r.grossCents);
    }
    // The credit notes' DATEV bookings undo the invoice's revenue exactly, per rate.
    const all = datevBookings(
      await periodDocuments(database.db, period),
      [],
      DATEV_DEFAULT_ACCOUNTS.SKR03,
    ).filter((b) => b.text.includes(placed.order.number));
    const net = (account: string) =>
      all
        .filter((b) => b.contraAccount === account)
        .reduce((s, b) => s + (b.side === "S" ? b.amountCents : -b.amountCents), 0);
    expect([net("8300"), net("8400")]).toEqual([0, 0]);
  });
});
