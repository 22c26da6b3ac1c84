import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { MONEY_METHOD_LABELS } from "../../../domain/contracts/ledger-messages";
import type { Balance, RateGross } from "../../../domain/orders/ledger";
import { formatEuro } from "../../../domain/orders/money";
import type { ReminderView } from "../../../domain/orders/reminders";
import type { ReturnableLine } from "../../../domain/orders/returns";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminSection } from "./admin-section";
import { formatDateTime } from "./format";
import { filterControlClass } from "./kit/filter-bar";
import { MONEY_UI } from "./money-messages";
import { OnlinePaymentBox, type OnlinePaymentDetail } from "./online-payment";
import { CreditReason, ReturnFields } from "./return-fields";
import { germanDate } from "./timeline";
import { useCan } from "./use-can";

/**
 * The order's money (#27): what is owed, paid, refunded and open, every entry with its reversal, and
 * the forms that append to the ledger — payment, refund (only when money is due back), credit note.
 * Nothing is pre-filled: an amount is typed from the bank statement, never taken over by one tap.
 */

export const MONEY_INTENTS = ["pay", "refund", "credit", "reverse", "remind"] as const;
export const PARCEL_INTENTS = ["correctParcel", "addParcel"] as const;

export interface MoneyEntry {
  id: string;
  kind: "payment" | "refund";
  amountCents: number;
  paidOn: string;
  method: string;
  reason: string | null;
  actor: string;
  reversesId: string | null;
  reversed: boolean;
  /** „Buchung stornieren" is offered: the reversal command's own rule (domain/orders/ledger.ts, #50 §6). */
  reversible: boolean;
}

export interface Parcel {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  actor: string;
  replacesId: string | null;
  reason: string | null;
  replaced: boolean;
}

/** Every method an entry may carry (Stripe's included); the hand-entry select offers fewer. */
const methodLabel = (method: string): string =>
  (MONEY_METHOD_LABELS as Record<string, string>)[method] ?? method;

type Result = { error: string; intent?: string } | { notice: string; intent?: string } | undefined;

const subCard = "flex flex-col gap-3 rounded-xl border border-stone-200 p-4";

