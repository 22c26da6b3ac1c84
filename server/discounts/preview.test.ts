import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { discountCodes } from "../db/schema";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/** #43 §2: the checkout's „Einlösen“ asks POST /api/discounts/preview; it counts nothing. */
describe.each(TEST_DATABASES)("discount preview on $name", (target) => {
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (database) => {
    app = createApp({ services: createServices(loadConfig({}), database) });
    await database.db.insert(discountCodes).values([
      { code: "ZEHN", kind: "percent", value: 10, createdBy: "t" },
      { code: "AB100", kind: "amount", value: 1000, minOrderCents: 10_000, createdBy: "t" },
    ]);
  });
  const ask = (body: unknown, locale = "de") =>
    app.request("/api/discounts/preview", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": locale },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers each code's part and the total after it, from the catalogue's prices", async () => {
    const res = await ask({ items: [{ id: "pothos", quantity: 2 }], codes: [" zehn "] });
    expect(res.status).toBe(200);
    // 2 × 18,99 = 37,98; 10 % = 3,80; shipping 4,90.
    expect(await res.json()).toEqual({
      codes: [{ code: "ZEHN", amountCents: 380 }],
      discountCents: 380,
      totalCents: 3798 + 490 - 380,
    });
  });

  it("refuses with the reason in the page's language", async () => {
    const de = await ask({ items: [{ id: "pothos", quantity: 1 }], codes: ["AB100"] });
    expect(de.status).toBe(422);
    expect(await de.json()).toMatchObject({
      error: "discount_minimum_not_reached",
      message: "Der Code „AB100“ gilt ab einem Bestellwert von 100,00\u00a0€.",
    });
    const en = await ask({ items: [{ id: "pothos", quantity: 1 }], codes: ["nope"] }, "en");
    expect(await en.json()).toMatchObject({
      error: "discount_unknown",
      message: "We do not know the code “NOPE”. Please check the spelling.",
    });
  });

  it("anything else is a 4xx with a message, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.record({ items: fc.anything(), codes: fc.anything() }),
          fc.record({ items: fc.constant([{ id: "pothos", quantity: 1 }]), codes: fc.array(fc.string()) }),
        ),
        async (body) => {
          const res = await ask(body);
          expect(res.status).toBeLessThan(500);
          if (res.status !== 200) expect((await res.json()).message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 60 },
    );
  });
});
