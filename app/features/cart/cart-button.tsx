import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { badgeText } from "../../../domain/orders/cart";
import { shellMessages } from "../../components/layout/messages";
import { cn } from "../../lib/cn";
import { useLocalizedNavigate, useMessages } from "../../lib/i18n/react";
import { useCart } from "./cart-store";

/** Cart icon with count badge; animates about 800 ms, then opens /cart (spec §2). */
export function CartButton({ className }: { className?: string }) {
  const { cartCount } = useCart();
  const { SHELL } = useMessages(shellMessages);
  const navigate = useLocalizedNavigate();
  const [pressed, setPressed] = useState(false);
  return (
    <button
      type="button"
      aria-label={SHELL.cart(cartCount)}
      data-testid="cart-button"
      className={cn(
        "relative inline-flex h-11 w-11 items-center justify-center rounded-full transition-transform duration-300",
        pressed && "scale-90 rotate-[-8deg]",
        className,
      )}
      onClick={() => {
        if (pressed) return;
        setPressed(true);
        setTimeout(() => {
          setPressed(false);
          navigate("/cart", { viewTransition: true });
        }, 800);
      }}
    >
      <ShoppingBag aria-hidden className="h-5 w-5" />
      {cartCount > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-terracotta px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {badgeText(cartCount)}
        </span>
      ) : null}
    </button>
  );
}
