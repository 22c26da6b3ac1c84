import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { discountCodes, discountRedemptions, orderItems, orders, plants } from "../db/schema";
import { createOrderService } from "../orders/order-service";
import { createPublicChanges } from "../public-changes";
import { accessory } from "../testing/accessory";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #43 §2: the order API takes discount codes, the server recomputes the total after them, stores the
 * discount per VAT rate and per line, refuses a code it cannot honour (nothing is ordered), and never
 * counts a code past its limits, however many orders use it at once.
 */

const shipping = (email = "lena@example.de") => ({
  firstName: "Lena",
  lastName: "Vogt",
  email,
  ...TEST_ADDRESS,
});
const request = (codes: string[], email?: string, items = [{ id: "pothos", quantity: 1 }]) => ({
  items,
  shipping: shipping(email),
  idempotencyKey: randomUUID(),
  codes,
});

describe.each(TEST_DATABASES)("discount codes at order placement on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  // Guests on invoice without caps: what is measured here is the code.
  const config = loadConfig({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  withTestDatabase(target, { stock: 1000 }, async (opened) => {
    database = opened;
    await database.db.insert(plants).values([accessory("uebertopf-ton", "Übertopf Ton", 1490)]);
  });

  const service = () =>
    createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: createLocalCatalog(database.db),
      config,
    });
  const createCode = async (values: Partial<typeof discountCodes.$inferInsert> & { code: string }) => {
    const [row] = await database.db
      .insert(discountCodes)
      .values({ kind: "percent", value: 10, createdBy: "test", ...values })
      .returning();
    return row!;
  };

  it("10 % on a plant (7 %) and a pot (19 %): the total after it, the discount per rate and per line", async () => {
    const code = await createCode({ code: "WINTER10" });
    const r = await service().place(
      request([" winter10 "], undefined, [
        { id: "pothos", quantity: 1 },
        { id: "uebertopf-ton", quantity: 1 },
      ]),
      { userId: null },
    );
    if (!r.ok) throw new Error(JSON.stringify(r));
    // 1899 + 1490 = 3389; 10 % = 339 → 7 %: 339·1899/3389 = 189.95 → 190; 19 %: 149. Shipping 490.
    expect(r.order).toMatchObject({
      subtotalCents: 3389,
      shippingCents: 490,
      discountCents: 339,
      totalCents: 3389 + 490 - 339,
      discounts: [{ code: "WINTER10", amountCents: 339 }],
    });
    const [red] = await database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, r.order.id));
    expect(red).toMatchObject({ codeId: code.id, amountCents: 339, reducedCents: 190, standardCents: 149 });
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, r.order.id));
    expect(Object.fromEntries(items.map((i) => [i.plantId, i.discountCents]))).toEqual({
      pothos: 190,
      "uebertopf-ton": 149,
    });
    const [stored] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored!.uses).toBe(1);
  });

  it("refuses an unknown, an expired and a too-small order's code with 422, and orders nothing", async () => {
    await createCode({ code: "OLD", validUntil: new Date("2020-01-01T00:00:00Z") });
    await createCode({ code: "BIG", kind: "amount", value: 500, minOrderCents: 10_000 });
    const before = (await database.db.select().from(orders)).length;
    const answers = await Promise.all(
      [["NOPE"], ["old"], ["BIG"]].map((codes) => service().place(request(codes), { userId: null })),
    );
    expect(answers).toEqual([
      { ok: false, status: 422, error: "discount_unknown", params: { code: "NOPE" } },
      { ok: false, status: 422, error: "discount_expired", params: { code: "OLD" } },
      {
        ok: false,
        status: 422,
        error: "discount_minimum_not_reached",
        params: { code: "BIG", minCents: 10_000 },
      },
    ]);
    expect((await database.db.select().from(orders)).length).toBe(before);
  });

  it("a badly formed code or too many codes are a 400 of the schema", async () => {
    const bad = await service().place(request(["a b"]), { userId: null });
    expect(bad).toMatchObject({ ok: false, status: 400, error: "invalid_order" });
    const many = await service().place(request(["AAA", "BBB", "CCC", "DDD"]), { userId: null });
    expect(many).toMatchObject({ ok: false, status: 400, error: "invalid_order" });
  });

  it("free shipping takes the shipping off; a replay of the same key finds the order, other codes conflict", async () => {
    await createCode({ code: "SHIPFREE", kind: "free_shipping", value: 0 });
    const req = request(["shipfree"]);
    const first = await service().place(req, { userId: null });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.order).toMatchObject({
      subtotalCents: 1899,
      shippingCents: 490,
      discountCents: 490,
      totalCents: 1899,
    });
    const again = await service().place(req, { userId: null });
    expect(again).toMatchObject({ ok: true, created: false, order: { id: first.order.id } });
    const other = await service().place({ ...req, codes: [] }, { userId: null });
    expect(other).toMatchObject({ ok: false, status: 409, error: "idempotency_conflict" });
  });

  it("20 parallel orders on a code of 5 uses: exactly 5 get it, the rest are refused, uses stay at 5", async () => {
    const code = await createCode({ code: "FIVE", maxUses: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service().place(request(["FIVE"], `p${i}@example.de`), { userId: null }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    for (const a of answers.filter((a) => !a.ok)) {
      expect(a).toMatchObject({ status: 422, error: "discount_used_up", params: { code: "FIVE" } });
    }
    const [stored] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored!.uses).toBe(5);
    expect(
      await database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id)),
    ).toHaveLength(5);
  });

  it("10 parallel orders of one e-mail on a code of one use per e-mail: one gets it", async () => {
    const code = await createCode({ code: "ONCEEACH", maxUsesPerEmail: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        service().place(request(["ONCEEACH"], "Same@Example.de"), { userId: null }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.error)).toEqual(
      Array(9).fill("discount_used_up_for_email"),
    );
    const other = await service().place(request(["onceeach"], "other@example.de"), { userId: null });
    expect(other.ok).toBe(true);
    const [stored] = await database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(stored!.uses).toBe(2);
  });

  it("the database refuses a total that is not subtotal + shipping − discount", async () => {
    await expect(
      database.db.insert(orders).values({
        email: "x@example.de",
        firstName: "X",
        lastName: "Y",
        ...TEST_ADDRESS,
        subtotalCents: 1000,
        shippingCents: 490,
        discountCents: 100,
        totalCents: 1490,
      }),
    ).rejects.toThrow();
  });
});
