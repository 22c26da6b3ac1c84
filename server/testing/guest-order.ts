import { randomUUID } from "node:crypto";
import type { OrderService } from "../orders/order-service";
import { TEST_ADDRESS } from "./address";

let n = 0;

/**
 * A guest's order placed through the order service, as the checkout does: Greta Grün in Aachen, a fresh
 * address `<prefix><n>.<time>@example.de` each time (so mails and withdrawals find this order alone).
 */
export async function placeGuestOrder(
  services: { orders: OrderService },
  {
    items = [{ id: "pothos", quantity: 2 }],
    emailPrefix = "kundin",
    dhlEmailConsent,
    shipping = {},
    billing,
    gift,
  }: {
    items?: { id: string; quantity: number }[];
    emailPrefix?: string;
    /** The checkout's box „E-Mail an DHL“ (#49); absent as when it stays unticked. */
    dhlEmailConsent?: boolean;
    /** Fields of the address other than Greta's (a long name, a long e-mail …); undefined drops one. */
    shipping?: Record<string, string | undefined>;
    /** A billing address apart from the delivery address (#43 §4). */
    billing?: Record<string, string>;
    /** „Als Geschenk verpacken“ with the card's text (#43 §4). */
    gift?: { message?: string };
  } = {},
) {
  const email = shipping.email ?? `${emailPrefix}${++n}.${Date.now()}@example.de`;
  const r = await services.orders.place(
    {
      items,
      shipping: Object.fromEntries(
        Object.entries({ firstName: "Greta", lastName: "Grün", email, ...TEST_ADDRESS, ...shipping }).filter(
          ([, v]) => v !== undefined,
        ),
      ),
      ...(billing ? { billing } : {}),
      ...(gift ? { gift } : {}),
      idempotencyKey: randomUUID(),
      ...(dhlEmailConsent === undefined ? {} : { dhlEmailConsent }),
    },
    { userId: null },
  );
  if (!r.ok) throw new Error(r.error);
  return { ...r.order, email };
}
