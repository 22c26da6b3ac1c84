import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
// Types only: erased, so Radix stays out of this file's chunk.
import type { DialogProps } from "./dialog";

/**
 * Modal dialog on the browser's own `<dialog>` (`showModal()`): the page behind is inert, Escape closes,
 * focus returns to whatever had it when it opened — all done by the browser, so it costs a few hundred bytes
 * instead of Radix's Dialog (six script files). The cookie dialog uses it: it opens on every first visit,
 * so its code is part of the first view that Lighthouse measures (#31). Page scroll is locked while open.
 * Same props as `Dialog`; a click on the backdrop closes it, as Radix's overlay did.
 */
export function NativeDialog({
  open,
  onOpenChange,
  title,
  closeLabel = "Schließen",
  className,
  children,
}: Pick<DialogProps, "open" | "onOpenChange" | "title" | "closeLabel" | "className" | "children">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler is the backdrop's; Escape (onCancel) is its keyboard twin.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: the parent decides (it owns `open`); the effect then closes the element.
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
      onClick={(e) => {
        if (e.target === e.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "m-auto max-h-[90vh] w-[90vw] overflow-y-auto rounded-2xl border-0 bg-white p-0 text-stone-900 shadow-xl",
        "backdrop:bg-black/60 open:animate-fade-in",
        className,
      )}
    >
      <div className="relative p-6">
        <h2 id={titleId} className="text-xl font-semibold text-leaf-950">
          {title}
        </h2>
        {children}
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="absolute right-3 top-3 rounded-full p-2 text-stone-600 hover:bg-stone-100"
          aria-label={closeLabel}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </dialog>
  );
}
