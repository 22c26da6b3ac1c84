import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/** #43 §2: the back office creates codes, lists their uses and revenue, and deactivates them. */
const owner = { id: null, email: "inhaberin@example.de" };

describe.each(TEST_DATABASES)("discount codes in the back office on $name", (target) => {
  let t: ReturnType<typeof accountsApp>;
  let database: Parameters<Parameters<typeof withTestDatabase>[2] & object>[0];
  withTestDatabase(target, { stock: 100 }, async (opened, { app }) => {
    database = opened;
    t = app({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  });
  const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";

  it("creates a code once, counts its uses and revenue, deactivates it; every change audited", async () => {
    const discounts = t.services.discounts;
    expect(await discounts.create(owner, form({ code: "sommer5", kind: "amount", value: "5,00" }))).toEqual({
      ok: true,
      code: "SOMMER5",
    });
    expect(await discounts.create(owner, form({ code: "Sommer5", kind: "percent", value: "10" }))).toEqual({
      ok: false,
      status: 409,
      error: "discount_form_code_taken",
      params: { code: "SOMMER5" },
    });
    expect(await discounts.create(owner, form({ code: "X", kind: "percent", value: "10" }))).toMatchObject({
      ok: false,
      status: 400,
      error: "discount_form_code",
    });
    const placed = await t.services.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: { firstName: "Sam", lastName: "Sommer", email: "sam@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
        codes: ["SOMMER5"],
      },
      { userId: null },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    const [row] = await discounts.list();
    expect(row).toMatchObject({
      code: "SOMMER5",
      uses: 1,
      orders: 1,
      revenueCents: placed.order.totalCents,
      discountedCents: 500,
    });
    expect(await discounts.deactivate(owner, row!.id)).toEqual({ ok: true, code: "SOMMER5" });
    expect(await discounts.deactivate(owner, row!.id)).toMatchObject({ ok: false, status: 404 });
    const again = await t.services.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: { firstName: "Sam", lastName: "Sommer", email: "sam@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
        codes: ["sommer5"],
      },
      { userId: null },
    );
    expect(again).toMatchObject({ ok: false, status: 422, error: "discount_expired" });
    const actions = (await database.db.select().from(auditLog))
      .map((a) => a.action)
      .filter((a) => a.startsWith("discount."));
    expect(actions.sort()).toEqual(["discount.create", "discount.deactivate"]);
  });

  it("a cancelled order gives its code's use back: the same e-mail may use a once-only code again", async () => {
    const discounts = t.services.discounts;
    await discounts.create(
      owner,
      form({ code: "EINMAL", kind: "percent", value: "10", maxUses: "1", maxUsesPerEmail: "1" }),
    );
    const order = () =>
      t.services.orders.place(
        {
          items: [{ id: "pothos", quantity: 1 }],
          shipping: { firstName: "Eva", lastName: "Einmal", email: "eva@example.de", ...TEST_ADDRESS },
          idempotencyKey: randomUUID(),
          codes: ["einmal"],
        },
        { userId: null },
      );
    const first = await order();
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(await order()).toMatchObject({ ok: false, error: "discount_used_up" });
    const cancelled = await t.services.admin.orderActions.cancel(owner, first.order.number, 0, {
      reason: "Kundin möchte nicht mehr",
    });
    expect(cancelled).toMatchObject({ ok: true });
    const uses = async () => (await discounts.list()).find((c) => c.code === "EINMAL")!;
    expect(await uses()).toMatchObject({ uses: 0, orders: 0, revenueCents: 0 });
    const again = await order();
    expect(again).toMatchObject({ ok: true, order: { discountCents: 190 } });
    expect(await uses()).toMatchObject({ uses: 1, orders: 1 });
  });
});
