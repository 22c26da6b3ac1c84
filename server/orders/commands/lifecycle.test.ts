import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerRefusalMessages } from "../../../domain/contracts/ledger-messages";
import { orderActionRefusalMessages } from "../../../domain/contracts/order-action-messages";
import { shopClock } from "../../../domain/orders/delivery";
import { mergeRefusals, renderRefusal } from "../../../domain/text/refusal";
import { orderHistory } from "../../account/orders";
import { auditLog, invoices, orderPayments, orderShipments, orders, plants } from "../../db/schema";
import { devMailbox } from "../../mail/dev-mailbox";
import type { accountsApp } from "../../testing/accounts";
import { TEST_DATABASES } from "../../testing/databases";
import { placeGuestOrder } from "../../testing/guest-order";
import { withTestDatabase } from "../../testing/test-database";
import type { OrderPageRefusal } from "./command";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const TRACKING = "00340434161234567890";
const lager = { id: null, email: "lager@example.de" };
const kasse = { id: null, email: "kasse@example.de" };
/** A refusal as the back office shows it. */
const german = (r: OrderPageRefusal) =>
  renderRefusal(mergeRefusals(orderActionRefusalMessages, ledgerRefusalMessages), "de", r);

describe.each(TEST_DATABASES)("order actions on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const place = (items?: { id: string; quantity: number }[]) => placeGuestOrder(t.services, { items });
  const row = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const actions = () => t.services.admin.orderActions;
  /** Money received: the ledger's command (money.ts), beside the lifecycle's. */
  const money = () => t.services.admin.ledgerActions;
  const mailsTo = async (to: string) => {
    await t.services.outbox.flush();
    return (await devMailbox(t.dataDir).list()).filter((m) => m.to === to);
  };
  const auditCount = async (id: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, id)))
    )[0]!.n;

  it("full path: confirm → ship (mail with tracking and invoice link) → pay → completed, each with its audit entry", async () => {
    const order = await place();
    expect((await row(order.id)).version).toBe(0);
    expect(await actions().confirm(lager, order.number, 0)).toMatchObject({ ok: true, status: "processing" });
    // Shipping makes the buyer's reviews verified purchases: public pages must be rendered anew.
    const announced: string[] = [];
    const stop = t.services.publicChanges.subscribe((what) => announced.push(what));
    const shipped = await actions().ship(lager, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "0034 0434 1612 3456 7890",
    });
    expect(shipped).toMatchObject({ ok: true, status: "shipped" });
    stop();
    expect(announced).toEqual(["orders"]);
    const [shipment] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect(shipment).toMatchObject({ carrier: "DHL", trackingNumber: TRACKING, actor: "lager@example.de" });

    const [mail] = await mailsTo(order.email);
    expect(mail!.subject).toBe(`Deine Bestellung ${order.number} ist unterwegs`);
    expect(mail!.text).toContain(
      `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${TRACKING}`,
    );
    // The invoice was issued by "Versenden", dated today (the shipping day), and is attached.
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.data).toMatchObject({ invoiceDate: today(), deliveryDate: today() });
    expect(mail!.attachments).toMatchObject([{ filename: `Rechnung-${invoice!.number}.pdf` }]);
    const link = mail!.text.match(/https?:\/\/\S+\/api\/invoices\/RE-\S+/)![0];
    expect(link).toContain(invoice!.number);
    const pdf = await t.request(new URL(link).pathname + new URL(link).search);
    expect(pdf.status).toBe(200);

    // The customer's history (/orders, /account) shows the status and the tracking link.
    const owner = { id: "guest-account", email: order.email.toUpperCase(), emailVerified: true };
    const [entry] = await orderHistory(database.db, owner, order.id);
    expect(entry).toMatchObject({
      status: "shipped",
      tracking: {
        carrier: "DHL",
        trackingNumber: TRACKING,
        url: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${TRACKING}`,
      },
    });

    const paid = await money().pay(kasse, order.number, 2, {
      amount: (order.totalCents / 100).toFixed(2).replace(".", ","),
      paidOn: today(),
    });
    expect(paid).toMatchObject({ ok: true, status: "completed" });
    const done = await row(order.id);
    expect(done).toMatchObject({ status: "completed", version: 3 });

    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.balance).toMatchObject({ dueCents: 0, refundDueCents: 0 });
    // Money can still arrive (a double payment), nothing else is left to do.
    expect(detail.actions).toEqual(["pay"]);
    expect(detail.parcels).toMatchObject([{ trackingNumber: TRACKING, replaced: false }]);
    expect(detail.history.map((h) => h.action).sort()).toEqual(["order.confirm", "order.pay", "order.ship"]);
    const ship = detail.history.find((h) => h.action === "order.ship")!;
    expect(ship).toMatchObject({
      actorEmail: "lager@example.de",
      before: { status: "processing" },
      after: { status: "shipped", carrier: "DHL", trackingNumber: TRACKING },
    });
  });

  it("part payments: balance shown, more than the order's total refused, the last payment completes the shipped order", async () => {
    const order = await place();
    const total = order.totalCents;
    await actions().confirm(lager, order.number, 0);
    expect(await money().pay(kasse, order.number, 1, { amount: "10,00", paidOn: today() })).toMatchObject({
      ok: true,
      status: "processing",
    });
    let detail = (await t.services.admin.order(order.number))!;
    expect(detail.balance).toMatchObject({ paidCents: 1000, dueCents: total - 1000 });
    expect(detail.actions).toEqual(["ship", "pay", "cancel"]);

    const over = await money().pay(kasse, order.number, 2, { amount: "99999", paidOn: today() });
    expect(over).toMatchObject({ ok: false, status: 422, error: "payment_above_total" });
    expect(!over.ok && german(over)).toMatch(/höchstens den Betrag der Bestellung/);
    const future = await money().pay(kasse, order.number, 2, { amount: "1", paidOn: "2999-01-01" });
    expect(future).toEqual({ ok: false, status: 422, error: "date_in_future" });
    // #50 §4: no money arrives for an order before it was placed; the day is named.
    const day = today();
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const early = await money().pay(kasse, order.number, 2, { amount: "1", paidOn: yesterday });
    expect(early).toEqual({ ok: false, status: 422, error: "date_before_order", params: { orderDay: day } });
    expect(!early.ok && german(early)).toBe(
      `Das Datum liegt vor der Bestellung vom ${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}. Bitte prüfe das Datum auf dem Kontoauszug.`,
    );
    expect((await row(order.id)).version).toBe(2);

    await actions().ship(lager, order.number, 2, { carrier: "DHL", trackingNumber: "123456789012" });
    const part = await money().pay(kasse, order.number, 3, { amount: "5", paidOn: today() });
    expect(part).toMatchObject({ ok: true, status: "shipped" });
    detail = (await t.services.admin.order(order.number))!;
    expect(detail.balance.dueCents).toBe(total - 1500);
    expect(detail.movements.map((p) => p.amountCents)).toEqual([1000, 500]);
    const rest = ((total - 1500) / 100).toFixed(2).replace(".", ",");
    expect(await money().pay(kasse, order.number, 4, { amount: rest, paidOn: today() })).toMatchObject({
      ok: true,
      status: "completed",
    });
    // A further euro did arrive: it is recorded and offered back as a refund.
    const extra = await money().pay(kasse, order.number, 5, { amount: "1", paidOn: today() });
    expect(extra).toMatchObject({ ok: true, status: "completed" });
    expect(extra.ok && extra.message).toMatch(/zu viel bezahlt/);
    expect((await t.services.admin.order(order.number))!.balance.refundDueCents).toBe(100);
  });

  it("a fully paid order that is then shipped waits for Abschließen", async () => {
    const order = await place();
    await actions().confirm(lager, order.number, 0);
    await money().pay(kasse, order.number, 1, {
      amount: String(order.totalCents / 100).replace(".", ","),
      paidOn: today(),
    });
    await actions().ship(lager, order.number, 2, { carrier: "DHL", trackingNumber: "JJD000390007842315" });
    expect((await t.services.admin.order(order.number))!.actions).toEqual(["complete", "pay"]);
    expect(await actions().complete(lager, order.number, 3)).toMatchObject({ ok: true, status: "completed" });
  });

  it("the order's invoice, issued at Versenden, carries VAT per rate and a PDF link that opens; a cancellation before it adds none", async () => {
    const early = await place();
    expect(await t.services.admin.orderInvoices(early.id)).toEqual([]);
    await actions().cancel(lager, early.number, 0, { reason: "Kundin hat angerufen" });
    expect(await t.services.admin.orderInvoices(early.id)).toEqual([]);

    const order = await place();
    await actions().confirm(lager, order.number, 0);
    await actions().ship(lager, order.number, 1, { carrier: "DHL", trackingNumber: TRACKING });
    const [invoice] = await t.services.admin.orderInvoices(order.id);
    expect(invoice).toMatchObject({ kind: "invoice", totalCents: order.totalCents });
    expect(invoice!.rates.reduce((sum, r) => sum + r.grossCents, 0)).toBe(order.totalCents);
    for (const r of invoice!.rates) expect(r.netCents + r.vatCents).toBe(r.grossCents);
    expect(invoice!.rates.map((r) => r.vatRate)).toEqual([7]);
    const pdf = await t.request(new URL(invoice!.href).pathname + new URL(invoice!.href).search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses what the status does not offer and bad input, changing nothing", async () => {
    const order = await place();
    expect(
      await actions().ship(lager, order.number, 0, { carrier: "DHL", trackingNumber: TRACKING }),
    ).toEqual({ ok: false, status: 422, error: "not_shippable", params: { status: "pending" } });
    expect(german({ error: "not_shippable", params: { status: "pending" } })).toBe(
      "Bitte bestätige die Bestellung, bevor du sie versendest.",
    );
    expect(await actions().complete(lager, order.number, 0)).toMatchObject({ ok: false, status: 422 });
    await actions().confirm(lager, order.number, 0);
    expect(await actions().ship(lager, order.number, 1, { carrier: "DHL", trackingNumber: "12345" })).toEqual(
      { ok: false, status: 422, error: "tracking_invalid" },
    );
    expect(
      await actions().ship(lager, order.number, 1, { carrier: "UPS", trackingNumber: TRACKING }),
    ).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await actions().confirm(lager, "BW-1999-000001", 0)).toMatchObject({ ok: false, status: 404 });
    expect(await row(order.id)).toMatchObject({ status: "processing", version: 1 });
    expect(await auditCount(order.id)).toBe(1);
  });

  it("cancel before shipment: reason required, stock back, no invoice so no Stornorechnung, mail, reason in the audit", async () => {
    const stock = async () =>
      (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, "pothos")))[0]!.s;
    const before = await stock();
    const order = await place([{ id: "pothos", quantity: 3 }]);
    await actions().confirm(lager, order.number, 0);
    expect(await actions().cancel(lager, order.number, 1, { reason: "  " })).toEqual({
      ok: false,
      status: 422,
      error: "cancel_reason_required",
    });
    expect(await actions().cancel(lager, order.number, 1, { reason: "Kundin hat angerufen" })).toMatchObject({
      ok: true,
      status: "cancelled",
    });
    expect(await stock()).toBe(before);
    expect(await row(order.id)).toMatchObject({ status: "cancelled", version: 2 });
    const kinds = (await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).map(
      (i) => i.kind,
    );
    expect(kinds).toEqual([]);
    const mails = await mailsTo(order.email);
    const cancelled = mails.find((m) => m.subject === `Deine Bestellung ${order.number} ist storniert`);
    expect(cancelled!.text).toContain("Eine Rechnung hatten wir dir noch nicht geschickt");
    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.history.find((h) => h.action === "order.cancel")).toMatchObject({
      actorEmail: "lager@example.de",
      after: { status: "cancelled", reason: "Kundin hat angerufen" },
    });
    expect(detail.actions).toEqual(["pay"]);
  });

  it("no cancellation after shipment: refused, nothing changes (no Stornorechnung, no stock)", async () => {
    const order = await place();
    await actions().confirm(lager, order.number, 0);
    await actions().ship(lager, order.number, 1, { carrier: "DHL", trackingNumber: TRACKING });
    const result = await actions().cancel(lager, order.number, 2, { reason: "zu spät" });
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: "not_cancellable",
      params: { status: "shipped" },
    });
    expect(!result.ok && german(result)).toMatch(/versendete Bestellung lässt sich nicht mehr stornieren/);
    expect(await row(order.id)).toMatchObject({ status: "shipped", version: 2 });
    const kinds = (await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).map(
      (i) => i.kind,
    );
    expect(kinds).toEqual(["invoice"]);
  });

  it("a stale version gets 409 with its code (the German message) and changes nothing", async () => {
    const order = await place();
    await actions().confirm(lager, order.number, 0);
    const stale = { ok: false, status: 409, error: "conflict" } as const;
    expect(german(stale)).toBe(
      "Diese Bestellung wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
    );
    expect(await actions().confirm(kasse, order.number, 0)).toEqual(stale);
    expect(
      await actions().ship(kasse, order.number, 0, { carrier: "DHL", trackingNumber: TRACKING }),
    ).toEqual(stale);
    expect(await money().pay(kasse, order.number, 0, { amount: "1", paidOn: today() })).toEqual(stale);
    expect(await actions().cancel(kasse, order.number, 0, { reason: "x" })).toEqual(stale);
    expect(await row(order.id)).toMatchObject({ status: "processing", version: 1 });
    expect(await auditCount(order.id)).toBe(1);
    expect(
      await database.db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
    ).toEqual([]);
    expect(await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual(
      [],
    );
  });

  it("two ship actions at once: one wins, one shipment row, one mail; the other gets 409", async () => {
    const order = await place();
    await actions().confirm(lager, order.number, 0);
    const results = await Promise.all([
      actions().ship(lager, order.number, 1, { carrier: "DHL", trackingNumber: TRACKING }),
      actions().ship(kasse, order.number, 1, { carrier: "DHL", trackingNumber: "123456789012" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(1);
    const shipments = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect(shipments).toHaveLength(1);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    const shipMails = (await mailsTo(order.email)).filter((m) => m.subject.includes("unterwegs"));
    expect(shipMails).toHaveLength(1);
    expect(shipMails[0]!.text).toContain(shipments[0]!.trackingNumber);
    expect(await row(order.id)).toMatchObject({ status: "shipped", version: 2 });
    expect(await auditCount(order.id)).toBe(2);
  });

  it("two payments on the same version at once: one is recorded", async () => {
    const order = await place();
    await actions().confirm(lager, order.number, 0);
    const results = await Promise.all([
      money().pay(lager, order.number, 1, { amount: "1", paidOn: today() }),
      money().pay(kasse, order.number, 1, { amount: "1", paidOn: today() }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(
      await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)),
    ).toHaveLength(1);
  });
});
