import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { connectToaster } from "../../lib/toast";

/**
 * sonner's toaster with the spec's settings (4000 ms, 3 visible, gap 14, bottom-right). Loaded on demand
 * by `<Toaster>` (toaster.tsx). Its effect runs after sonner's own (children's effects run first), so
 * sonner is subscribed when the waiting toasts are handed over.
 */
export function SonnerToaster() {
  useEffect(() => connectToaster(toast), []);
  return (
    <Toaster
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      // On phones above the bar of scan and cart buttons (floating-buttons.tsx, 64 px), not over it (#32).
      mobileOffset={{ bottom: 80, left: 16, right: 16 }}
    />
  );
}
