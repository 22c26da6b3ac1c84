import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { useMessages } from "../../lib/i18n/react";
import { connectToaster } from "../../lib/toast";
import { shellMessages } from "../layout/messages";

/**
 * sonner's toaster with the spec's settings (4000 ms, 3 visible, gap 14, bottom-right). Loaded on demand
 * by `<Toaster>` (toaster.tsx). Its effect runs after sonner's own (children's effects run first), so
 * sonner is subscribed when the waiting toasts are handed over.
 */
export function SonnerToaster() {
  useEffect(() => connectToaster(toast), []);
  // sonner names its close button and region in English: a screen reader reads the page's language (#46).
  const { SHELL } = useMessages(shellMessages);
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: SHELL.toastClose }}
      containerAriaLabel={SHELL.toasts}
      // On phones above the bar of scan and cart buttons (floating-buttons.tsx, 64 px), not over it (#32).
      mobileOffset={{ bottom: 80, left: 16, right: 16 }}
    />
  );
}
