/**
 * What the voucher page says when Stripe sends the buyer back (#43 §3), from our records only: the
 * voucher is issued by Stripe's webhook, never by the return (which anyone can fake), so a return that
 * overtook the webhook says „noch nicht bestätigt“ until it arrives.
 */
export type VoucherReturnState = "paid" | "pending" | "cancelled";

export function voucherReturnState(
  voucher: { state: "pending" | "active" | "cancelled"; paymentMethod: string } | null,
  payment: string | null,
): VoucherReturnState | null {
  if (voucher?.paymentMethod !== "stripe") return null;
  if (payment !== "return" && payment !== "cancelled") return null;
  if (voucher.state === "active") return "paid";
  return payment === "cancelled" || voucher.state === "cancelled" ? "cancelled" : "pending";
}
