import { Form } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import type { ReturnableLine } from "../../../domain/orders/returns";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { MONEY_UI } from "./money-messages";

/**
 * A credit note for goods that came back, per invoice line (#50 §2): how many of each line, and (on the
 * order page) whether they go back on sale. The server computes the amount and its VAT rates from the
 * lines; the shipping comes back with the last goods. On the withdrawal page the goods went back on sale
 * at „Ware erhalten“, and every unit not yet credited is proposed.
 */
export function ReturnFields({
  version,
  lines,
  busy,
  intent,
  restock,
  proposeAll = false,
  defaultReason,
}: {
  version: number;
  lines: readonly ReturnableLine[];
  busy: boolean;
  intent: string;
  /** Offer „Zurück in den Bestand“ per line (the order page; a withdrawal restocks at receipt). */
  restock: boolean;
  proposeAll?: boolean;
  defaultReason?: string;
}) {
  const open = lines.filter((l) => l.left > 0);
  return (
    <Form method="post" className="flex flex-col gap-3" data-testid={`${intent}-return-form`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <p className="text-sm text-stone-700">{MONEY_UI.returnHint}</p>
      <ul className="flex flex-col gap-3">
        {open.map((l) => (
          <li key={l.index} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
            <p className="text-sm">
              <span className="font-medium text-leaf-950">{l.name}</span>{" "}
              <span className="text-stone-700">
                {MONEY_UI.returnLineFacts(l.quantity, formatEuro(l.unitGrossCents), l.vatRate, l.left)}
              </span>
            </p>
            <div className="flex flex-wrap items-end gap-4">
              <Field
                label={MONEY_UI.returnQuantity(l.name)}
                name={`return.${l.index}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={l.left}
                step={1}
                defaultValue={proposeAll ? l.left : 0}
                className="w-40"
              />
              {restock && l.plantId ? (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" name={`restock.${l.index}`} className="h-5 w-5 accent-leaf-700" />
                  {MONEY_UI.returnRestock}
                  {/* One box per line: its name tells a screen reader which line it puts back. */}
                  <span className="sr-only">: {l.name}</span>
                </label>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <CreditReason defaultReason={defaultReason} busy={busy} submit={MONEY_UI.returnSubmit} />
    </Form>
  );
}

/** A credit note's reason (it is printed on the document) and the form's button. */
export function CreditReason({
  defaultReason,
  busy,
  submit,
}: {
  defaultReason?: string;
  busy: boolean;
  submit: string;
}) {
  return (
    <>
      <Field
        label={MONEY_UI.creditReason}
        name="reason"
        maxLength={200}
        autoComplete="off"
        defaultValue={defaultReason}
        required
      />
      <Button type="submit" disabled={busy} className="self-start">
        {submit}
      </Button>
    </>
  );
}
