import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const shipping = {
  firstName: "Anna",
  lastName: "Bergmann",
  email: "anna@example.org",
  ...TEST_ADDRESS,
};

describe.each(TEST_DATABASES)("orders of signed-in customers on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  it("carry the session's user id, guests none, whatever the body says", async () => {
    const anna = await t.signUp("Anna Bergmann");
    const place = (cookie: string | undefined, key: string) =>
      t.request("/api/orders", {
        method: "POST",
        cookie,
        json: { items: [{ id: "pothos", quantity: 1 }], shipping, idempotencyKey: key },
      });
    const signedIn = await (await place(anna.cookie, "k-signed-in-0001")).json();
    const guest = await (await place(undefined, "k-guest-000000001")).json();
    const [a] = await database.db.select().from(orders).where(eq(orders.id, signedIn.order.id));
    const [g] = await database.db.select().from(orders).where(eq(orders.id, guest.order.id));
    expect(a?.userId).toBe(anna.user.id);
    expect(g?.userId).toBeNull();
  });
});
