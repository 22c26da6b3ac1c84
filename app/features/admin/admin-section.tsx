import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

/** A card of a back-office page: a region named by its heading (landmark navigation, axe). */
export function AdminSection({
  title,
  hideTitle = false,
  className,
  testId,
  anchor,
  children,
}: {
  title: ReactNode;
  /** The heading stays for screen readers only (the page's h1 already says it). */
  hideTitle?: boolean;
  className?: string;
  testId?: string;
  /** The section's id, for a link to it on the page (#…). */
  anchor?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      data-testid={testId}
      className={cn("rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200", className)}
    >
      <h2 id={id} className={hideTitle ? "sr-only" : "mb-2 font-semibold text-leaf-950"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
