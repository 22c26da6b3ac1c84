/**
 * A gift (#43 §4): „Als Geschenk verpacken“ and a message printed on a card in the parcel (the packing
 * slip's gift card, server/shipping/packing-slip-pdf.ts). A gift's packing slip names no prices (no
 * packing slip does) and no invoice: the invoice goes to the buyer by e-mail, to the billing address.
 *
 * VAT of a priced gift wrapping, for when it is charged: packing, wrapping and their costs are an
 * ancillary service (Nebenleistung) that shares the VAT of the goods it wraps, unless the wrapping has
 * a lasting use of its own (a valuable bowl, a wooden box) — Abschn. 3.10 Abs. 5 and 10.1 UStAE as
 * commented in Haufe Finance Office, „Steuersatz: Warenumschließungen/Nebenleistungen“. Paper, ribbon
 * and card around a plant have no such use: 7 % with plants, 19 % with pots, split in proportion when
 * both are in the parcel, exactly as shipping is (domain/orders/vat.ts) — not a flat 19 % service line.
 */

/** Gift wrapping costs 3,90 € until the back office says otherwise (`giftWrap` setting, #43 §4). */
export const DEFAULT_GIFT_WRAP_CENTS = 390;

/** A card holds a few lines: at most this many characters. */
export const GIFT_MESSAGE_MAX = 300;

/**
 * What „Als Geschenk verpacken“ costs on an order (#43 §4): the back office's price (`giftWrap` setting,
 * 0 for free) when the order is a gift, else nothing. The server decides it; the client's figure is never
 * read. Discount codes leave it alone: a free-shipping code frees the shipping, not the wrapping.
 */
export const giftWrapCents = (gift: boolean, priceCents: number): number => (gift ? priceCents : 0);
