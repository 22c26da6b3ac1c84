import { GIFT_MESSAGE_MAX } from "../../../domain/orders/gift";
import { useEuro } from "../../lib/i18n/money";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

/**
 * „Als Geschenk verpacken“ and the greeting card's text (#43 §4): the packing slip prints the card; the
 * parcel holds no prices and no invoice (the invoice goes to the buyer by e-mail). The wrapping's price
 * (the back office's `giftWrap` setting) stands beside the option; the server charges it, not this page.
 */
export function GiftSection({
  wrap,
  onWrapChange,
  message,
  onMessageChange,
  priceCents,
  disabled,
}: {
  wrap: boolean;
  onWrapChange: (wrap: boolean) => void;
  message: string;
  onMessageChange: (message: string) => void;
  /** The wrapping's price in cents, 0 for free. */
  priceCents: number;
  disabled: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const euro = useEuro();
  return (
    <section
      aria-labelledby="gift-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="gift-heading" className="mb-4 text-xl font-semibold text-leaf-950">
        {CHECKOUT.giftHeading}
      </h2>
      <div className="flex gap-3">
        <input
          id="gift-wrap"
          type="checkbox"
          checked={wrap}
          onChange={(e) => onWrapChange(e.target.checked)}
          disabled={disabled}
          aria-describedby="gift-wrap-price gift-wrap-hint"
          className="mt-0.5 h-5 w-5 shrink-0 accent-leaf-700"
        />
        <div>
          <label htmlFor="gift-wrap" className="text-sm font-medium text-stone-800">
            {CHECKOUT.giftWrap}
          </label>{" "}
          {/* Beside the option; read with it as its description, so the name stays the option's. */}
          <span
            id="gift-wrap-price"
            data-testid="gift-wrap-price"
            className="whitespace-nowrap text-sm tabular-nums text-stone-700"
          >
            {priceCents > 0 ? CHECKOUT.giftWrapPrice(euro(priceCents)) : CHECKOUT.giftWrapFree}
          </span>
          <p id="gift-wrap-hint" className="text-sm text-stone-600">
            {CHECKOUT.giftWrapHint}
          </p>
        </div>
      </div>
      {wrap ? (
        <div className="mt-4 flex min-w-0 flex-col gap-1.5">
          <label htmlFor="gift-message" className="text-sm font-medium text-stone-800">
            {CHECKOUT.giftMessage}
          </label>
          <textarea
            id="gift-message"
            name="giftMessage"
            value={message}
            onChange={(e) => onMessageChange(e.target.value)}
            maxLength={GIFT_MESSAGE_MAX}
            rows={4}
            disabled={disabled}
            aria-describedby="gift-message-hint"
            className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30"
          />
          <p id="gift-message-hint" className="text-sm text-stone-600">
            {CHECKOUT.giftMessageHint(GIFT_MESSAGE_MAX - message.length)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
