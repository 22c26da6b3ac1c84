import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { type ReactNode, type RefObject, useRef } from "react";
import { cn } from "../../lib/cn";

/**
 * Returns focus on closing to whatever had it when the dialog opened; where that was nothing (the page
 * body, or an element gone meanwhile) to `fallback`, the opening button. Radix alone returns it only to a
 * Radix trigger, and these dialogs are opened from code or from plain buttons rendered before their code
 * loaded. Spread the result onto `Dialog.Content`.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus into the dialog: this is still the opener.
      returnFocusTo.current = document.activeElement as HTMLElement | null;
    },
    onCloseAutoFocus: (event: Event) => {
      // Connected and shown: the desktop search button is display:none on phones.
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
        Boolean(el?.isConnected && el !== document.body && el.getClientRects().length > 0);
      const el = [returnFocusTo.current, fallback?.current].find(usable);
      if (el) {
        event.preventDefault();
        el.focus();
      }
    },
  };
}

/**
 * Modal dialog on Radix: traps focus, closes with Escape, locks page scroll, and on closing returns
 * focus to whatever had it before opening (Radix alone only returns it to a Radix trigger, and these
 * dialogs are opened from code, e.g. the cookie dialog from the footer). Overlay black at 60 % (spec §9).
 */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  hideTitle?: boolean;
  hideClose?: boolean;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

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
}: DialogProps) {
  const returnFocus = useReturnFocus();
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
          {...returnFocus}
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
