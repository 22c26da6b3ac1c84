import { useEffect, useSyncExternalStore } from "react";
import { Toaster, toast } from "sonner";
import { useMessages } from "../../lib/i18n/react";
import { connectToaster } from "../../lib/toast";
import { shellMessages } from "../layout/messages";

/**
 * sonner's toaster with the spec's settings (4000 ms, 3 visible, gap 14, bottom-right). Loaded on demand
 * by `<Toaster>` (toaster.tsx). Its effect runs after sonner's own (children's effects run first), so
 * sonner is subscribed when the waiting toasts are handed over.
 */
/** sonner's own phone breakpoint: below it a toast spans the width (its `mobileOffset`). */
const PHONE = "(max-width: 600px)";
const onViewport = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};

export function SonnerToaster() {
  useEffect(() => connectToaster(toast), []);
  // On a phone a bottom toast spans the width just above the scan and cart bar: right after the cookie
  // choice it lay over a plant's name and price (#46 §9). Phones show toasts under the header instead,
  // where the page's first screen has its back link and image, as phone notifications do.
  const phone = useSyncExternalStore(
    onViewport,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  // sonner names its close button and region in English: a screen reader reads the page's language (#46).
  const { SHELL } = useMessages(shellMessages);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: SHELL.toastClose }}
      containerAriaLabel={SHELL.toasts}
      // On phones below the sticky header (64 px), clear of the bar of scan and cart buttons (#32).
      mobileOffset={{ top: 72, bottom: 80, left: 16, right: 16 }}
    />
  );
}
