import { ShoppingBag } from "lucide-react";
import { LinkButton } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { cartMessages } from "./messages";

/** Empty state of the cart page (spec §2). */
export function EmptyCart({ className }: { className?: string }) {
  const { CART } = useMessages(cartMessages);
  return (
    <section
      data-testid="empty-cart"
      aria-labelledby="empty-cart-heading"
      className={cn(
        "mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200/70",
        className,
      )}
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
        <ShoppingBag aria-hidden className="h-8 w-8" />
      </span>
      <h2 id="empty-cart-heading" className="text-2xl font-semibold text-leaf-950">
        {CART.emptyTitle}
      </h2>
      <p className="text-stone-700">{CART.emptyHint}</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <LinkButton to="/ai-finder">{CART.findMyPlant}</LinkButton>
        <LinkButton to="/shop" variant="outline">
          {CART.browseAll}
        </LinkButton>
      </div>
    </section>
  );
}
