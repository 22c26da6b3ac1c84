import { ScanLine } from "lucide-react";
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
 * Bottom-right AI-finder and cart buttons on mobile widths (spec §2): on home after 300 px, hidden
 * while scrolling down (floatingButtonsVisible). The AI-finder button shows the splash, then goes to
 * /ai-finder. While they show, focus scrolling keeps clear of them (app.css, `data-floating-buttons`).
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
        "fixed bottom-4 right-4 z-30 flex flex-col gap-3 transition-opacity duration-300 md:hidden print:hidden",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
      // Hidden buttons leave the tab order and the accessibility tree together, the cart button included.
      inert={!visible}
    >
      <ScanLink
        aria-label={SHELL.aiFinder}
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-scan-gradient text-white shadow-lg"
      >
        <ScanLine aria-hidden className="h-6 w-6" />
      </ScanLink>
      <CartButton className="h-14 w-14 bg-white text-leaf-900 shadow-lg" />
    </div>
  );
}
