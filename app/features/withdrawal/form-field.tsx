import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const control =
  "w-full rounded-xl border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 " +
  "aria-[invalid=true]:border-red-700";

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
}

/** Label, hint and error wired to the control with aria-describedby / aria-invalid. */
function Frame({
  id,
  label,
  hint,
  error,
  required,
  requiredLabel,
  children,
}: FieldProps & { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-leaf-950">
        {label}
        {required ? (
          <span className="text-terracotta">
            <span aria-hidden> *</span>
            <span className="sr-only"> ({requiredLabel})</span>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = ({ id, hint, error }: FieldProps) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField(props: FieldProps & Omit<ComponentProps<"input">, "id">) {
  const { id, label, hint, error, required, requiredLabel, className, ...input } = props;
  return (
    <Frame {...{ id, label, hint, error, required, requiredLabel }}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        className={cn(control, "h-11", "border-stone-500", className)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField(props: FieldProps & Omit<ComponentProps<"textarea">, "id">) {
  const { id, label, hint, error, required, requiredLabel, className, ...textarea } = props;
  return (
    <Frame {...{ id, label, hint, error, required, requiredLabel }}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        rows={3}
        className={cn(control, "py-2", "border-stone-500", className)}
        {...textarea}
      />
    </Frame>
  );
}
