import { ScanLine } from "lucide-react";
import { useLocation } from "react-router";
import { CartButton } from "../../features/cart/cart-button";
import { ScanLink } from "../../features/finder/scan-link";
import { cn } from "../../lib/cn";
import { FLOATING_HOME_AFTER, useScroll } from "../../lib/use-scroll";
import { SHELL } from "./messages";

/**
 * Bottom-right AI-finder and cart buttons on mobile widths (spec §2): on home after 300 px, hidden on
 * /concierge. The AI-finder button shows the splash, then goes to /ai-finder.
 */
export function FloatingButtons() {
  const { pathname } = useLocation();
  const { y } = useScroll();
  if (pathname === "/concierge") return null;
  const visible = pathname !== "/" || y > FLOATING_HOME_AFTER;
  return (
    <div
      data-testid="floating-buttons"
      data-visible={visible}
      className={cn(
        "fixed bottom-4 right-4 z-30 flex flex-col gap-3 transition-opacity duration-300 md:hidden print:hidden",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
      aria-hidden={!visible}
    >
      <ScanLink
        aria-label={SHELL.aiFinder}
        tabIndex={visible ? undefined : -1}
        className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-scan-gradient text-white shadow-lg"
      >
        <ScanLine aria-hidden className="h-6 w-6" />
      </ScanLink>
      <CartButton className="h-14 w-14 bg-white text-leaf-900 shadow-lg" />
    </div>
  );
}
