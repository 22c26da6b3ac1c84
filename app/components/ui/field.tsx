import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";

// focus-within, not focus: Tab also stops on a date field's calendar button, inside the input, where
// :focus no longer matches and the browser's outline is only around the small icon; there the ring is
// opaque, so the field itself shows where the focus is.
const input =
  "h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 " +
  "focus:outline-none focus-within:border-leaf-600 focus-within:ring-2 focus-within:ring-leaf-600/30 " +
  "[&:focus-within:not(:focus)]:ring-leaf-600 " +
  "read-only:bg-stone-100 read-only:text-stone-600";

/** A labelled input with an optional hint, both tied to it for screen readers. */
export function Field({
  label,
  hint,
  className,
  ...props
}: ComponentProps<"input"> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-leaf-950">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={input} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An error or notice under a form, announced when it appears. */
export function FormMessage({
  tone = "error",
  children,
  className,
}: {
  tone?: "error" | "success" | "info";
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl px-4 py-3 text-sm",
        tone === "error" && "bg-red-50 text-red-800",
        tone === "success" && "bg-leaf-50 text-leaf-900",
        tone === "info" && "bg-amber-50 text-amber-900",
        className,
      )}
    >
      {children}
    </div>
  );
}
