import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createServices, type Services } from "../../server/services";
import { TEST_DATABASES } from "../../server/testing/databases";
import { loader as checkoutLoader } from "./checkout";
import { loader as orderSuccessLoader } from "./order-success";

const args = (url: string, context: unknown) =>
  ({ request: new Request(`http://x${url}`), context, params: {} }) as never;

/** Checkout and thank-you page take the payment term's days from the server's config (#27). */
describe.each([14, 30])("PAYMENT_TERM_DAYS=%i through the loaders", (days) => {
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  let services: Services;
  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    services = createServices(loadConfig({ PAYMENT_TERM_DAYS: String(days), MAIL_WORKER: "off" }), database);
  });
  afterAll(() => database?.dispose());

  it("the checkout's loader hands the configured days to the page", async () => {
    const data = await checkoutLoader(args("/checkout", { services, cspNonce: "n" }));
    expect(data.paymentTermDays).toBe(days);
  });

  it("the thank-you page's loader too, with the order", async () => {
    const placed = await services.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: {
          firstName: "Jana",
          lastName: "Klee",
          email: "jana@example.de",
          address: "Am Hang 1",
          city: "Bonn",
          postalCode: "53111",
          country: "DE",
        },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!placed.ok) throw new Error(placed.error);
    const data = (await orderSuccessLoader(
      args(`/order-success?order=${placed.order.id}`, { services, cspNonce: "n" }),
    )) as { found: true; placed: { paymentTermDays: number } };
    expect(data.placed.paymentTermDays).toBe(days);
  });
});
