import { and, eq } from "drizzle-orm";
import { shopDay } from "../../domain/vouchers/vouchers";
import { audit } from "../admin/audit";
import type { Tx } from "../db/client";
import { type VoucherRow, vouchers } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { voucherMail } from "../mail/templates/voucher";

/** The chosen day's morning: 07:00 UTC is 08:00 in Berlin in winter, 09:00 in summer. */
export const deliveryMoment = (deliverOn: string): Date => new Date(`${deliverOn}T07:00:00Z`);

/** Where the voucher's page is, in the buyer's language: its mail links the balance check there. */
export const voucherPageUrl = (publicUrl: string, locale: VoucherRow["locale"]) =>
  `${publicUrl}${locale === "en" ? "/en/gift-card" : "/gutschein"}`;

/**
 * Issues a pending voucher whose money arrived (#43 §3): the merchant marked the transfer paid, or
 * Stripe's webhook said the online payment succeeded. One conditional UPDATE (state pending → active)
 * decides: a second call — a webhook delivered twice, two clicks — finds nothing pending and does
 * nothing, so the voucher's mail and its booking (the sale is read from `paid_at`) happen once. The
 * mail, with the voucher as a PDF, waits in the outbox for the chosen day's morning; a day today or
 * already past (paid late) sends at once. Returns the issued row, or null when it was not pending.
 */
export async function issueVoucher(
  tx: Tx,
  id: string,
  paid: {
    at: Date;
    actor: { id: string | null; email: string };
    method: VoucherRow["paymentMethod"];
    paymentIntentId?: string;
  },
  publicUrl: string,
): Promise<VoucherRow | null> {
  const [row] = await tx
    .update(vouchers)
    .set({
      state: "active",
      paidAt: paid.at,
      paidBy: paid.actor.email,
      ...(paid.paymentIntentId && { stripePaymentIntentId: paid.paymentIntentId }),
    })
    .where(and(eq(vouchers.id, id), eq(vouchers.state, "pending"), eq(vouchers.paymentMethod, paid.method)))
    .returning();
  if (!row) return null;
  const gift = Boolean(row.recipientEmail);
  await enqueueMail(tx, {
    ...voucherMail({
      to: row.recipientEmail ?? row.buyerEmail,
      name: gift ? (row.recipientName ?? "") : row.buyerName,
      buyerName: row.buyerName,
      gift,
      code: row.code,
      amountCents: row.initialCents,
      validUntil: row.validUntil,
      message: row.message,
      balanceUrl: voucherPageUrl(publicUrl, row.locale),
      locale: row.locale,
      voucherId: row.id,
    }),
    ...(row.deliverOn > shopDay(paid.at) && { notBefore: deliveryMoment(row.deliverOn) }),
  });
  await audit(tx, {
    actor: paid.actor,
    action: "voucher.paid",
    entity: { type: "voucher", id: row.id },
    after: { number: row.number, state: "active", method: row.paymentMethod },
  });
  return row;
}
