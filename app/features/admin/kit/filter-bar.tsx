import { type ComponentProps, type ReactNode, useId } from "react";
import { Form } from "react-router";
import { type ButtonVariant, buttonClass } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { cn } from "../../../lib/cn";

/** A filter's input or select (beside `Field`, which hands it id and aria). */
export const filterControlClass = "h-11 rounded-xl border border-stone-300 bg-white px-3 text-base";

/**
 * The filters above a list: a GET form, so the list's state lives in the URL (shareable; "back" returns
 * to it). `className` lays out the fields (grid or row); `hint` goes under them, tied to the form.
 */
export function FilterBar({
  submit,
  submitVariant = "primary",
  card = true,
  hint,
  hintClassName,
  className,
  children,
  ...form
}: Omit<ComponentProps<typeof Form>, "method" | "children"> & {
  submit: string;
  submitVariant?: ButtonVariant;
  /** On a white card of its own (false: straight on the page). */
  card?: boolean;
  hint?: ReactNode;
  hintClassName?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <Form
      method="get"
      aria-describedby={hint ? hintId : undefined}
      className={cn(card && "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200", className)}
      {...form}
    >
      {children}
      <button type="submit" className={buttonClass(submitVariant, "md")}>
        {submit}
      </button>
      {hint ? (
        <p id={hintId} className={cn("text-xs text-stone-600", hintClassName)}>
          {hint}
        </p>
      ) : null}
    </Form>
  );
}

/** The free-text search of a list's filters (`q` in the URL, up to 100 characters as the server reads it). */
export function SearchField({
  label,
  id,
  value,
  placeholder,
  className,
}: {
  label: string;
  id: string;
  value: string | undefined;
  placeholder: string;
  className?: string;
}) {
  return (
    <Field label={label} id={id} className={className}>
      {(p) => (
        <input
          {...p}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          className={filterControlClass}
        />
      )}
    </Field>
  );
}
