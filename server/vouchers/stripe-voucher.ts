import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Locale } from "../../domain/text/i18n";
import { voucherStripeLine } from "../../domain/vouchers/voucher-messages";
import type { StripeConfig } from "../config";
import type { Db } from "../db/client";
import { paymentEvents, vouchers } from "../db/schema";
import { sessionExpiresAt } from "../payments/online-payments";
import { issueVoucher, voucherPageUrl } from "./issue";

/**
 * A gift voucher paid online (#43 §3): one Checkout Session per voucher, one line of its value and no
 * tax (a Mehrzweck-Gutschein is no taxable supply, § 3 Abs. 15 UStG: VAT falls due when it is redeemed).
 * The voucher is issued only when Stripe's signed webhook says so (`checkout.session.completed` paid, or
 * `checkout.session.async_payment_succeeded` for a debit) and the session, read fresh from Stripe, is
 * paid for exactly its value: never on the buyer's return, which anyone can fake. The webhook's
 * signature is checked where every Stripe event arrives (server/payments/online-payments.ts `receive`).
 */

export type VoucherCheckoutStart =
  | { ok: true; redirectUrl: string | null }
  | { ok: false; reason: "not_payable" }
  | { ok: false; reason: "unavailable"; detail: string };

export interface VoucherCheckout {
  /** The Stripe page of a voucher bought online, made once; null when it is paid or ran out. */
  start(voucherId: string): Promise<VoucherCheckoutStart>;
  /** A verified Stripe event: "applied" when it is about a voucher's session, null when not. */
  receive(event: Stripe.Event): Promise<"applied" | null>;
}

/** Where Stripe sends the buyer back: the voucher page in their language, which reads our records. */
export const voucherReturnUrl = (publicUrl: string, locale: Locale, voucherId: string, payment: string) =>
  `${voucherPageUrl(publicUrl, locale)}?voucher=${voucherId}&payment=${payment}`;

const PAID_EVENTS = ["checkout.session.completed", "checkout.session.async_payment_succeeded"];

export function createVoucherCheckout(deps: {
  db: Db;
  stripe: Stripe;
  stripeConfig: Pick<StripeConfig, "methods">;
  publicUrl: string;
  now?: () => Date;
}): VoucherCheckout {
  const { db, stripe, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const byId = async (id: string) => (await db.select().from(vouchers).where(eq(vouchers.id, id)))[0];

  return {
    async start(voucherId) {
      const v = await byId(voucherId);
      if (v?.paymentMethod !== "stripe" || v.state === "cancelled")
        return { ok: false, reason: "not_payable" };
      if (v.state !== "pending") return { ok: true, redirectUrl: null };
      if (v.stripeSessionId)
        return {
          ok: true,
          redirectUrl: v.checkoutExpiresAt && v.checkoutExpiresAt > now() ? v.checkoutUrl : null,
        };
      const expiresAt = sessionExpiresAt(now());
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            allowed_payment_method_types: deps.stripeConfig.methods,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "eur",
                  unit_amount: v.initialCents,
                  product_data: { name: voucherStripeLine[v.locale](v.number) },
                },
              },
            ],
            customer_email: v.buyerEmail,
            client_reference_id: v.id,
            metadata: { voucher_id: v.id, voucher_number: v.number },
            payment_intent_data: {
              description: `Blattwerk ${v.number}`,
              metadata: { voucher_id: v.id, voucher_number: v.number },
            },
            locale: v.locale,
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            success_url: voucherReturnUrl(publicUrl, v.locale, v.id, "return"),
            cancel_url: voucherReturnUrl(publicUrl, v.locale, v.id, "cancelled"),
          },
          // A second start (a double submit) gets the same session from Stripe, never a second one.
          { idempotencyKey: `blattwerk-voucher-${v.id}` },
        );
      } catch (err) {
        return { ok: false, reason: "unavailable", detail: (err as Error).message };
      }
      if (session.amount_total !== v.initialCents || !session.url)
        throw new Error(`Stripe session ${session.id} does not match voucher ${v.number}`);
      await db
        .update(vouchers)
        .set({
          stripeSessionId: session.id,
          checkoutUrl: session.url,
          checkoutExpiresAt: session.expires_at ? new Date(session.expires_at * 1000) : expiresAt,
        })
        .where(and(eq(vouchers.id, v.id), isNull(vouchers.stripeSessionId)));
      return { ok: true, redirectUrl: session.url };
    },

    async receive(event) {
      const object = event.data.object as { object?: string; id?: string };
      if (object.object !== "checkout.session" || !object.id) return null;
      const [v] = await db.select().from(vouchers).where(eq(vouchers.stripeSessionId, object.id));
      if (!v) return null;
      const ref = { id: event.id, type: event.type };
      if (!PAID_EVENTS.includes(event.type)) {
        // Expired, or a debit that failed: the voucher stays pending and no code works.
        await db.insert(paymentEvents).values(ref).onConflictDoNothing();
        return "applied";
      }
      // What the event says is only "look again": the session as Stripe has it now decides.
      const session = await stripe.checkout.sessions.retrieve(object.id);
      const intent =
        typeof session.payment_intent === "string"
          ? session.payment_intent
          : (session.payment_intent?.id ?? null);
      const paid =
        session.client_reference_id === v.id &&
        session.payment_status === "paid" &&
        session.amount_total === v.initialCents &&
        session.currency === "eur";
      await db.transaction(async (tx) => {
        await tx.insert(paymentEvents).values(ref).onConflictDoNothing();
        if (paid)
          await issueVoucher(
            tx,
            v.id,
            {
              at: now(),
              actor: { id: null, email: "stripe" },
              method: "stripe",
              ...(intent && { paymentIntentId: intent }),
            },
            publicUrl,
          );
      });
      return "applied";
    },
  };
}
