import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn";

/**
 * Modal dialog on Radix: traps focus, closes with Escape, locks page scroll, and on closing returns
 * focus to whatever had it before opening (Radix alone only returns it to a Radix trigger, and these
 * dialogs are opened from code, e.g. the cookie dialog from the footer). Overlay black at 60 % (spec §9).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  hideClose,
  closeLabel = "Schließen",
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  hideTitle?: boolean;
  hideClose?: boolean;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <D.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl",
            "max-h-[90vh] w-[90vw] overflow-y-auto focus:outline-none animate-fade-in",
            className,
          )}
          onOpenAutoFocus={() => {
            // Runs before Radix moves focus into the dialog: this is still the opener.
            returnFocusTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            const el = returnFocusTo.current;
            if (el?.isConnected && el !== document.body) {
              event.preventDefault();
              el.focus();
            }
          }}
        >
          <D.Title className={hideTitle ? "sr-only" : "text-xl font-semibold text-leaf-950"}>{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-stone-600">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          {children}
          {hideClose ? null : (
            <D.Close
              className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100"
              aria-label={closeLabel}
            >
              <X aria-hidden className="h-5 w-5" />
            </D.Close>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