function Hidden({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/** The action's answer, shown where the form was sent from. */
function Outcome({ result, intents }: { result: Result; intents: readonly string[] }) {
  if (!result?.intent || !intents.includes(result.intent)) return null;
  return "error" in result ? (
    <FormMessage className="mb-3">{result.error}</FormMessage>
  ) : (
    <FormMessage tone="success" className="mb-3">
      {result.notice}
    </FormMessage>
  );
}

/** A form folded away until staff open it: the page stays a summary. */
function Fold({ summary, testId, children }: { summary: string; testId: string; children: ReactNode }) {
  return (
    <details className={subCard} data-testid={testId}>
      <summary className="min-h-11 cursor-pointer content-center font-medium text-leaf-900">
        {summary}
      </summary>
      {children}
    </details>
  );
}

export function OrderMoney({
  version,
  balance,
  movements,
  creditable,
  returnable,
  reminders,
  reminderNext,
  today,
  refundBy,
  canPay,
  refundable,
  online,
  result,
}: {
  version: number;
  balance: Balance;
  movements: MoneyEntry[];
  creditable: RateGross[];
  /** The invoice's lines and what may still come back of each (#50 §2). */
  returnable: ReturnableLine[];
  /** Payment reminders sent (#50 §5), and the level that may go now (null: none). */
  reminders: ReminderView[];
  reminderNext: 1 | 2 | null;
  today: string;
  /** The earliest refund deadline of a withdrawal, when money is due back. */
  refundBy: string | null;
  canPay: boolean;
  /** „Erstattung erfassen" is offered: the refund command's own rule (domain/orders/ledger.ts, #50 §6). */
  refundable: boolean;
  /** The order's Stripe payment (#33); null for an order not paid online. */
  online: OnlinePaymentDetail | null;
  result: Result;
}) {
  const busy = useNavigation().state === "submitting";
  // Only what the role may (domain/shop/roles.ts, #49 §3); customer service above its limit asks the owner.
  const can = useCan();
  const creditLeft = can("money.refund") ? creditable.reduce((s, r) => s + r.grossCents, 0) : 0;
  const byId = new Map(movements.map((m) => [m.id, m]));
  return (
    <AdminSection title={MONEY_UI.heading} testId="order-money">
      <Outcome result={result} intents={MONEY_INTENTS} />
      {online ? <OnlinePaymentBox online={online} /> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="order-balance-sheet">
        <dt>{balance.invoiced ? MONEY_UI.owed : MONEY_UI.owedBeforeInvoice}</dt>
        <dd className="text-right tabular-nums">
          {formatEuro(balance.invoiced ? balance.invoicedCents : balance.owedCents)}
        </dd>
        {balance.creditedCents > 0 ? (
          <>
            <dt>{MONEY_UI.credited}</dt>
            <dd className="text-right tabular-nums">−{formatEuro(balance.creditedCents)}</dd>
          </>
        ) : null}
        <dt>{MONEY_UI.paid}</dt>
        <dd className="text-right tabular-nums" data-testid="order-paid">
          {formatEuro(balance.paidCents)}
        </dd>
        {balance.refundedCents !== 0 ? (
          <>
            <dt>{MONEY_UI.refunded}</dt>
            <dd className="text-right tabular-nums">{formatEuro(balance.refundedCents)}</dd>
          </>
        ) : null}
        <dt className="border-t border-stone-200 pt-1 font-semibold">
          {balance.refundDueCents > 0 ? MONEY_UI.refundDue : MONEY_UI.open}
        </dt>
        <dd
          className="border-t border-stone-200 pt-1 text-right font-semibold tabular-nums"
          data-testid="order-balance"
        >
          {formatEuro(balance.refundDueCents > 0 ? balance.refundDueCents : balance.dueCents)}
        </dd>
      </dl>
      {balance.refundDueCents > 0 && refundBy ? (
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="refund-deadline">
          {MONEY_UI.deadline(germanDate(refundBy))}
        </p>
      ) : null}

      <h3 className="mt-4 mb-1 text-sm font-semibold text-leaf-950">{MONEY_UI.entriesHeading}</h3>
      {movements.length === 0 ? (
        <p className="text-sm text-stone-700">{MONEY_UI.noEntries}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm" data-testid="order-payments">
          {movements.map((m) => {
            const label = m.reversesId
              ? `${MONEY_UI.reversalOf[m.kind]} vom ${germanDate(byId.get(m.reversesId)?.paidOn ?? m.paidOn)}`
              : MONEY_UI.kind[m.kind]!;
            return (
              <li key={m.id} className="border-t border-stone-100 pt-2" data-testid="ledger-entry">
                <p className={m.reversed ? "text-stone-500 line-through" : "text-stone-900"}>
                  {MONEY_UI.entryLine(label, formatEuro(m.amountCents), germanDate(m.paidOn))}
                </p>
                {m.reversed ? (
                  <span className="text-xs font-medium text-red-800">{MONEY_UI.reversedMark}</span>
                ) : null}
                <p className="text-xs text-stone-600">
                  {m.actor === "stripe"
                    ? MONEY_UI.entryFromStripe(methodLabel(m.method))
                    : MONEY_UI.entryBy(methodLabel(m.method), m.actor)}
                  {m.reason ? ` · ${m.reason}` : ""}
                </p>
                {m.reversible && can("money.reverse") ? (
                  <details className="mt-1">
                    <summary className="min-h-11 cursor-pointer content-center text-sm text-leaf-800 underline underline-offset-4">
                      {MONEY_UI.reverse}
                    </summary>
                    <Form method="post" className="mt-2 flex flex-col gap-2">
                      <Hidden intent="reverse" version={version} />
                      <input type="hidden" name="entryId" value={m.id} />
                      <p className="text-xs text-stone-600">{MONEY_UI.reverseHint}</p>
                      <Field
                        label={MONEY_UI.reverseReason}
                        name="reason"
                        maxLength={200}
                        required
                        autoComplete="off"
                      />
                      <Button type="submit" variant="outline" disabled={busy} className="self-start">
                        {MONEY_UI.reverseSubmit}
                      </Button>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {/* Forms remount with each new version, so fields start empty after a change. */}
      <div key={version} className="mt-4 grid gap-3">
        {refundable && can("money.refund") ? (
          <Form method="post" className={subCard} aria-labelledby="refund-heading" data-testid="refund-form">
            <Hidden intent="refund" version={version} />
            <h3 id="refund-heading" className="font-medium text-leaf-950">
              {MONEY_UI.refundHeading}
            </h3>
            <p className="text-sm text-stone-700">
              {MONEY_UI.refundHint(formatEuro(balance.refundDueCents))}
            </p>
            {online?.state === "paid" ? (
              <p className="text-sm text-stone-700" data-testid="refund-through-stripe">
                {MONEY_UI.refundThroughStripe}
              </p>
            ) : null}
            <Field label={MONEY_UI.amount} name="amount" inputMode="decimal" autoComplete="off" required />
            <Field label={MONEY_UI.refundedOn} name="paidOn" type="date" max={today} required />
            <Field label={MONEY_UI.refundReason} name="reason" maxLength={200} autoComplete="off" required />
            <Button type="submit" disabled={busy} className="self-start">
              {MONEY_UI.refundHeading}
            </Button>
          </Form>
        ) : null}
        {canPay ? (
          <Fold summary={MONEY_UI.payHeading} testId="pay-form">
            <Form method="post" className="flex flex-col gap-3">
              <Hidden intent="pay" version={version} />
              <p className="text-sm text-stone-700">{MONEY_UI.payHint(formatEuro(balance.dueCents))}</p>
              <Field label={MONEY_UI.amount} name="amount" inputMode="decimal" autoComplete="off" required />
              <Field label={MONEY_UI.paidOn} name="paidOn" type="date" max={today} required />
              <MethodSelect />
              <Field label={MONEY_UI.note} name="reason" maxLength={200} autoComplete="off" />
              <Button type="submit" disabled={busy} className="self-start">
                {MONEY_UI.payHeading}
              </Button>
            </Form>
          </Fold>
        ) : null}
        {reminders.length > 0 || (reminderNext && can("money.pay")) ? (
          <div className={subCard} data-testid="reminders">
            <h3 className="font-medium text-leaf-950">{MONEY_UI.remindersHeading}</h3>
            {reminders.length > 0 ? (
              <ul className="text-sm">
                {reminders.map((r) => (
                  <li key={r.level}>
                    {MONEY_UI.reminderSent(r.level, germanDate(r.sentOn), formatEuro(r.openCents))}
                  </li>
                ))}
              </ul>
            ) : null}
            {reminderNext && can("money.pay") ? (
              <Form method="post" className="mt-2">
                <Hidden intent="remind" version={version} />
                <p className="mb-2 text-sm text-stone-700">{MONEY_UI.reminderHint}</p>
                <Button type="submit" disabled={busy}>
                  {MONEY_UI.reminderSubmit(reminderNext)}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {creditLeft > 0 && returnable.some((l) => l.left > 0) ? (
          <Fold summary={MONEY_UI.returnHeading} testId="return-form">
            <ReturnFields
              version={version}
              lines={returnable}
              busy={busy}
              intent="credit"
              restock
              defaultReason={MONEY_UI.returnReasonDefault}
            />
          </Fold>
        ) : null}
        {creditLeft > 0 ? (
          <Fold summary={MONEY_UI.creditHeading} testId="credit-form">
            <CreditFields version={version} creditable={creditable} busy={busy} intent="credit" />
          </Fold>
        ) : balance.invoiced ? null : canPay ? (
          <p className="text-sm text-stone-600">{MONEY_UI.creditNeedsInvoice}</p>
        ) : null}
      </div>
    </AdminSection>
  );
}

function MethodSelect() {
  return (
    <Field label={MONEY_UI.methodLabel} id="money-method">
      {(p) => (
        <select {...p} name="method" defaultValue="transfer" className={filterControlClass}>
          {Object.entries(MONEY_UI.method).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Amount, VAT rate (when the invoice has several) and reason of a credit note; also the withdrawal page's. */
export function CreditFields({
  version,
  creditable,
  busy,
  intent,
  defaultReason,
}: {
  version: number;
  creditable: RateGross[];
  busy: boolean;
  intent: string;
  defaultReason?: string;
}) {
  const left = creditable.reduce((s, r) => s + r.grossCents, 0);
  const rates = creditable.filter((r) => r.grossCents > 0);
  return (
    <Form method="post" className="flex flex-col gap-3">
      <Hidden intent={intent} version={version} />
      <p className="text-sm text-stone-700">{MONEY_UI.creditHint(formatEuro(left))}</p>
      <Field label={MONEY_UI.amount} name="amount" inputMode="decimal" autoComplete="off" required />
      {rates.length > 1 ? (
        <Field label={MONEY_UI.rate} id={`${intent}-rate`}>
          {(p) => (
            <select {...p} name="rate" defaultValue="mixed" className={filterControlClass}>
              <option value="mixed">{MONEY_UI.rateMixed}</option>
              {rates.map((r) => (
                <option key={r.vatRate} value={r.vatRate}>
                  {MONEY_UI.rateOption(r.vatRate)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <input type="hidden" name="rate" value="mixed" />
      )}
      <CreditReason defaultReason={defaultReason} busy={busy} submit={MONEY_UI.creditSubmit} />
    </Form>
  );
}

/** Every parcel of the order; a wrong number is corrected by a new one, a further parcel added. */
export function OrderParcels({
  version,
  parcels,
  shipped,
  result,
}: {
  version: number;
  parcels: Parcel[];
  shipped: boolean;
  result: Result;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <AdminSection title={MONEY_UI.parcelsHeading} testId="order-parcels">
      <Outcome result={result} intents={PARCEL_INTENTS} />
      {parcels.length === 0 ? (
        <p className="text-sm text-stone-700">{MONEY_UI.notShipped}</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm" data-testid="order-shipment">
          {parcels.map((p) => (
            <li key={p.id} className="border-t border-stone-100 pt-2 first:border-0 first:pt-0">
              <p className={p.replaced ? "font-mono text-stone-500 line-through" : "font-mono"}>
                {MONEY_UI.parcelLine(p.carrier, p.trackingNumber)}
              </p>
              {p.replaced ? (
                <span className="text-xs font-medium text-red-800">{MONEY_UI.replacedMark}</span>
              ) : null}
              <p className="text-stone-700">{MONEY_UI.shippedOn(formatDateTime(p.shippedAt), p.actor)}</p>
              {p.reason ? <p className="text-xs text-stone-600">{MONEY_UI.correctionOf(p.reason)}</p> : null}
              {p.replaced ? null : (
                <>
                  <a
                    href={p.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-flex min-h-11 items-center font-medium text-leaf-800 underline underline-offset-4"
                  >
                    {MONEY_UI.track}
                  </a>
                  <details className="mt-1">
                    <summary className="min-h-11 cursor-pointer content-center text-leaf-800 underline underline-offset-4">
                      {MONEY_UI.correct}
                    </summary>
                    <Form method="post" className="mt-2 flex flex-col gap-2">
                      <Hidden intent="correctParcel" version={version} />
                      <input type="hidden" name="shipmentId" value={p.id} />
                      <p className="text-xs text-stone-600">{MONEY_UI.correctHint}</p>
                      <Field
                        label={MONEY_UI.newTracking}
                        name="trackingNumber"
                        autoComplete="off"
                        autoCapitalize="characters"
                        spellCheck={false}
                        required
                      />
                      <Field
                        label={MONEY_UI.correctReason}
                        name="reason"
                        maxLength={200}
                        autoComplete="off"
                        required
                      />
                      <Button type="submit" disabled={busy} className="self-start">
                        {MONEY_UI.correctSubmit}
                      </Button>
                    </Form>
                  </details>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {shipped ? (
        <div key={version} className="mt-3">
          <Fold summary={MONEY_UI.addParcel} testId="add-parcel-form">
            <Form method="post" className="flex flex-col gap-3">
              <Hidden intent="addParcel" version={version} />
              <Field
                label={MONEY_UI.trackingNumber}
                name="trackingNumber"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
              />
              <Button type="submit" disabled={busy} className="self-start">
                {MONEY_UI.addParcelSubmit}
              </Button>
            </Form>
          </Fold>
        </div>
      ) : null}
    </AdminSection>
  );
}
