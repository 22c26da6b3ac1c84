import { and, eq } from "drizzle-orm";
import { paymentMethodName } from "../../domain/orders/online-payment";
import type { Tx } from "../db/client";
import { onlinePayments, orderPayments } from "../db/schema";
import type { InvoiceSettlement } from "../invoices/issue";

/**
 * How the invoice of an order paid online is settled when the parcel leaves (#33): paid (the day Stripe
 * booked it), a debit on its way, or — open, failed, or no online payment — null: the invoice asks for a
 * transfer as any other.
 */
export async function onlineSettlement(tx: Tx, orderId: string): Promise<InvoiceSettlement | null> {
  const [online] = await tx.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
  if (!online) return null;
  const method = paymentMethodName(online.method, "de");
  if (online.state === "processing") return { kind: "debit", method };
  if (online.state !== "paid" || !online.paymentIntentId) return null;
  const [entry] = await tx
    .select({ paidOn: orderPayments.paidOn })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.providerRef, online.paymentIntentId)));
  return entry ? { kind: "paid", paidOn: entry.paidOn, method, provider: "Stripe" } : null;
}
