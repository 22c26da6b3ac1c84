import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { datevBookings } from "../../domain/books/books";
import { DATEV_DEFAULT_ACCOUNTS } from "../../domain/books/datev";
import { orderEditRefusalMessages } from "../../domain/contracts/order-edit-messages";
import { shopClock } from "../../domain/orders/delivery";
import { renderRefusal } from "../../domain/text/refusal";
import { periodDocuments } from "../books/queries";
import { discountCodes, invoices, mailOutbox, orders, plants } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import { accessory } from "../testing/accessory";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

const OWNER = { id: null, email: "inhaberin@example.de" };
const POT = accessory("uebertopf-klein", "Übertopf klein", 790);
const flat = (s: string) => s.replace(/\u00a0/g, " ").replace(/\s+/g, " ");

/**
 * #43 §4: „Als Geschenk verpacken“ is priced by the back office (`giftWrap`), charged by the server,
 * stored on the order, mailed, invoiced with the goods' VAT split as the shipping is, and not freed by a
 * free-shipping code.
 */
describe.each(TEST_DATABASES)("gift wrapping, priced, on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    await database.db.insert(plants).values(POT);
    t = app({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  });

  const setPrice = async (price: string) => {
    await t.services.settings.refresh();
    const saved = await t.services.settings.update(OWNER, "giftWrap", t.services.settings.version(), {
      price,
    });
    expect(saved).toMatchObject({ ok: true });
  };
  const place = async ({ gift, codes = [] }: { gift: boolean; codes?: string[] }) => {
    const r = await t.services.orders.place(
      {
        items: [
          { id: "snake-plant", quantity: 1 },
          { id: POT.id, quantity: 1 },
        ],
        shipping: {
          firstName: "Greta",
          lastName: "Grün",
          email: `geschenk.${randomUUID()}@example.de`,
          ...TEST_ADDRESS,
        },
        ...(gift && { gift: { message: "Alles Gute!" } }),
        codes,
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r.order;
  };

  it("a gift order stores the back office's price, the total includes it, the mail names it, the invoice splits it per rate", async () => {
    await setPrice("4,50");
    const placed = await place({ gift: true });
    expect(placed.giftWrapCents).toBe(450);
    expect(placed.totalCents).toBe(placed.subtotalCents + placed.shippingCents + 450);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ gift: true, giftWrapCents: 450, totalCents: placed.totalCents });
    const [mail] = (
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.id))
    ).filter((m) => m.kind === "order-confirmation");
    expect(flat(mail!.text)).toContain("Geschenkverpackung: 4,50 €");

    // The ledger owes the whole total before the invoice exists.
    const before = await t.services.admin.order(placed.number);
    expect(before!.order.giftWrapCents).toBe(450);
    expect(before!.balance.openCents).toBe(placed.totalCents);

    await shipOrder(t.services, placed.number);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, placed.id));
    const data = invoice!.data as InvoiceData;
    // Snake plant and pot: the wrapping split in proportion to the goods per rate, as the shipping is.
    const goods7 = data.lines.filter((l) => l.vatRate === 7).reduce((s, l) => s + l.lineGrossCents, 0);
    const goods19 = data.lines.filter((l) => l.vatRate === 19).reduce((s, l) => s + l.lineGrossCents, 0);
    const share7 = Math.round((450 * goods7) / (goods7 + goods19));
    expect(data.giftWrap?.map((g) => [g.vatRate, g.grossCents])).toEqual([
      [7, share7],
      [19, 450 - share7],
    ]);
    expect(data.totals.grossCents).toBe(placed.totalCents);
    expect(invoice!.totalCents).toBe(placed.totalCents);
    const nets =
      data.lines.reduce((s, l) => s + l.lineNetCents, 0) +
      data.shipping.reduce((s, x) => s + x.netCents, 0) +
      data.giftWrap!.reduce((s, x) => s + x.netCents, 0);
    expect(nets).toBe(data.totals.netCents);
    const pdf = flat(
      pdfText(await t.services.invoices.pdf((await t.services.invoices.find(invoice!.number))!)),
    );
    expect(pdf).toContain("Geschenkverpackung");
    expect(pdf).toContain(`${(share7 / 100).toFixed(2).replace(".", ",")} €`);
    const after = await t.services.admin.order(placed.number);
    expect(after!.balance.openCents).toBe(placed.totalCents);

    // DATEV: each rate's revenue carries its share of the wrapping, to the cent, as it carries the shipping.
    const today = shopClock(new Date()).day.toISOString().slice(0, 10);
    const bookings = datevBookings(
      await periodDocuments(database.db, { from: today, to: today }),
      [],
      DATEV_DEFAULT_ACCOUNTS.SKR03,
    ).filter((b) => b.documentNumber === invoice!.number);
    const rate = (r: 7 | 19) => data.rates.find((x) => x.vatRate === r)!.grossCents;
    expect(bookings.map((b) => [b.contraAccount, b.side, b.amountCents])).toEqual([
      ["8300", "S", rate(7)],
      ["8400", "S", rate(19)],
    ]);
    const ship = (r: 7 | 19) => data.shipping.find((x) => x.vatRate === r)?.grossCents ?? 0;
    expect(rate(7)).toBe(goods7 + ship(7) + share7);
    expect(rate(19)).toBe(goods19 + ship(19) + 450 - share7);
  });

  it("the client names no price: a figure of its own is refused, the server's price holds", async () => {
    const r = await t.services.orders.place(
      {
        items: [{ id: "snake-plant", quantity: 1 }],
        shipping: { firstName: "Greta", lastName: "Grün", email: "preis@example.de", ...TEST_ADDRESS },
        gift: { message: "" },
        giftWrapCents: 0,
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    expect(r).toMatchObject({ ok: false, status: 400, error: "invalid_order" });
  });

  it("0 in the back office: the wrapping is free; an order that is no gift pays none", async () => {
    await setPrice("0");
    const free = await place({ gift: true });
    expect(free.giftWrapCents).toBe(0);
    expect(free.totalCents).toBe(free.subtotalCents + free.shippingCents);
    await setPrice("3,90");
    const plain = await place({ gift: false });
    expect(plain.giftWrapCents).toBe(0);
  });

  it("a free-shipping code frees the shipping, not the wrapping; the order's lines are then not edited (#43 §2)", async () => {
    await setPrice("3,90");
    await database.db
      .insert(discountCodes)
      .values({ code: "VERSANDFREI", kind: "free_shipping", value: 0, createdBy: "test" });
    const placed = await place({ gift: true, codes: ["VERSANDFREI"] });
    expect(placed.shippingCents).toBeGreaterThan(0);
    expect(placed.discountCents).toBe(placed.shippingCents);
    expect(placed.giftWrapCents).toBe(390);
    expect(placed.totalCents).toBe(placed.subtotalCents + 390);

    // Its discount is split over its lines: no quantity change, no removed line — a 422 with a reason
    // in German and English; the page offers no line controls and says why (lineEditRefusal).
    const lager = { id: null, email: "lager@example.de" };
    const edits = t.services.admin.orderEdits;
    expect(
      await edits.setQuantity(lager, placed.number, 0, { plantId: "snake-plant", quantity: "2" }),
    ).toMatchObject({ ok: false, status: 422, error: "edit_discounted" });
    expect(await edits.removeLine(lager, placed.number, 0, { plantId: POT.id })).toMatchObject({
      ok: false,
      status: 422,
      error: "edit_discounted",
    });
    const detail = await t.services.admin.order(placed.number);
    expect(detail!.editRefusal).toBeNull(); // the address still can change
    expect(detail!.lineEditRefusal).toEqual({ error: "edit_discounted" });
    expect(renderRefusal(orderEditRefusalMessages, "de", { error: "edit_discounted" })).toContain(
      "Rabattcode",
    );
    expect(renderRefusal(orderEditRefusalMessages, "en", { error: "edit_discounted" })).toContain(
      "discount code",
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.totalCents).toBe(placed.totalCents);
    expect(row!.version).toBe(0);
  });
});
