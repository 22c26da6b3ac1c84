import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { useReturnFocus } from "./dialog";

/**
 * Side sheet (mobile menu), a Radix dialog sliding in from the right. Its opening button lives outside
 * (rendered with the page, while this code loads on the first opening): on closing, focus returns to
 * whatever had it before, else to `trigger`.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The opening button. */
  trigger?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(trigger);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <D.Content
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl animate-slide-in-right focus:outline-none"
        >
          <D.Title className="sr-only">{title}</D.Title>
          <D.Description className="sr-only">{title}</D.Description>
          {children}
          <D.Close
            className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100"
            aria-label="Menü schließen"
          >
            <X aria-hidden className="h-5 w-5" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
