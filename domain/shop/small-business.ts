import { shopClock } from "../orders/delivery";

/**
 * The small-business rule (Kleinunternehmerregelung, § 19 UStG, #50 §5), pure.
 *
 * A shop under it charges no VAT: its invoices show no VAT amount and no rate but a notice that none is
 * charged (§ 19 Abs. 1 UStG with § 34a UStDV, in force since 2025), its prices are end prices without
 * „inkl. MwSt.“ (that would claim a tax it does not charge, § 5 UWG; the IHKs advise the notice
 * instead), and its revenue is booked on DATEV's account for it (SKR03 8195 / SKR04 4185) without a tax key.
 *
 * The status is dated: `since` is the first day the current status holds, and before it the other one
 * did — a shop that outgrows the limit switches to charging VAT from a day, one that starts small
 * switches on from its first day. An empty `since` means the status has always held. What a document
 * says is decided on its own date (the invoice on the day of the supply) and frozen with it, so
 * documents issued before a switch keep what they said.
 */

export interface TaxSettings {
  /** The small-business rule holds (from `since`). */
  smallBusiness: boolean;
  /** YYYY-MM-DD, the first day of the current status; "" for always. */
  since: string;
  /**
   * The Steuernummer from the tax office: § 14 Abs. 4 Nr. 2 UStG asks for it or the USt-IdNr. on an
   * invoice ("" when there is a USt-IdNr. or none yet).
   */
  taxNumber: string;
}

export const NO_SMALL_BUSINESS: TaxSettings = { smallBusiness: false, since: "", taxNumber: "" };

/** Does the small-business rule hold on `day` (YYYY-MM-DD)? */
export function smallBusinessOn(tax: Pick<TaxSettings, "smallBusiness" | "since">, day: string): boolean {
  return !tax.since || day >= tax.since ? tax.smallBusiness : !tax.smallBusiness;
}

/**
 * The notice a small business's documents carry in place of the VAT (our own wording of what § 34a UStDV
 * asks for: a note that the supply is exempt as a small business).
 */
export const SMALL_BUSINESS_NOTICE = {
  de: "Als Kleinunternehmen im Sinne von § 19 Abs. 1 UStG berechnen wir keine Umsatzsteuer.",
  en: "As a small business under § 19 (1) of the German VAT Act (UStG), we do not charge VAT.",
} as const;

/** Does the rule hold at the moment `at`, on the shop's calendar (Berlin)? */
export const smallBusinessAt = (tax: Pick<TaxSettings, "smallBusiness" | "since">, at: Date): boolean =>
  smallBusinessOn(tax, shopClock(at).day.toISOString().slice(0, 10));
