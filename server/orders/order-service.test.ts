import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { orderItems, orders } from "../db/schema";
import { createPublicChanges } from "../public-changes";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createOrderService } from "./order-service";

const SHIPPING = {
  firstName: "Ben",
  lastName: "Kraus",
  email: "ben@example.de",
  ...TEST_ADDRESS,
};

describe.each(TEST_DATABASES)("order service on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  it("settles the insert race: all 20 requests pass the first look-up before any inserts", async () => {
    // Hold every request at the catalogue until all 20 have looked for the key and found nothing,
    // so 19 of them must lose at the unique key inside their transaction and re-read the winner.
    const catalog = createLocalCatalog(database.db);
    let waiting = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const gated = {
      async byIds(ids: readonly string[]) {
        if (++waiting === 20) release();
        await gate;
        return catalog.byIds(ids);
      },
    };
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: gated,
      config: loadConfig({}),
    });
    const request = {
      items: [
        { id: "fiddle-leaf-fig", quantity: 2 },
        { id: "pothos", quantity: 1 },
      ],
      shipping: SHIPPING,
      idempotencyKey: randomUUID(),
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => service.place(request, { userId: null })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const created = results.filter((r) => r.ok && r.created);
    expect(created).toHaveLength(1);
    const ids = new Set(results.map((r) => (r.ok ? r.order.id : "")));
    expect(ids.size).toBe(1);
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, request.idempotencyKey))) as [{ n: number }];
    expect(n).toBe(1);
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, [...ids][0]!));
    expect(items).toHaveLength(2);
  });

  it("keeps the customer's id, and a replay by someone else is refused", async () => {
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: createLocalCatalog(database.db),
      config: loadConfig({}),
    });
    const request = {
      items: [{ id: "pothos", quantity: 1 }],
      shipping: SHIPPING,
      idempotencyKey: randomUUID(),
    };
    const mine = await service.place(request, { userId: "user-1" });
    expect(mine.ok && mine.created).toBe(true);
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, request.idempotencyKey));
    expect(row?.userId).toBe("user-1");
    expect(await service.place(request, { userId: null })).toMatchObject({ ok: false, status: 409 });
  });

  it("writes nothing when the items cannot be stored (one transaction)", async () => {
    // A catalogue price that breaks the items' CHECK makes the second insert fail: the order must go too.
    const broken = {
      byIds: async () => [
        {
          id: "pothos",
          name: "Efeutute",
          priceCents: -5,
          imageUrl: "/plants/pothos.svg",
          size: "small" as const,
        },
      ],
    };
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: broken as never,
      config: loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "1000" }),
    });
    const key = randomUUID();
    await expect(
      service.place(
        { items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: key },
        { userId: null },
      ),
    ).rejects.toThrow();
    expect(await database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
  });
});
