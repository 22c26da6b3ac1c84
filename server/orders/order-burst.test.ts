import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { priceOrder } from "../../domain/orders/order";
import { PLANT_VAT_RATE } from "../../domain/orders/vat";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { orderItems, orders } from "../db/schema";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { ordersWithoutItems } from "../testing/fuzz";
import { withTestDatabase } from "../testing/test-database";

/**
 * Order burst (issue #9): 500 checkouts from 50 concurrent clients, each with its own idempotency
 * key, plus double clicks (the same key sent twice at once) and later retries of earlier keys.
 * Every acknowledged order is stored exactly once with the right items and totals; no 5xx.
 */
const CLIENTS = 50;
/** What the shop prices from: the seeded catalogue. */
const PRICED = PLANTS.map((p) => ({ ...p, imageUrl: "", vatRate: PLANT_VAT_RATE }));
const CHECKOUTS_PER_CLIENT = 10;

/** A small seeded generator, so a failing burst can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Line = { id: string; quantity: number };
type Sent = { key: string; items: Line[]; email: string };

describe.each(TEST_DATABASES)("order burst on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, { stock: 1_000_000 }, async (opened) => {
    // 500 checkouts of up to several units each: far more than the seeded stock of 50.
    database = opened;
  });

  it(`${CLIENTS * CHECKOUTS_PER_CLIENT} checkouts from ${CLIENTS} concurrent clients with replays: each stored once, totals right, no 5xx`, async () => {
    // The per-IP limit is real here (every client has its own address), just high enough for the burst.
    // Random carts of guests on invoice: the first-order cap (#49 §4) is not what this measures.
    const config = loadConfig({ ORDER_RATE_LIMIT_MAX: "100000", INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
    const app = createApp({ services: createServices(config, database) });
    const random = rng(20261122);
    const statuses: Record<number, number> = {};
    const acknowledged = new Map<string, Set<string>>(); // key → order ids it was answered with
    const sent = new Map<string, Sent>();
    let created = 0;

    async function send(ip: string, s: Sent) {
      const res = await app.request(
        "/api/orders",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            items: s.items,
            shipping: {
              firstName: "Bea",
              lastName: "Burst",
              email: s.email,
              address: "Lastweg 5",
              city: "Köln",
              postalCode: "50667",
              country: "DE",
            },
            idempotencyKey: s.key,
          }),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const body = await res.json();
      if (res.status === 201) created++;
      if (res.status === 200 || res.status === 201) {
        const ids = acknowledged.get(s.key) ?? new Set<string>();
        ids.add(body.order.id);
        acknowledged.set(s.key, ids);
        const expected = priceOrder(s.items, PRICED, config.freeShippingThresholdCents);
        if (!expected.ok) throw new Error("test bug: unknown plant");
        expect(body.order.totalCents).toBe(expected.totals.totalCents);
      }
    }

    async function client(c: number) {
      const ip = `198.18.${Math.floor(c / 250)}.${(c % 250) + 1}`;
      const mine: Sent[] = [];
      for (let i = 0; i < CHECKOUTS_PER_CLIENT; i++) {
        const count = 1 + Math.floor(random() * 4);
        const ids = [...PLANTS].sort(() => random() - 0.5).slice(0, count);
        const s: Sent = {
          key: randomUUID(),
          items: ids.map((p) => ({ id: p.id, quantity: 1 + Math.floor(random() * 5) })),
          email: `kunde${c}@example.de`,
        };
        sent.set(s.key, s);
        mine.push(s);
        const roll = random();
        if (roll < 0.15) {
          // A double click: the same request twice at the same time.
          await Promise.all([send(ip, s), send(ip, s)]);
        } else {
          await send(ip, s);
        }
        if (roll > 0.85) {
          // A retry of an earlier checkout of this client (lost answer, reload).
          await send(ip, mine[Math.floor(random() * mine.length)]!);
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    // Only 201 (new) and 200 (replay): no server error, no conflict, no limit.
    expect(
      Object.keys(statuses).every((s) => s === "200" || s === "201"),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses[200] ?? 0).toBeGreaterThan(0);
    // Each key created exactly one order, and every answer for a key named that same order.
    expect(sent.size).toBe(CLIENTS * CHECKOUTS_PER_CLIENT);
    expect(created).toBe(sent.size);
    expect(acknowledged.size).toBe(sent.size);
    for (const ids of acknowledged.values()) expect(ids.size).toBe(1);

    // In the database: exactly one order per key, with its items and totals.
    const keys = [...sent.keys()];
    const stored = await database.db.select().from(orders).where(inArray(orders.idempotencyKey, keys));
    expect(stored).toHaveLength(keys.length);
    for (const order of stored) {
      const s = sent.get(order.idempotencyKey!)!;
      expect(acknowledged.get(order.idempotencyKey!)?.has(order.id)).toBe(true);
      const expected = priceOrder(s.items, PRICED, config.freeShippingThresholdCents);
      if (!expected.ok) throw new Error("test bug");
      expect(order.subtotalCents).toBe(expected.totals.subtotalCents);
      expect(order.shippingCents).toBe(expected.totals.shippingCents);
      expect(order.totalCents).toBe(expected.totals.totalCents);
      expect(order.email).toBe(s.email);
    }
    const items = await database.db
      .select()
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.idempotencyKey, keys));
    expect(items).toHaveLength([...sent.values()].reduce((n, s) => n + s.items.length, 0));
    for (const { order_items: item, orders: order } of items) {
      const line = sent.get(order.idempotencyKey!)!.items.find((l) => l.id === item.plantId);
      expect(line?.quantity).toBe(item.quantity);
    }
    expect(await ordersWithoutItems(database)).toBe(0);
  }, 300_000);
});
