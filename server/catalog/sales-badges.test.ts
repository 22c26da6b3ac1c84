import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import type { OrderStatus } from "../../domain/contracts/order";
import { orderItems, orders } from "../db/schema";
import { createPublicChanges } from "../public-changes";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createLocalCatalog } from "./local";
import { localBestsellers, recentSales, salesBackedBadges } from "./sales-badges";

describe.each(TEST_DATABASES)("„Bestseller“ from orders (#32) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  const order = async (
    plantId: string,
    quantity: number,
    createdAt: Date,
    status: OrderStatus = "pending",
  ) => {
    const [row] = await database.db
      .insert(orders)
      .values({
        email: "kunde@example.com",
        firstName: "Anna",
        lastName: "Berg",
        address: "Lindenallee 7",
        city: "Köln",
        postalCode: "50667",
        subtotalCents: 1000 * quantity,
        shippingCents: 0,
        totalCents: 1000 * quantity,
        status,
        idempotencyKey: randomUUID(),
        createdAt,
      })
      .returning({ id: orders.id });
    await database.db.insert(orderItems).values({
      orderId: row!.id,
      plantId,
      name: plantId,
      quantity,
      priceCents: 1000,
      imageUrl: "/plants/placeholder.svg",
    });
  };

  it("a seeded „Bestseller“ without sales shows none; orders of the last 30 days make one", async () => {
    const changes = createPublicChanges();
    const catalog = salesBackedBadges(
      createLocalCatalog(database.db),
      localBestsellers(database.db),
      changes,
    );
    const before = await catalog.all();
    expect(before.some((p) => p.popularity === "bestseller")).toBe(false);
    // The merchant's „Neu“ and „Im Trend“ stay.
    expect(before.some((p) => p.popularity === "trending" || p.popularity === "new")).toBe(true);

    const [first, second] = before;
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    for (let i = 0; i < 5; i++) await order(first!.id, 1, new Date(now - i * day));
    // Old orders and cancelled ones do not count.
    for (let i = 0; i < 5; i++) await order(second!.id, 3, new Date(now - (31 + i) * day));
    for (let i = 0; i < 5; i++) await order(second!.id, 3, new Date(now - i * day), "cancelled");
    expect((await recentSales(database.db)).find((s) => s.plantId === first!.id)).toEqual({
      plantId: first!.id,
      units: 5,
      orders: 5,
    });
    changes.changed("orders");

    const page = await catalog.localized("en").query(EMPTY_QUERY, { offset: 0, limit: 50 });
    const shown = page.items.filter((p) => p.popularity === "bestseller").map((p) => p.id);
    expect(shown).toEqual([first!.id]);
    expect((await catalog.get(first!.id))?.popularity).toBe("bestseller");
    expect((await catalog.get(second!.id))?.popularity).not.toBe("bestseller");
  });
});
