import { ScanLine } from "lucide-react";
import { BRAND } from "../../../domain/shop/brand";
import { CartButton } from "../../features/cart/cart-button";
import { ScanLink } from "../../features/finder/scan-link";
import { cn } from "../../lib/cn";
import { useMessages, usePagePath } from "../../lib/i18n/react";
import { floatingButtonsVisible, useScroll } from "../../lib/use-scroll";
import { shellMessages } from "./messages";

/**
 * Pages without them: /concierge (spec §2); the cart and the checkout, whose own buttons and form
 * fields they would cover (and which are the cart already).
 */
export const WITHOUT_FLOATING_BUTTONS = new Set(["/concierge", "/cart", "/checkout"]);

/**
 * The AI-finder and cart buttons on mobile widths (spec §2): on home after 300 px, hidden while
 * scrolling down (floatingButtonsVisible). The AI-finder button shows the splash, then goes to
 * /ai-finder. They sit in a bar across the bottom with its own background (#32): round buttons floating
 * over the page covered a card's "+", accordion chevrons and text; the bar is the page's frame, like the
 * header, and the page keeps room for it at its end (app.css). While it shows, focus scrolling keeps
 * clear of it (`data-floating-buttons`) and toasts open above it (sonner-toaster.tsx).
 */
export function FloatingButtons() {
  const pathname = usePagePath();
  const { SHELL } = useMessages(shellMessages);
  const scroll = useScroll();
  if (WITHOUT_FLOATING_BUTTONS.has(pathname)) return null;
  const visible = floatingButtonsVisible(pathname === "/", scroll);
  return (
    <div
      data-testid="floating-buttons"
      data-visible={visible}
      data-floating-buttons={visible ? "visible" : "hidden"}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-stone-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] transition-opacity duration-300 md:hidden print:hidden",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
      // Hidden buttons leave the tab order and the accessibility tree together, the cart button included.
      inert={!visible}
    >
      <ScanLink
        aria-label={SHELL.aiFinder}
        className="inline-flex h-12 items-center gap-2 rounded-full bg-scan-gradient px-5 font-semibold text-white"
      >
        <ScanLine aria-hidden className="h-5 w-5" />
        <span aria-hidden>{BRAND.scanName}</span>
      </ScanLink>
      <CartButton className="h-12 w-12 bg-leaf-50 text-leaf-900 ring-1 ring-leaf-200" />
    </div>
  );
}
