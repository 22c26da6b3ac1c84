import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refusalText } from "../../../app/features/admin/refusal.server";
import { shopClock } from "../../../domain/orders/delivery";
import { netOfGross } from "../../../domain/orders/vat";
import { customerId, customerKeyOf } from "../../admin/customers";
import { mailOutbox, orderItems, orders, plants, stockJournal, users } from "../../db/schema";
import { issueInvoice } from "../../invoices/issue";
import type { accountsApp } from "../../testing/accounts";
import { TEST_DATABASES } from "../../testing/databases";
import { placeGuestOrder } from "../../testing/guest-order";
import { insertOnlineOrder } from "../../testing/online-order";
import { withTestDatabase } from "../../testing/test-database";

const lager = { id: null, email: "lager@example.de" };
const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const ADDRESS = {
  firstName: "Greta",
  lastName: "Grün",
  address: "Blumenstraße 9",
  addressAddition: "2. OG",
  postalCode: "10115",
  city: "Berlin",
};

describe.each(TEST_DATABASES)("notes, customers and order editing on $name (#34)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const admin = () => t.services.admin;
  const edits = () => t.services.admin.orderEdits;
  const place = (
    items = [
      { id: "pothos", quantity: 2 },
      { id: "spider-plant", quantity: 1 },
    ],
    emailPrefix = "kundin",
  ) => placeGuestOrder(t.services, { items, emailPrefix });
  const row = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stock = async (id: string) =>
    (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.s;
  const changedMails = async (orderId: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, "order-changed")));

  it("order notes: added with who and when, newest first, audited; bad text refused with its code", async () => {
    const order = await place();
    expect(
      await admin().addOrderNote(lager, order.number, "Kundin rief an:\nbitte beim Nachbarn abgeben"),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await admin().addOrderNote({ id: null, email: "kasse@example.de" }, order.number, "Zweite Notiz"),
    ).toMatchObject({
      ok: true,
    });
    const detail = (await admin().order(order.number))!;
    expect(detail.notes.map((n) => [n.authorEmail, n.text])).toEqual([
      ["kasse@example.de", "Zweite Notiz"],
      ["lager@example.de", "Kundin rief an:\nbitte beim Nachbarn abgeben"],
    ]);
    expect(detail.history.filter((h) => h.action === "order.note")).toHaveLength(2);
    const empty = await admin().addOrderNote(lager, order.number, "  ");
    expect(empty).toEqual({ ok: false, status: 422, error: "note_required" });
    const long = await admin().addOrderNote(lager, order.number, "x".repeat(2001));
    expect(!long.ok && refusalText(long as never)).toBe("Eine Notiz darf höchstens 2000 Zeichen lang sein.");
    expect(await admin().addOrderNote(lager, "BW-1999-000001", "x")).toMatchObject({
      ok: false,
      status: 404,
    });
    // Notes are never part of what the customer's order view shows.
    expect(JSON.stringify(await t.services.orders.get(order.id))).not.toContain("Nachbarn");
  });

  it("quantity up: totals by the checkout's rule (free shipping from 60 €), stock taken with „correction“, audited, mailed", async () => {
    const order = await place();
    const before = await row(order.id);
    expect(before).toMatchObject({ subtotalCents: 1899 * 2 + 1599, shippingCents: 490 });
    const pothos = await stock("pothos");
    const r = await edits().setQuantity(lager, order.number, 0, { plantId: "pothos", quantity: "3" });
    expect(r).toMatchObject({ ok: true });
    expect(await row(order.id)).toMatchObject({
      subtotalCents: 1899 * 3 + 1599,
      shippingCents: 0,
      totalCents: 1899 * 3 + 1599,
      version: 1,
    });
    expect(await stock("pothos")).toBe(pothos - 1);
    const journal = await database.db.select().from(stockJournal).where(eq(stockJournal.orderId, order.id));
    expect(journal.filter((j) => j.reason === "correction")).toMatchObject([
      { plantId: "pothos", delta: -1, stockAfter: pothos - 1, actorEmail: "lager@example.de" },
    ]);
    const detail = (await admin().order(order.number))!;
    expect(detail.balance.owedCents).toBe(1899 * 3 + 1599);
    expect(detail.vatRates).toEqual([{ vatRate: 7, vatCents: 7296 - netOfGross(7296, 7) }]);
    const entry = detail.history.find((h) => h.action === "order.edit.quantity")!;
    expect(entry).toMatchObject({
      before: { plantId: "pothos", quantity: 2, shippingCents: 490 },
      after: { plantId: "pothos", quantity: 3, shippingCents: 0 },
    });
    const [mail] = await changedMails(order.id);
    expect(mail!.subject).toBe(`Deine Bestellung ${order.number} wurde geändert`);
    expect(mail!.text).toContain("3 × Efeutute: 56,97");
    expect(mail!.text).toContain("Versand: kostenlos");
    expect(mail!.text).toMatch(/enthaltene MwSt\. 7 %: /);

    // A stale page (version 0) changes nothing: 409.
    expect(
      await edits().setQuantity(lager, order.number, 0, { plantId: "pothos", quantity: "5" }),
    ).toMatchObject({
      ok: false,
      status: 409,
      error: "conflict",
    });
    expect(await stock("pothos")).toBe(pothos - 1);
    expect(await changedMails(order.id)).toHaveLength(1);
  });

  it("removing a line gives its stock back; the last line stays; bad quantity and more than in stock are refused", async () => {
    const order = await place();
    const spider = await stock("spider-plant");
    expect(await edits().removeLine(lager, order.number, 0, { plantId: "spider-plant" })).toMatchObject({
      ok: true,
    });
    expect(await stock("spider-plant")).toBe(spider + 1);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.plantId)).toEqual(["pothos"]);
    expect(await row(order.id)).toMatchObject({ subtotalCents: 3798, shippingCents: 490, totalCents: 4288 });
    const last = await edits().removeLine(lager, order.number, 1, { plantId: "pothos" });
    expect(last).toMatchObject({ ok: false, status: 422, error: "edit_last_line" });
    expect(
      await edits().setQuantity(lager, order.number, 1, { plantId: "pothos", quantity: "0" }),
    ).toMatchObject({
      ok: false,
      status: 422,
      error: "edit_quantity_invalid",
    });
    await database.db.update(plants).set({ stock: 1 }).where(eq(plants.id, "pothos"));
    const short = await edits().setQuantity(lager, order.number, 1, { plantId: "pothos", quantity: "5" });
    expect(short).toMatchObject({ ok: false, status: 409, error: "edit_out_of_stock", params: { left: 1 } });
    expect(!short.ok && refusalText(short as never)).toBe(
      "Von Efeutute sind nur noch 1 Stück zusätzlich auf Lager.",
    );
    expect(await row(order.id)).toMatchObject({ version: 1, totalCents: 4288 });
    await database.db.update(plants).set({ stock: 1000 }).where(eq(plants.id, "pothos"));
  });

  it("an edit that leaves a plant low in stock clears the public pages' cache; others do not", async () => {
    const order = await place([{ id: "zz-plant", quantity: 1 }]);
    const announced: string[] = [];
    const stop = t.services.publicChanges.subscribe((what) => announced.push(what));
    await edits().setQuantity(lager, order.number, 0, { plantId: "zz-plant", quantity: "2" });
    expect(announced).toEqual([]);
    await database.db.update(plants).set({ stock: 4 }).where(eq(plants.id, "zz-plant"));
    await edits().setQuantity(lager, order.number, 1, { plantId: "zz-plant", quantity: "4" });
    stop();
    expect(announced).toEqual(["stock"]);
    expect(await stock("zz-plant")).toBe(2);
    await database.db.update(plants).set({ stock: 1000 }).where(eq(plants.id, "zz-plant"));
  });

  it("a Packstation order stays one when a name is corrected, and goes to a street once one is typed (#43 §4)", async () => {
    const order = await placeGuestOrder(t.services, {
      shipping: {
        deliveryKind: "packstation",
        address: undefined,
        postNumber: "12345678",
        stationNumber: "118",
        city: "Berlin",
        postalCode: "10115",
      },
      billing: { ...ADDRESS, addressAddition: "", country: "DE" },
    });
    const station = { ...ADDRESS, address: "Packstation 118", addressAddition: "Postnummer 12345678" };
    expect(
      await edits().setAddress(lager, order.number, 0, { ...station, firstName: "Paula" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await row(order.id)).toMatchObject({
      deliveryKind: "packstation",
      stationNumber: 118,
      firstName: "Paula",
    });
    expect(await edits().setAddress(lager, order.number, 1, ADDRESS)).toMatchObject({ ok: true });
    expect(await row(order.id)).toMatchObject({
      deliveryKind: "address",
      postNumber: null,
      stationNumber: null,
      address: "Blumenstraße 9",
    });
  });

  it("address: checked like the checkout's, only changed fields audited, mailed; not after shipment", async () => {
    const order = await place();
    const bad = await edits().setAddress(lager, order.number, 0, { ...ADDRESS, postalCode: "00000" });
    expect(bad).toMatchObject({ ok: false, status: 422, error: "edit_address_invalid" });
    expect(!bad.ok && refusalText(bad as never)).toMatch(/Postleitzahl gibt es in Deutschland nicht/);
    // A street without its house number: DHL's Returns API would refuse it later (#49).
    const noHouse = await edits().setAddress(lager, order.number, 0, { ...ADDRESS, address: "Blumenstraße" });
    expect(noHouse).toMatchObject({ ok: false, status: 422, error: "edit_address_invalid" });
    expect(!noHouse.ok && refusalText(noHouse as never)).toBe(
      "Bitte gib auch die Hausnummer an, z. B. Gartenweg 3 – ohne sie kann DHL nicht zustellen.",
    );
    expect(await edits().setAddress(lager, order.number, 0, ADDRESS)).toMatchObject({ ok: true });
    expect(await row(order.id)).toMatchObject({
      address: "Blumenstraße 9",
      postalCode: "10115",
      city: "Berlin",
      version: 1,
    });
    const detail = (await admin().order(order.number))!;
    const entry = detail.history.find((h) => h.action === "order.edit.address")!;
    expect(entry.before).toEqual({
      address: "Gartenweg 3",
      addressAddition: null,
      postalCode: "52062",
      city: "Aachen",
    });
    expect(entry.after).toMatchObject({
      address: "Blumenstraße 9",
      addressAddition: "2. OG",
      city: "Berlin",
    });
    const [mail] = await changedMails(order.id);
    expect(mail!.text).toContain("Blumenstraße 9\n2. OG\n10115 Berlin");
    expect(await edits().setAddress(lager, order.number, 1, ADDRESS)).toMatchObject({
      error: "edit_no_change",
    });

    await admin().orderActions.confirm(lager, order.number, 1);
    await admin().orderActions.ship(lager, order.number, 2, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    const late = await edits().setQuantity(lager, order.number, 3, { plantId: "pothos", quantity: "1" });
    expect(late).toMatchObject({
      ok: false,
      status: 422,
      error: "not_editable",
      params: { status: "shipped" },
    });
    expect((await admin().order(order.number))!.editRefusal).toMatchObject({ error: "not_editable" });
  });

  it("an order that already has its invoice (placed before invoices came at shipping) is refused: a credit note instead", async () => {
    const order = await place();
    const stored = await row(order.id);
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await database.db.transaction((tx) =>
      issueInvoice(tx, { order: stored, items, config: t.config, shippedAt: new Date() }),
    );
    const refused = await edits().setQuantity(lager, order.number, 0, { plantId: "pothos", quantity: "1" });
    expect(refused).toMatchObject({ ok: false, status: 422, error: "edit_invoiced" });
    expect(!refused.ok && refusalText(refused as never)).toMatch(/Rechnungskorrektur/);
    expect((await admin().order(order.number))!.editRefusal).toEqual({ error: "edit_invoiced" });
    expect(await row(order.id)).toMatchObject({ version: 0, totalCents: stored.totalCents });
  });

  it("an online order whose Stripe payment is still open is refused (its amount would no longer match); once paid it can be edited", async () => {
    const open = await insertOnlineOrder(database, {
      email: `online-open.${Date.now()}@example.de`,
      state: "open",
    });
    const o = await row(open.id);
    expect(await edits().setAddress(lager, o.number, 0, ADDRESS)).toMatchObject({
      ok: false,
      status: 422,
      error: "edit_payment_open",
    });
    const paid = await insertOnlineOrder(database, {
      email: `online-paid.${Date.now()}@example.de`,
      state: "paid",
    });
    expect(await edits().setAddress(lager, (await row(paid.id)).number, 0, ADDRESS)).toMatchObject({
      ok: true,
    });
  });

  it("the ledger follows: paid in full, then a line removed → the difference is due back", async () => {
    const order = await place();
    await admin().orderActions.confirm(lager, order.number, 0);
    const total = (await row(order.id)).totalCents;
    await admin().ledgerActions.pay(lager, order.number, 1, {
      amount: (total / 100).toFixed(2).replace(".", ","),
      paidOn: today(),
    });
    expect(await edits().removeLine(lager, order.number, 2, { plantId: "spider-plant" })).toMatchObject({
      ok: true,
    });
    const detail = (await admin().order(order.number))!;
    expect(detail.balance).toMatchObject({ owedCents: 3798 + 490, refundDueCents: total - 3798 - 490 });
    const [mail] = await changedMails(order.id);
    expect(mail!.text).toContain("mehr bezahlt, als die Bestellung jetzt kostet");
  });

  it("customers: guest orders grouped by address whatever its case, searchable, with orders, totals and notes", async () => {
    const a = await place([{ id: "pothos", quantity: 1 }], "mara");
    const email = a.email;
    await t.services.orders.place(
      {
        items: [{ id: "spider-plant", quantity: 1 }],
        shipping: {
          firstName: "Mara",
          lastName: "Moos",
          email: email.toUpperCase(),
          address: "Weg 1",
          postalCode: "52062",
          city: "Aachen",
          country: "DE",
        },
        idempotencyKey: crypto.randomUUID(),
      },
      { userId: null },
    );
    const found = await admin().customers({ q: email.slice(0, 8).toUpperCase() });
    const mine = found.rows.find((c) => c.email === email.toLowerCase())!;
    expect(mine).toMatchObject({
      orders: 2,
      hasAccount: false,
      name: "Mara Moos",
      spentCents: 1899 + 490 + 1599 + 490,
    });
    expect(mine.openCents).toBe(mine.spentCents);
    expect((await admin().customers({ q: "Mara Moos" })).rows.map((c) => c.email)).toContain(
      email.toLowerCase(),
    );
    expect((await admin().customers({ q: "niemand-xyz" })).total).toBe(0);

    expect(await admin().addCustomerNote(lager, mine.id, "Stammkundin, mag Hängepflanzen")).toMatchObject({
      ok: true,
    });
    const page = (await admin().customer(mine.id))!;
    expect(page.orders).toHaveLength(2);
    expect(page.totals).toMatchObject({ orders: 2, spentCents: mine.spentCents });
    expect(page.notes.map((n) => n.text)).toEqual(["Stammkundin, mag Hängepflanzen"]);
    expect(page.account).toBeNull();
    expect((await admin().order(a.number))!.order.customer.id).toBe(mine.id);

    expect(await admin().customer(customerId("niemand@example.de"))).toBeNull();
    expect(await admin().addCustomerNote(lager, customerId("niemand@example.de"), "x")).toMatchObject({
      status: 404,
    });
    for (const junk of ["", "abc", "../../etc", customerId("Gross@Example.de").toUpperCase()])
      expect(customerKeyOf(junk)).toBeNull();
  });

  it("customers page by 25 like the orders list", async () => {
    for (let i = 0; i < 26; i++) await place([{ id: "pothos", quantity: 1 }], "seitenweise");
    const first = await admin().customers({ q: "seitenweise" });
    expect(first).toMatchObject({ total: 26, page: 1, pages: 2 });
    expect(first.rows).toHaveLength(25);
    const second = await admin().customers({ q: "seitenweise", page: 2 });
    expect(second.rows).toHaveLength(1);
    // Newest order first: the last placed is on page 1, the first on page 2.
    expect(new Set([...first.rows, ...second.rows].map((r) => r.email)).size).toBe(26);
    expect(first.rows[0]!.lastOrderAt! >= second.rows[0]!.lastOrderAt!).toBe(true);
  });

  it("customers: an account with its terms version, its signed-in orders under the account's address", async () => {
    const anna = await t.signUp("Anna Bergmann");
    await database.db.update(users).set({ termsVersion: "2026-06" }).where(eq(users.id, anna.user.id));
    const placed = await t.services.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: {
          firstName: "Anna",
          lastName: "Bergmann",
          email: "andere.adresse@example.de",
          address: "Weg 1",
          postalCode: "52062",
          city: "Aachen",
          country: "DE",
        },
        idempotencyKey: crypto.randomUUID(),
      },
      { userId: anna.user.id },
    );
    expect(placed.ok).toBe(true);
    const id = customerId(anna.email);
    const page = (await admin().customer(id))!;
    expect(page).toMatchObject({ name: "Anna Bergmann", account: { terms: { version: "2026-06" } } });
    expect(page.orders).toHaveLength(1);
    const listed = (await admin().customers({ q: anna.email })).rows;
    expect(listed).toMatchObject([{ email: anna.email.toLowerCase(), hasAccount: true, orders: 1 }]);
  });
});
