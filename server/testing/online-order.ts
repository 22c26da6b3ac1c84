import { eq } from "drizzle-orm";
import type { OnlinePaymentState } from "../../domain/contracts/order";
import { onlinePayments, orderPayments, orders } from "../db/schema";
import { insertOrder } from "./accounts";
import type { OpenTestDatabase } from "./test-database";

/**
 * An order paid online (#33) in the rows the payment service writes (server/payments/online-payments.ts):
 * the order with `payment_method = 'stripe'`, its Checkout Session in `online_payments`, and once paid
 * the ledger's entry keyed by the PaymentIntent with Stripe's fee. For tests of what reads them; the
 * flow itself, with the real SDK, is tested in online-payments.test.ts.
 */
export async function insertOnlineOrder(
  database: OpenTestDatabase,
  o: {
    email: string;
    state: OnlinePaymentState;
    /** Stripe's payment method type; null while the customer has not chosen. */
    method?: string | null;
    feeCents?: number | null;
    createdAt?: Date;
  },
) {
  const order = await insertOrder(database, {
    email: o.email,
    createdAt: o.createdAt,
    items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
  });
  await database.db.update(orders).set({ paymentMethod: "stripe" }).where(eq(orders.id, order.id));
  const key = crypto.randomUUID().replace(/-/g, "");
  const paymentIntentId = o.state === "open" || o.state === "expired" ? null : `pi_${key}`;
  await database.db.insert(onlinePayments).values({
    orderId: order.id,
    sessionId: `cs_test_${key}`,
    checkoutUrl: `http://127.0.0.1:1/pay/cs_test_${key}`,
    state: o.state,
    paymentIntentId,
    method: o.method ?? null,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  if (o.state === "paid")
    await database.db.insert(orderPayments).values({
      orderId: order.id,
      kind: "payment",
      amountCents: order.totalCents,
      paidOn: "2026-11-20",
      method: "stripe",
      providerRef: paymentIntentId,
      feeCents: o.feeCents ?? null,
      actor: "stripe",
    });
  return { ...order, paymentMethod: "stripe" as const, paymentIntentId };
}
