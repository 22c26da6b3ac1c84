import type { RefusalTexts } from "../text/refusal";
import type { VoucherRefusals } from "./vouchers";

/** Why a voucher was refused (#43 §3), in both languages: the order endpoint and the checkout render these. */
export const voucherRefusalTexts: {
  de: RefusalTexts<VoucherRefusals>;
  en: RefusalTexts<VoucherRefusals>;
} = {
  de: {
    voucher_not_active: ({ code }) =>
      `Der Gutschein „${code}“ ist noch nicht freigeschaltet: Er gilt, sobald er bezahlt ist.`,
    voucher_expired: ({ code }) => `Der Gutschein „${code}“ ist abgelaufen.`,
    voucher_empty: ({ code }) => `Der Gutschein „${code}“ ist bereits vollständig eingelöst.`,
    voucher_not_needed: ({ code }) =>
      `Deine Bestellung ist schon ohne den Gutschein „${code}“ ganz bezahlt. Bitte entferne ihn.`,
  },
  en: {
    voucher_not_active: ({ code }) =>
      `The gift card “${code}” is not active yet: it works once it is paid for.`,
    voucher_expired: ({ code }) => `The gift card “${code}” has expired.`,
    voucher_empty: ({ code }) => `The gift card “${code}” has been used up.`,
    voucher_not_needed: ({ code }) =>
      `Your order is paid in full without the gift card “${code}”. Please remove it.`,
  },
};
