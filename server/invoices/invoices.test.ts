import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuro } from "../../domain/orders/money";
import { dueDate } from "../../domain/orders/payment-term";
import type { Tx } from "../db/client";
import { invoiceCounters, invoices, mailOutbox, orders, plants } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipOrder, WAREHOUSE } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { germanDay } from "./invoice-pdf";
import { dayIso, type InvoiceData, nextInvoiceNumber } from "./issue";

const SHIPPING = {
  firstName: "Jürgen",
  lastName: "Größe",
  email: "juergen@example.de",
  address: "Lindenallee 7",
  addressAddition: "c/o Müller, 3. OG",
  city: "Köln",
  postalCode: "50667",
  country: "DE",
};

/** pdftotext prints the no-break space of "81,87 €" as it is; compare with plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, " ");
const year = () => shopClock(new Date()).day.getUTCFullYear();
const sequence = (prefix: string, numbers: string[]) =>
  numbers.map((n) => {
    const m = n.match(new RegExp(`^${prefix}-(\\d{4})-(\\d{6})$`));
    if (!m) throw new Error(`unexpected number ${n}`);
    return Number(m[2]);
  });

describe.each(TEST_DATABASES)("invoices on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1_000_000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const place = async (items: { id: string; quantity: number }[], shipping = SHIPPING) => {
    const r = await t.services.orders.place(
      { items, shipping, idempotencyKey: randomUUID() },
      { userId: null },
    );
    if (!r.ok) throw new Error(r.error);
    return r.order;
  };
  const invoiceOf = async (orderId: string, kind: "invoice" | "cancellation" = "invoice") => {
    const rows = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return rows.find((r) => r.kind === kind) ?? null;
  };
  /** Placed and shipped: the invoice is issued at "Versenden" (#27). */
  const placeAndShip = async (items: { id: string; quantity: number }[]) => {
    const order = await place(items);
    await shipOrder(t.services, order.number);
    return order;
  };

  it("issues the invoice when the order ships, not before: number, snapshot, totals per rate", async () => {
    const order = await place([
      { id: "pothos", quantity: 2 },
      { id: "monstera-deliciosa", quantity: 1 },
    ]);
    expect(await invoiceOf(order.id)).toBeNull();
    await shipOrder(t.services, order.number);
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice.number).toBe(`RE-${year()}-000001`);
    expect(invoice.totalCents).toBe(order.totalCents);
    const data = invoice.data as InvoiceData;
    expect(data.orderNumber).toBe(order.number);
    expect(data.buyer).toEqual({
      name: "Jürgen Größe",
      address: "Lindenallee 7",
      addressAddition: "c/o Müller, 3. OG",
      postalCode: "50667",
      city: "Köln",
      country: "DE",
    });
    expect(data.seller.vatId).toBe(t.config.business.vatId);
    expect(data.bank.iban).toBe("DE89370400440532013000");
    expect(data.lines.map((l) => [l.name, l.quantity, l.vatRate])).toEqual(
      order.items.map((i) => [i.name, i.quantity, 7]),
    );
    expect(data.rates).toHaveLength(1);
    expect(data.rates[0]!.netCents + data.rates[0]!.vatCents).toBe(order.totalCents);
    expect(data.payment!.termDays).toBe(14);
    // Shipped today: invoice date = delivery date = today in Berlin, due 14 days later.
    const today = dayIso(shopClock(new Date()).day);
    expect([data.invoiceDate, data.deliveryDate]).toEqual([today, today]);
    expect(data.payment!.dueDate).toBe(dueDate(today, 14));

    const text = plain(
      pdfText(await t.services.invoices.pdf((await t.services.invoices.find(invoice.number))!)),
    );
    expect(text).toContain(invoice.number);
    expect(text).toContain(order.number);
    expect(text).toContain("Umsatzsteuer 7 %");
    expect(text).toContain(plain(formatEuro(data.rates[0]!.vatCents)));
    expect(text).toContain(plain(formatEuro(order.totalCents)));
    expect(text).toContain("c/o Müller, 3. OG");
    expect(text).toContain(`Zahlbar bis ${germanDay(data.payment!.dueDate)} ohne Abzug`);
    expect(text).toContain("DE89 3704 0044 0532 0130 00");
  });

  it("the PDF as a mail attachment, by invoice id", async () => {
    const order = await placeAndShip([{ id: "pothos", quantity: 1 }]);
    const invoice = (await invoiceOf(order.id))!;
    const attachment = (await t.services.invoices.attachment(invoice.id))!;
    expect(attachment.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    expect(attachment.contentType).toBe("application/pdf");
    expect(pdfText(attachment.content)).toContain(invoice.number);
    expect(await t.services.invoices.attachment(randomUUID())).toBeNull();
    expect(await t.services.invoices.attachment("x")).toBeNull();
  });

  it("a replayed order and a second „Versenden“ get no second invoice", async () => {
    const request = {
      items: [{ id: "pothos", quantity: 1 }],
      shipping: SHIPPING,
      idempotencyKey: randomUUID(),
    };
    const first = await t.services.orders.place(request, { userId: null });
    const again = await t.services.orders.place(request, { userId: null });
    expect(first.ok && again.ok && again.order.id === first.order.id).toBe(true);
    if (!first.ok) throw new Error(first.error);
    await shipOrder(t.services, first.order.number);
    await expect(shipOrder(t.services, first.order.number)).rejects.toThrow();
    const [n] = await database.db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.orderId, first.ok ? first.order.id : ""));
    expect(n!.n).toBe(1);
  });

  it("50 shipments at once: 50 invoices, numbers unique and gapless", async () => {
    const before = await database.db.select({ number: invoices.number }).from(invoices);
    const placed = await Promise.all(
      Array.from({ length: 50 }, () => place([{ id: "pothos", quantity: 1 }])),
    );
    expect(new Set(placed.map((o) => o.id)).size).toBe(50);
    const actions = t.services.admin.orderActions;
    for (const o of placed) await actions.confirm(WAREHOUSE, o.number, 0);
    const shipped = await Promise.all(
      placed.map((o) =>
        actions.ship(WAREHOUSE, o.number, 1, { carrier: "DHL", trackingNumber: "123456789012" }),
      ),
    );
    expect(shipped.every((r) => r.ok)).toBe(true);
    const all = (await database.db.select({ number: invoices.number }).from(invoices)).map((r) => r.number);
    const numbers = sequence("RE", all).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: before.length + 50 }, (_, i) => i + 1));
    // Their 100 mails (each drawing a PDF) are not this file's subject: the later tests' lastMailTo
    // would deliver them all first.
    await database.db
      .delete(mailOutbox)
      .where(inArray(mailOutbox.kind, ["order-confirmation", "order-shipped"]));
  });

  it("a rolled-back transaction gives its number back", async () => {
    const far = 2031; // a year of its own, so no order of this run interferes
    await expect(
      database.db.transaction(async (tx: Tx) => {
        expect(await nextInvoiceNumber(tx, "invoice", far)).toBe("RE-2031-000001");
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const again = await database.db.transaction((tx: Tx) => nextInvoiceNumber(tx, "invoice", far));
    expect(again).toBe("RE-2031-000001");
    const cancellations = await database.db.transaction((tx: Tx) =>
      nextInvoiceNumber(tx, "cancellation", far),
    );
    expect(cancellations).toBe("ST-2031-000001");
  });

  const stockOf = async () =>
    (await database.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, "pothos")))[0]!.stock;

  it("cancel before shipping: order cancelled, units back in stock, no invoice so no Stornorechnung, the mail says so", async () => {
    const before = await stockOf();
    const counters = await database.db.select().from(invoiceCounters);
    const order = await place([{ id: "pothos", quantity: 2 }]);
    const result = await t.services.orders.cancel(order.id);
    expect(result).toEqual({ ok: true, orderNumber: order.number, cancellation: null });
    expect(await stockOf()).toBe(before);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    expect(await database.db.select().from(invoiceCounters)).toEqual(counters);
    const mail = await t.lastMailTo(SHIPPING.email);
    expect(mail!.subject).toBe(`Deine Bestellung ${order.number} ist storniert`);
    expect(mail!.text).toContain("Eine Rechnung hatten wir dir noch nicht geschickt");
    expect(mail!.text).not.toMatch(/ST-\d{4}|\/api\/invoices\//);
    expect(mail!.attachments ?? []).toEqual([]);
  });

  it("cancel with an invoice: order cancelled, units back in stock, a Stornorechnung with negative amounts naming the invoice, once", async () => {
    const before = await stockOf();
    const order = await placeAndShip([{ id: "pothos", quantity: 3 }]);
    expect(await stockOf()).toBe(before - 3);
    const original = (await invoiceOf(order.id))!;
    const result = await t.services.orders.cancel(order.id);
    expect(await stockOf()).toBe(before);
    expect(result).toEqual({
      ok: true,
      orderNumber: order.number,
      cancellation: { invoiceId: expect.any(String), number: `ST-${year()}-000001` },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("cancelled");
    expect(row!.cancelledAt).toBeInstanceOf(Date);

    const storno = (await invoiceOf(order.id, "cancellation"))!;
    expect(storno.cancelsInvoiceId).toBe(original.id);
    expect(storno.totalCents).toBe(-order.totalCents);
    const data = storno.data as InvoiceData;
    const originalData = original.data as InvoiceData;
    expect(data.cancels).toEqual({ number: original.number, invoiceDate: originalData.invoiceDate });
    expect(data.totals).toEqual({
      netCents: -originalData.totals.netCents,
      vatCents: -originalData.totals.vatCents,
      grossCents: -originalData.totals.grossCents,
    });
    expect(data.lines.every((l) => l.lineGrossCents < 0 && l.quantity < 0)).toBe(true);
    expect(data.payment).toBeNull();
    const text = plain(
      pdfText(await t.services.invoices.pdf((await t.services.invoices.find(storno.number))!)),
    );
    expect(text).toContain(`Stornorechnung ${storno.number}`);
    expect(text).toContain(`storniert Rechnung ${original.number}`);
    expect(text).toContain(plain(formatEuro(-order.totalCents)));

    // The customer is told, with a signed link that opens the Stornorechnung without a session.
    const mail = await t.lastMailTo(SHIPPING.email);
    expect(mail!.subject).toContain(order.number);
    const link = mail!.text.match(/https?:\/\/\S+\/api\/invoices\/ST-\S+/)![0];
    const url = new URL(link);
    const res = await t.request(url.pathname + url.search);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`Stornorechnung-${storno.number}.pdf`);

    // A second cancellation changes nothing.
    const counters = await database.db.select().from(invoiceCounters);
    const again = await t.services.orders.cancel(order.id);
    expect(again).toEqual({ ok: false, error: "already_cancelled" });
    expect(await database.db.select().from(invoiceCounters)).toEqual(counters);
    const [n] = await database.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id));
    expect(n!.n).toBe(2);
    expect(await stockOf()).toBe(before); // given back once only
  });

  it("two cancellations at once: one Stornorechnung", async () => {
    const order = await place([{ id: "pothos", quantity: 1 }]);
    const results = await Promise.all([
      t.services.orders.cancel(order.id),
      t.services.orders.cancel(order.id),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === "already_cancelled")).toHaveLength(1);
  });

  it("refuses an unknown order with a clear result and stores nothing", async () => {
    const before = await database.db.select().from(invoiceCounters);
    expect(await t.services.orders.cancel(randomUUID())).toEqual({ ok: false, error: "unknown_order" });
    expect(await t.services.orders.cancel("kein-uuid")).toMatchObject({
      ok: false,
      error: "unknown_order",
    });
    expect(await database.db.select().from(invoiceCounters)).toEqual(before);
  });
});
