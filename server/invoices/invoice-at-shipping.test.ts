import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceCounters, invoices, mailOutbox, orderItems, orderShipments, orders } from "../db/schema";
import { createOrderActions } from "../orders/commands/lifecycle";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { WAREHOUSE } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { type InvoiceData, invoiceData } from "./issue";

const flat = (s: string) => s.replace(/\u00a0/g, " ").replace(/\s+/g, " ");

/**
 * #27 "Invoice when the goods leave": the order confirmation carries the order and the legal PDFs;
 * "Versenden" issues the invoice, dated the shipping day (§ 3 Abs. 6 UStG), due PAYMENT_TERM_DAYS later,
 * and attaches it to the shipping mail. An order that already has its invoice gets no second one.
 */
describe.each(TEST_DATABASES)("the invoice is issued at shipping on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app({ PAYMENT_TERM_DAYS: "30" });
  });

  /** The back office's actions with the clock at `at`: the day the parcel leaves. */
  const actionsAt = (at: string) =>
    createOrderActions({
      db: database.db,
      invoices: t.services.invoices,
      publicChanges: t.services.publicChanges,
      invoiceConfig: t.config,
      now: () => new Date(at),
    });
  const invoicesOf = (orderId: string) =>
    database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  const outboxOf = async (orderId: string, kind: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))).filter(
      (m) => m.kind === kind,
    );

  it("placed: no invoice; the confirmation has the AGB and Widerrufsbelehrung, no invoice, and says when it comes", async () => {
    const order = await placeGuestOrder(t.services);
    expect(await invoicesOf(order.id)).toEqual([]);
    const [confirmation] = await outboxOf(order.id, "order-confirmation");
    expect(confirmation!.attachments).toEqual([{ type: "legal" }]);
    expect(flat(confirmation!.text)).toContain(
      "Zahlbar ohne Abzug innerhalb von 30 Tagen ab Rechnungsdatum. Die Rechnung schicken wir dir am Versandtag per E-Mail, und sie liegt deinem Paket bei.",
    );
    const mail = await t.lastMailTo(order.email);
    expect(mail!.attachments.map((a) => a.filename)).toEqual(["Blattwerk-AGB-und-Widerrufsbelehrung.pdf"]);
  });

  it("shipped: the invoice is dated the shipping day (Berlin), delivery date the same, due 30 days later, attached to the shipping mail", async () => {
    const order = await placeGuestOrder(t.services);
    // Thursday 3 December 2026, 00:20 in Berlin (still the 2nd in UTC): the shop's day counts.
    const actions = actionsAt("2026-12-02T23:20:00Z");
    await actions.confirm(WAREHOUSE, order.number, 0);
    expect(
      await actions.ship(WAREHOUSE, order.number, 1, {
        carrier: "DHL",
        trackingNumber: "00340434161234567890",
      }),
    ).toMatchObject({ ok: true, status: "shipped" });

    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(invoice!.issuedAt.toISOString()).toBe("2026-12-02T23:20:00.000Z");
    expect(invoice!.deliveryDate).toBe("2026-12-03");
    expect(invoice!.actor).toBeNull(); // issued by the shop itself, not a member of staff
    const data = invoice!.data as InvoiceData;
    expect(data).toMatchObject({
      version: 2,
      invoiceDate: "2026-12-03",
      deliveryDate: "2026-12-03",
      orderNumber: order.number,
      payment: {
        termDays: 30,
        dueDate: "2027-01-02",
        terms: "Zahlbar ohne Abzug innerhalb von 30 Tagen ab Rechnungsdatum.",
      },
    });
    expect(invoice!.number).toMatch(/^RE-2026-\d{6}$/);
    const [shipment] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect(shipment!.shippedAt.toISOString()).toBe("2026-12-02T23:20:00.000Z");

    const [queued] = await outboxOf(order.id, "order-shipped");
    expect(queued!.attachments).toEqual([{ type: "invoice", invoiceId: invoice!.id }]);
    const mail = await t.lastMailTo(order.email);
    expect(mail!.subject).toBe(`Deine Bestellung ${order.number} ist unterwegs`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`Rechnung-${invoice!.number}.pdf`]);
    expect(flat(mail!.text)).toContain(
      "Zahlbar ohne Abzug innerhalb von 30 Tagen ab Rechnungsdatum. Fällig ist sie also am 02.01.2027.",
    );
    const pdf = flat(pdfText((await t.services.invoices.attachment(invoice!.id))!.content));
    expect(pdf).toContain("Rechnungsdatum 03.12.2026");
    expect(pdf).toContain("Lieferdatum 03.12.2026 (Tag des Versands)");
    expect(pdf).not.toContain("voraussichtlich");
    expect(pdf).toContain("Zahlbar bis 02.01.2027 ohne Abzug");
  });

  it("the number's year is the shipping day's: ordered in 2026, shipped on New Year's Day 2027", async () => {
    const order = await placeGuestOrder(t.services);
    const actions = actionsAt("2026-12-31T23:30:00Z"); // 00:30 on 1 January in Berlin
    await actions.confirm(WAREHOUSE, order.number, 0);
    await actions.ship(WAREHOUSE, order.number, 1, { carrier: "DHL", trackingNumber: "123456789012" });
    const [invoice] = await invoicesOf(order.id);
    expect(invoice!.number).toBe("RE-2027-000001");
    expect(invoice!.data).toMatchObject({ invoiceDate: "2027-01-01", payment: { dueDate: "2027-01-31" } });
  });

  it("an order placed before this change already has its invoice: shipping issues no second one and attaches it", async () => {
    const order = await placeGuestOrder(t.services);
    // The invoice as the old place() wrote it: with the order, version 1, number taken then.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const old: InvoiceData = {
      ...invoiceData(row!, items, t.config, "RE-2026-900001", row!.createdAt),
      version: 1,
    };
    delete old.payment!.terms;
    const [legacy] = await database.db
      .insert(invoices)
      .values({
        number: old.number,
        kind: "invoice",
        orderId: order.id,
        issuedAt: row!.createdAt,
        deliveryDate: old.deliveryDate,
        totalCents: old.totals.grossCents,
        data: old,
      })
      .returning();
    const counters = await database.db.select().from(invoiceCounters);

    const actions = actionsAt("2026-12-04T09:00:00Z");
    await actions.confirm(WAREHOUSE, order.number, 0);
    expect(
      await actions.ship(WAREHOUSE, order.number, 1, { carrier: "DHL", trackingNumber: "123456789012" }),
    ).toMatchObject({ ok: true });
    expect((await invoicesOf(order.id)).map((i) => i.number)).toEqual([legacy!.number]);
    expect(await database.db.select().from(invoiceCounters)).toEqual(counters);
    const [queued] = await outboxOf(order.id, "order-shipped");
    expect(queued!.attachments).toEqual([{ type: "invoice", invoiceId: legacy!.id }]);
    // Its PDF still reads as issued: the announced dispatch day, "voraussichtlich".
    const pdf = flat(pdfText((await t.services.invoices.attachment(legacy!.id))!.content));
    expect(pdf).toContain("(voraussichtlicher Versandtag)");
  });
});
