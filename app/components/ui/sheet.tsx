import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { cn } from "../../lib/cn";
import { useReturnFocus } from "./dialog";

/**
 * Side sheet (mobile menu, shop filters), a Radix dialog sliding in from the right. Its opening button
 * lives outside (rendered with the page, while this code loads on the first opening): on closing, focus
 * returns to whatever had it before, else to `trigger`.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  showTitle = false,
  closeLabel = "Menü schließen",
  width = "w-[85vw]",
  trigger,
  contentId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Show the title as the sheet's heading (otherwise it is for screen readers only). */
  showTitle?: boolean;
  closeLabel?: string;
  /** Width class on phones (at most `max-w-sm` everywhere). */
  width?: string;
  /** The opening button. */
  trigger?: RefObject<HTMLElement | null>;
  /** The id the opening button's aria-controls names. */
  contentId?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(trigger);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <D.Content
          id={contentId}
          {...returnFocus}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl animate-slide-in-right focus:outline-none",
            width,
          )}
        >
          <D.Title className={showTitle ? "text-xl font-semibold text-leaf-950" : "sr-only"}>{title}</D.Title>
          <D.Description className="sr-only">{title}</D.Description>
          {children}
          <D.Close
            className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100"
            aria-label={closeLabel}
          >
            <X aria-hidden className="h-5 w-5" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
