import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

// focus-within, not focus: Tab also stops on a date field's calendar button, inside the input, where
// :focus no longer matches and the browser's outline is only around the small icon; there the ring is
// opaque, so the field itself shows where the focus is.
/** A text input's, select's or textarea's look (add the height: `h-11`, or `py-2` for a textarea). */
export const controlClass =
  "w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 " +
  "focus:outline-none focus-within:border-leaf-600 focus-within:ring-2 focus-within:ring-leaf-600/30 " +
  "[&:focus-within:not(:focus)]:ring-leaf-600 aria-[invalid=true]:border-red-600";
// Inputs only: a select matches :read-only too.
const readOnly = "read-only:bg-stone-100 read-only:text-stone-600";

/** What a Field hands its control: the id its label points at, and hint and error tied to it. */
export interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A labelled control with an optional hint and error, both tied to it for screen readers. An input by
 * default (the other props are its attributes); `children` renders any other control (select, textarea,
 * file) with the props it is handed.
 */
export function Field({
  label,
  hint,
  error,
  id: givenId,
  className,
  children,
  ...input
}: Omit<ComponentProps<"input">, "children"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children?: (control: FieldControl) => ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const control: FieldControl = {
    id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? true : undefined,
  };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-leaf-950">
        {label}
      </label>
      {children ? (
        children(control)
      ) : (
        <input {...control} className={cn(controlClass, "h-11", readOnly)} {...input} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
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
