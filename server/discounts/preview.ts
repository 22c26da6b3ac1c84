import { type DiscountPreview, orderRequestSchema } from "../../domain/contracts/order";
import { orderRefusalMessages } from "../../domain/contracts/order-messages";
import { applyCodes, discountCartLines, NO_DISCOUNT } from "../../domain/discounts/discounts";
import { priceOrder } from "../../domain/orders/order";
import { shippingRates } from "../../domain/shop/settings";
import type { Locale } from "../../domain/text/i18n";
import { z } from "../../domain/text/zod";
import { formatVoucherCode, payWithVouchers } from "../../domain/vouchers/vouchers";
import type { Catalog } from "../catalog/catalog";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { refusalBody } from "../http/refusal";
import { unitsRefusal } from "../orders/order-service";
import { unitsOfSale } from "../orders/units-of-sale";
import { splitCodes } from "../vouchers/redemption";
import { loadCodes } from "./redemptions";

/**
 * The checkout's „Einlösen“ (#43 §2): what the codes take off this cart now, by the same rule and the
 * same catalogue prices as the order (server/orders/order-service.ts), or why a code is refused — in the
 * page's language. Nothing is counted: the order counts the use when it is placed.
 */
const previewSchema = z.strictObject({
  items: orderRequestSchema.shape.items,
  codes: orderRequestSchema.shape.codes.pipe(z.array(z.string()).min(1)),
  /** Typed already: the per-e-mail limit is checked too; else only at the order. */
  email: z.string().trim().max(254).optional(),
});

export function createDiscountPreview({
  db,
  catalog,
  config,
}: {
  db: Db;
  catalog: Pick<Catalog, "byIds">;
  config: Pick<Config, "freeShippingThresholdCents"> & { shop?: Config["shop"] };
}) {
  return async function preview(
    input: unknown,
    locale: Locale,
  ): Promise<{ status: 200 | 400 | 422; body: DiscountPreview | ReturnType<typeof refusalBody> }> {
    const parsed = previewSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      return {
        status: 400,
        body: refusalBody(orderRefusalMessages, locale, { error: "invalid_order", ...(issue && { issue }) }),
      };
    }
    const { items, codes, email = "" } = parsed.data;
    const units = await unitsOfSale(catalog, items);
    if (!units.ok) {
      const refused = unitsRefusal(units);
      return {
        status: refused.status === 400 ? 400 : 422,
        body: refusalBody(orderRefusalMessages, locale, refused as never),
      };
    }
    const { plants } = units;
    const priced = priceOrder(
      units.items,
      plants,
      config.freeShippingThresholdCents,
      config.shop ? shippingRates(config.shop) : undefined,
    );
    if (!priced.ok)
      return {
        status: 422,
        body: refusalBody(orderRefusalMessages, locale, {
          error: "unknown_plants",
          params: { ids: priced.unknownIds },
        }),
      };
    const now = new Date();
    // Gift vouchers among them (#43 §3) pay what is left after the discount codes.
    const typed = await splitCodes(db, codes);
    const applied = typed.discountCodes.length
      ? applyCodes({
          requested: typed.discountCodes,
          known: await loadCodes(db, typed.discountCodes, email),
          lines: discountCartLines(priced.lines, plants),
          shippingCents: priced.totals.shippingCents,
          now,
        })
      : { ok: true as const, ...NO_DISCOUNT };
    if (!applied.ok) {
      const { error, params } = applied;
      return { status: 422, body: refusalBody(orderRefusalMessages, locale, { error, params } as never) };
    }
    const totalCents = priced.totals.totalCents - applied.totalCents;
    const paid = payWithVouchers(totalCents, typed.vouchers, now);
    if (!paid.ok) {
      const { error, params } = paid;
      return { status: 422, body: refusalBody(orderRefusalMessages, locale, { error, params } as never) };
    }
    return {
      status: 200,
      body: {
        codes: applied.codes.map((c) => ({ code: c.code, amountCents: c.cents })),
        discountCents: applied.totalCents,
        totalCents,
        ...(paid.uses.length && {
          vouchers: paid.uses.map((u) => ({ code: formatVoucherCode(u.code), amountCents: u.cents })),
          voucherCents: paid.totalCents,
          dueCents: totalCents - paid.totalCents,
        }),
      },
    };
  };
}
