import { useEffect, useRef, useState } from "react";
import {
  validateWithdrawal,
  WITHDRAWAL_LIMITS,
  type WithdrawalField,
  type WithdrawalReceipt,
} from "../../../domain/contracts/withdrawal";
import { Button } from "../../components/ui/button";
import { renderFormErrors } from "../../lib/i18n/form-errors";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { TextAreaField, TextField } from "./form-field";
import { withdrawalMessages } from "./messages";
import { submitWithdrawal } from "./submit-withdrawal";

const FIELDS: WithdrawalField[] = ["orderReference", "name", "email", "items", "message"];
type Values = Record<WithdrawalField, string>;
const EMPTY: Values = { orderReference: "", name: "", email: "", items: "", message: "" };

/** Step two: the details of the declaration and the "Widerruf bestätigen" button. */
export function WithdrawalForm({
  onDone,
  onCancel,
  prefill,
}: {
  onDone: (receipt: WithdrawalReceipt) => void;
  onCancel: () => void;
  /** A signed-in customer's name and email, and the order they came from. */
  prefill?: { name: string; email: string; orderReference: string } | null;
}) {
  const { WITHDRAWAL } = useMessages(withdrawalMessages);
  const locale = useLocale();
  const F = WITHDRAWAL.form;
  const [values, setValues] = useState<Values>(() =>
    prefill
      ? { ...EMPTY, name: prefill.name, email: prefill.email, orderReference: prefill.orderReference }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  // A ref, not only state: a fast double click must not send the declaration twice.
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Arriving at step two moves focus here, so keyboard and screen-reader users land on the form.
  useEffect(() => heading.current?.focus(), []);

  const focusFirstInvalid = (fieldErrors: Partial<Values>) => {
    const first = FIELDS.find((f) => fieldErrors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`#withdrawal-${first}`)?.focus();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    setFormError(undefined);
    const checked = validateWithdrawal(values);
    if (!checked.ok) {
      const fieldErrors = renderFormErrors(checked.fieldErrors, locale);
      setErrors(fieldErrors);
      focusFirstInvalid(fieldErrors);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    const result = await submitWithdrawal(checked.value, WITHDRAWAL);
    inFlight.current = false;
    setSending(false);
    if (result.ok) return onDone(result.receipt);
    setErrors(result.fieldErrors);
    if (Object.keys(result.fieldErrors).length) focusFirstInvalid(result.fieldErrors);
    else setFormError(result.message);
  };

  const field = (name: WithdrawalField) => ({
    id: `withdrawal-${name}`,
    name,
    label: F[name].label,
    hint: F[name].hint || undefined,
    error: errors[name],
    requiredLabel: F.required,
    maxLength: WITHDRAWAL_LIMITS[name],
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form
      ref={form}
      id="withdrawal-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="withdrawal-form-heading"
      className="flex flex-col gap-5"
    >
      <div>
        <h3
          id="withdrawal-form-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-leaf-950 focus:outline-none"
        >
          {F.heading}
        </h3>
        <p className="mt-1 text-stone-700">{F.text}</p>
      </div>
      <TextField {...field("orderReference")} required autoComplete="off" spellCheck={false} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field("name")} required autoComplete="name" />
        <TextField {...field("email")} required type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextAreaField {...field("items")} />
      <TextAreaField {...field("message")} />
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={sending || undefined} className="min-w-52">
          {sending ? F.submitting : F.submit}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {F.cancel}
        </Button>
      </div>
    </form>
  );
}
