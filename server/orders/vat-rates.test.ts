import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { orderItems, orders, plants } from "../db/schema";
import { renderInvoicePdf } from "../invoices/invoice-pdf";
import { invoiceData } from "../invoices/issue";
import { createPublicChanges } from "../public-changes";
import { accessory } from "../testing/accessory";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";
import { createOrderService } from "./order-service";

/**
 * #27: each product has its VAT rate, each order line keeps the rate its product had when it was
 * ordered, and the invoice splits net/VAT/gross per rate with shipping in proportion to the goods.
 */

const SHIPPING = {
  firstName: "Lena",
  lastName: "Vogt",
  email: "lena@example.de",
  ...TEST_ADDRESS,
};

/** round(gross / (1 + rate)) by exact integer arithmetic, independent of domain/orders/vat.ts. */
const netOf = (gross: number, rate: number) => Math.floor((200 * gross + 100 + rate) / (2 * (100 + rate)));

describe.each(TEST_DATABASES)("VAT per product and order line on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  const config = loadConfig({});
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    await database.db
      .insert(plants)
      .values([
        accessory("uebertopf-ton", "Übertopf Ton", 1490),
        accessory("fluessigduenger", "Flüssigdünger", 690),
      ]);
  });

  const service = () =>
    createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: createLocalCatalog(database.db),
      config,
    });

  it("a 19 % pot, a 19 % fertiliser and a 7 % plant: lines keep their rates, the invoice splits per rate", async () => {
    const r = await service().place(
      {
        items: [
          { id: "uebertopf-ton", quantity: 1 },
          { id: "pothos", quantity: 1 },
          { id: "fluessigduenger", quantity: 2 },
        ],
        shipping: SHIPPING,
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!r.ok) throw new Error(r.error);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.order.id));
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, r.order.id));
    expect(Object.fromEntries(items.map((i) => [i.plantId, i.vatRate]))).toEqual({
      "uebertopf-ton": 19,
      fluessigduenger: 19,
      pothos: 7,
    });

    const [pothos] = await database.db.select().from(plants).where(eq(plants.id, "pothos"));
    const goods7 = pothos!.priceCents;
    const goods19 = 1490 + 2 * 690;
    expect(order!.subtotalCents).toBe(goods7 + goods19);
    const shipping = order!.shippingCents;
    expect(shipping).toBeGreaterThan(0); // below the free-shipping threshold: shipping is split

    const data = invoiceData(order!, items, config, "RE-2026-999999", order!.createdAt);
    expect(data.lines.map((l) => [l.plantId, l.vatRate])).toEqual([
      ["pothos", 7],
      ["fluessigduenger", 19],
      ["uebertopf-ton", 19],
    ]);
    // Shipping in proportion to each rate's goods (largest remainder), to the cent.
    const exact7 = (shipping * goods7) / (goods7 + goods19);
    const ship7 = data.shipping.find((s) => s.vatRate === 7)!.grossCents;
    const ship19 = data.shipping.find((s) => s.vatRate === 19)!.grossCents;
    expect(ship7 + ship19).toBe(shipping);
    expect(Math.abs(ship7 - exact7)).toBeLessThan(1);
    expect([Math.floor(exact7), Math.ceil(exact7)]).toContain(ship7);
    // Per rate: gross = goods + shipping share; net = round(gross / (1 + rate)); net + VAT = gross.
    expect(data.rates.map((x) => x.vatRate)).toEqual([7, 19]);
    const [r7, r19] = data.rates;
    expect(r7).toEqual({
      vatRate: 7,
      grossCents: goods7 + ship7,
      netCents: netOf(goods7 + ship7, 7),
      vatCents: goods7 + ship7 - netOf(goods7 + ship7, 7),
    });
    expect(r19).toEqual({
      vatRate: 19,
      grossCents: goods19 + ship19,
      netCents: netOf(goods19 + ship19, 19),
      vatCents: goods19 + ship19 - netOf(goods19 + ship19, 19),
    });
    for (const rate of data.rates) expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
    expect(data.totals).toEqual({
      netCents: r7!.netCents + r19!.netCents,
      vatCents: r7!.vatCents + r19!.vatCents,
      grossCents: order!.totalCents,
    });
    // The net column adds up per rate: lines and shipping share.
    for (const rate of data.rates) {
      const lines = data.lines
        .filter((l) => l.vatRate === rate.vatRate)
        .reduce((s, l) => s + l.lineNetCents, 0);
      const ship = data.shipping.find((s) => s.vatRate === rate.vatRate)?.netCents ?? 0;
      expect(lines + ship).toBe(rate.netCents);
    }

    // The PDF shows each rate's net, VAT and gross, and shipping once per rate at its gross share (#32).
    const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
    const text = pdfText(await renderInvoicePdf(data, order!.createdAt))
      .replace(/\u00a0/g, " ")
      .replace(/[ \t]+/g, " ");
    for (const x of data.rates) {
      const pct = `${x.vatRate} ?%`;
      expect(text).toMatch(new RegExp(`Nettobetrag zu ${pct} ${euro(x.netCents)}`));
      expect(text).toMatch(new RegExp(`Umsatzsteuer ${pct} ${euro(x.vatCents)}`));
      expect(text).toMatch(new RegExp(`Bruttobetrag zu ${pct} ${euro(x.grossCents)}`));
    }
    for (const s of data.shipping)
      expect(text).toMatch(new RegExp(`Versand ${s.vatRate} ?% ${euro(s.grossCents)}`));
    expect(text).toMatch(new RegExp(`Gesamtbetrag ${euro(order!.totalCents)}`));

    // The merchant changes the pot to 7 % and its price afterwards: the order stays as it was sold.
    await database.db
      .update(plants)
      .set({ vatRate: 7, priceCents: 1990 })
      .where(eq(plants.id, "uebertopf-ton"));
    const after = await database.db.select().from(orderItems).where(eq(orderItems.orderId, r.order.id));
    expect(after.find((i) => i.plantId === "uebertopf-ton")).toMatchObject({ vatRate: 19, priceCents: 1490 });
    expect(invoiceData(order!, after, config, "RE-2026-999999", order!.createdAt)).toEqual(data);
    // …and a new order takes the new rate.
    const next = await service().place(
      { items: [{ id: "uebertopf-ton", quantity: 1 }], shipping: SHIPPING, idempotencyKey: randomUUID() },
      { userId: null },
    );
    if (!next.ok) throw new Error(next.error);
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, next.order.id));
    expect(line).toMatchObject({ vatRate: 7, priceCents: 1990 });
  });

  it("an order of plants only is 7 % throughout, shipping included", async () => {
    const r = await service().place(
      { items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: randomUUID() },
      { userId: null },
    );
    if (!r.ok) throw new Error(r.error);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, r.order.id));
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, r.order.id));
    expect(items.map((i) => i.vatRate)).toEqual([7]);
    const data = invoiceData(order!, items, config, "RE-2026-999998", order!.createdAt);
    expect(data.rates.map((x) => [x.vatRate, x.grossCents])).toEqual([[7, order!.totalCents]]);
    expect(data.shipping).toEqual([
      expect.objectContaining({ vatRate: 7, grossCents: order!.shippingCents }),
    ]);
  });
});
