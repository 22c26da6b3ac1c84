import type { Locale } from "../../domain/text/i18n";
import { voucherPageTexts } from "../../domain/vouchers/voucher-messages";
import type { PurchasedVoucher, VoucherService } from "./service";
import type { VoucherCheckout } from "./stripe-voucher";

export type VoucherBuyAnswer =
  | { ok: true; voucher: PurchasedVoucher; payment?: { redirectUrl: string | null } }
  | { ok: false; status: 400 | 422 | 503; error: string; message: string };

/**
 * Buying a voucher from the page's form or the API (#43 §3): the voucher (pending), and for one paid
 * online its Stripe page. Online payment is refused where the shop takes none (422), and when Stripe
 * cannot be reached (503: the voucher stays pending, nothing was charged; buying again makes a new one).
 */
export async function buyVoucher(
  services: { vouchers: VoucherService; voucherCheckout: VoucherCheckout | null },
  input: unknown,
  locale: Locale,
): Promise<VoucherBuyAnswer> {
  const t = voucherPageTexts[locale];
  const online = (input as { payment?: unknown } | undefined)?.payment === "online";
  const checkout = services.voucherCheckout;
  if (online && !checkout)
    return { ok: false, status: 422, error: "online_unavailable", message: t.onlineUnavailable };
  const result = await services.vouchers.buy(input, locale);
  if (!result.ok)
    return {
      ok: false,
      status: 400,
      error: result.error,
      message: result.error === "invalid_voucher" ? t.invalid(result.field) : t.deliverOnOutOfRange,
    };
  if (result.voucher.paymentMethod !== "stripe" || !checkout) return { ok: true, voucher: result.voucher };
  const started = await checkout.start(result.voucher.id);
  if (!started.ok)
    return started.reason === "unavailable"
      ? { ok: false, status: 503, error: "payment_unavailable", message: t.paymentUnavailable }
      : { ok: false, status: 422, error: "not_payable", message: t.onlineUnavailable };
  return { ok: true, voucher: result.voucher, payment: { redirectUrl: started.redirectUrl } };
}
