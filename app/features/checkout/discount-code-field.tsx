import { Loader2, Tag, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { controlClass } from "../../components/ui/field";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

/**
 * „Gutschein- oder Rabattcode“ (#43 §2): a code typed and applied with the button; the server says what
 * it takes off or why not (POST /api/discounts/preview, in the page's language). Applied codes are
 * listed with a button to remove them; the order sends them and the server counts them again.
 */
export function DiscountCodeField({
  applied,
  onApply,
  onRemove,
  disabled = false,
}: {
  applied: readonly string[];
  /** Resolves to the refusal's message, or null when the code was applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: (code: string) => void;
  disabled?: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed || checking) return;
    setChecking(true);
    setError(null);
    setStatus(null);
    const refused = await onApply(typed).finally(() => setChecking(false));
    if (refused) {
      setError(refused);
      return;
    }
    setCode("");
    setStatus(CHECKOUT.discountApplied(typed.toUpperCase()));
  };

  return (
    <form onSubmit={apply} noValidate className="flex flex-col gap-2" data-testid="discount-form">
      <label htmlFor={id} className="text-sm font-medium text-leaf-950">
        {CHECKOUT.discountLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          className={cn(controlClass, "h-11 min-w-0 flex-1 uppercase")}
        />
        <Button type="submit" variant="outline" className="h-11 shrink-0" disabled={disabled || checking}>
          {checking ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
          {checking ? CHECKOUT.discountApplying : CHECKOUT.discountApply}
        </Button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          data-testid="discount-error"
          className="text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {applied.length ? (
        <ul className="flex flex-wrap gap-2">
          {applied.map((c) => (
            <li
              key={c}
              className="inline-flex items-center gap-1 rounded-full bg-leaf-50 py-0.5 pl-3 text-sm font-medium text-leaf-900"
            >
              <Tag aria-hidden className="h-3.5 w-3.5" />
              {c}
              <button
                type="button"
                onClick={() => onRemove(c)}
                disabled={disabled}
                aria-label={CHECKOUT.discountRemove(c)}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-black/5"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
