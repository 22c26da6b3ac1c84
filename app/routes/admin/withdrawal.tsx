import { data, Form, Link, useNavigation } from "react-router";
import { shopClock } from "../../../domain/orders/delivery";
import { formatEuro } from "../../../domain/orders/money";
import { WITHDRAWAL_STATE_LABELS } from "../../../domain/orders/withdrawal-handling";
import { z } from "../../../domain/text/zod";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { CREDIT_FIELDS, creditInput, foldReturnFields } from "../../features/admin/credit-input.server";
import { formatDateTime } from "../../features/admin/format";
import { intentPermission, WITHDRAWAL_INTENT_PERMISSION } from "../../features/admin/intent-permissions";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { StatusBadge } from "../../features/admin/kit/status-badge";
import { WITHDRAWAL_UI } from "../../features/admin/messages";
import { CreditFields } from "../../features/admin/order-money";
import { PARCEL_UI } from "../../features/admin/parcel-messages";
import { formText, intent, parseIntent } from "../../features/admin/parse-intent";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requirePermission, requireStaff } from "../../features/admin/require-staff.server";
import { ReturnFields } from "../../features/admin/return-fields";
import { germanDate } from "../../features/admin/timeline";
import type { Route } from "./+types/withdrawal";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${WITHDRAWAL_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "withdrawals");
  const detail = await context.services.admin.withdrawal(params.id);
  if (!detail) throw data(null, { status: 404 });
  const { shipping } = context.services.admin;
  return {
    ...detail,
    returnLabels: await shipping.returnLabelsOf(detail.withdrawal.id),
    dhlConfigured: shipping.configured,
    today: shopClock(new Date()).day.toISOString().slice(0, 10),
  };
}

const withdrawalForm = z.discriminatedUnion("intent", [
  intent("link", { orderNumber: formText }),
  // Besides: one field per plant of the order, `restock-<plant id>` = units back on sale.
  intent("receive", { receivedOn: formText }),
  intent("credit", CREDIT_FIELDS),
  intent("refund", { amount: formText, refundedOn: formText }),
  intent("refuse", { reason: formText }),
  intent("returnLabel", {}),
]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "withdrawals");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const form = read.form;
  const needed = intentPermission(WITHDRAWAL_INTENT_PERMISSION, form.get("intent"));
  if (needed) requirePermission(admin, member, needed);
  foldReturnFields(form);
  const parsed = parseIntent(withdrawalForm, form);
  if (!parsed.ok)
    return data(
      { error: parsed.failed === "intent" ? WITHDRAWAL_UI.unknownIntent : WITHDRAWAL_UI.invalidVersion },
      { status: 400 },
    );
  const d = parsed.data;
  const actor = { id: member.id, email: member.email };
  const actions = admin.withdrawalActions;
  const result = await (async () => {
    switch (d.intent) {
      case "link":
        return actions.linkOrder(actor, params.id, d.version, { orderNumber: d.orderNumber });
      case "receive":
        return actions.receive(actor, params.id, d.version, {
          receivedOn: d.receivedOn,
          restock: Object.fromEntries(
            [...form.entries()]
              .filter(([k, v]) => k.startsWith("restock-") && typeof v === "string")
              .map(([k, v]) => [k.slice("restock-".length), v as string]),
          ),
        });
      case "credit": {
        const input = await creditInput(d, async (lines) => {
          const number = (await admin.withdrawal(params.id))?.order?.number;
          return number ? admin.ledgerActions.returnAmount(number, lines) : null;
        });
        // Customer service above the owner's limit: the credit note waits for the owner (#49 §3).
        return admin.approvals.withinLimit(member, params.id, { kind: "withdrawal_credit", input }, () =>
          actions.credit(actor, params.id, d.version, input),
        );
      }
      case "refund": {
        const input = { amount: d.amount, refundedOn: d.refundedOn };
        return admin.approvals.withinLimit(member, params.id, { kind: "withdrawal_refund", input }, () =>
          actions.refund(actor, params.id, d.version, input),
        );
      }
      case "refuse":
        return actions.refuse(actor, params.id, d.version, { reason: d.reason });
      case "returnLabel":
        return admin.shipping.sendReturnLabel(actor, params.id);
    }
  })();
  if (!result.ok) return data({ error: refusalText(result) }, { status: result.status });
  return { notice: result.message };
}

const subCard = "flex flex-col gap-3 self-start rounded-xl border border-stone-200 p-4";

const after = (v: unknown, key: string): unknown =>
  v && typeof v === "object" && key in v ? (v as Record<string, unknown>)[key] : undefined;
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** An audit entry as readable German: "Erstattung über 5,00 € vom 25.11.2026 erfasst von …". */
function historyText(h: { action: string; actorEmail: string; after: unknown }) {
  const who = h.actorEmail;
  switch (h.action) {
    case "withdrawal.link":
      return WITHDRAWAL_UI.historyLinked(str(after(h.after, "orderNumber")), who);
    case "withdrawal.confirm":
      return WITHDRAWAL_UI.historyConfirmed(str(after(h.after, "orderNumber")), who);
    case "withdrawal.receive":
      return WITHDRAWAL_UI.historyReceived(germanDate(str(after(h.after, "receivedOn"))), who);
    case "withdrawal.refund": {
      const cents = after(h.after, "amountCents");
      return WITHDRAWAL_UI.historyRefunded(
        typeof cents === "number" ? formatEuro(cents) : "?",
        germanDate(str(after(h.after, "refundedOn"))),
        who,
      );
    }
    case "withdrawal.money":
      return WITHDRAWAL_UI.historyMoney(str(after(h.after, "message")), who);
    case "withdrawal.refuse":
      return WITHDRAWAL_UI.historyRefused(str(after(h.after, "reason")), who);
    case "withdrawal.return_label":
      return `Rücksendeetikett ${str(after(h.after, "shipmentNo"))} gemailt von ${who}`;
    default:
      return `${h.action} · ${who}`;
  }
}

export default function AdminWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const { withdrawal: w, order, invoices, history, today, suggestedOrderNumber, returnLabels } = loaderData;
  const returnLabel = returnLabels.find((l) => !l.cancelledAt);
  const busy = useNavigation().state === "submitting";
  const open = w.state === "declared" || w.state === "received";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={w.version} />
    </>
  );
  return (
    <AdminPage
      title={WITHDRAWAL_UI.detailTitle(w.name)}
      back={{ to: "/admin/withdrawals", label: WITHDRAWAL_UI.backToList }}
      badge={
        <StatusBadge tone="plain" large testId="withdrawal-state">
          {WITHDRAWAL_STATE_LABELS[w.state]}
        </StatusBadge>
      }
      description={formatDateTime(w.createdAt)}
    >
      <AdminSection title={WITHDRAWAL_UI.actionsHeading} testId="withdrawal-actions">
        {actionData && "error" in actionData ? (
          <FormMessage className="mb-3">{actionData.error}</FormMessage>
        ) : actionData && "notice" in actionData ? (
          <FormMessage tone="success" className="mb-3">
            {actionData.notice}
          </FormMessage>
        ) : null}
        <div key={w.version} className="grid gap-4 md:grid-cols-2">
          {open && order && order.balance.refundDueCents > 0 ? (
            <p className={`${subCard} font-medium text-amber-900`} data-testid="withdrawal-deadline">
              {WITHDRAWAL_UI.refundBy(formatEuro(order.balance.refundDueCents), germanDate(w.refundBy))}
            </p>
          ) : null}
          {returnLabel ? (
            <div className={subCard} data-testid="withdrawal-return-label">
              <h3 className="font-medium text-leaf-950">{PARCEL_UI.returnHeading}</h3>
              <p className="font-mono text-sm">{PARCEL_UI.returnLine(returnLabel.shipmentNo)}</p>
              <p className="text-sm text-stone-700">
                {formatDateTime(returnLabel.createdAt)} · {returnLabel.actor}
              </p>
              <a
                href={`/admin/labels/${returnLabel.id}`}
                className="inline-flex min-h-11 items-center font-medium text-leaf-800 underline underline-offset-4"
              >
                {PARCEL_UI.downloadLabel}
              </a>
            </div>
          ) : open && order && !order.shipped ? (
            <p className={subCard} data-testid="withdrawal-not-shipped">
              {WITHDRAWAL_UI.notShipped(order.number)}{" "}
              <Link
                to={`/admin/orders/${order.number}`}
                className="font-medium text-leaf-800 underline underline-offset-4"
              >
                {WITHDRAWAL_UI.toOrder}
              </Link>
            </p>
          ) : w.state === "declared" ? (
            <div className={subCard} data-testid="withdrawal-return-label">
              <h3 className="font-medium text-leaf-950">{PARCEL_UI.returnHeading}</h3>
              {!loaderData.dhlConfigured ? (
                <p className="text-sm text-stone-700">{PARCEL_UI.returnNotConfigured}</p>
              ) : !order ? (
                <p className="text-sm text-stone-700">{PARCEL_UI.returnNeedsOrder}</p>
              ) : (
                <Form method="post" className="flex flex-col gap-3">
                  {hidden("returnLabel")}
                  <p className="text-sm text-stone-700">{PARCEL_UI.returnHint}</p>
                  <Button type="submit" disabled={busy} className="self-start">
                    {PARCEL_UI.sendReturnLabel}
                  </Button>
                </Form>
              )}
            </div>
          ) : null}
          {w.receivedOn ? (
            <p className={subCard}>
              {WITHDRAWAL_UI.receivedAlready(germanDate(w.receivedOn))}
              {w.restocked ? ` ${WITHDRAWAL_UI.restockedNote}` : ""}
            </p>
          ) : open && !(order && !order.shipped) ? (
            <Form method="post" className={subCard} aria-labelledby="receive-heading">
              {hidden("receive")}
              <h3 id="receive-heading" className="font-medium text-leaf-950">
                {WITHDRAWAL_UI.receiveHeading}
              </h3>
              <Field
                label={WITHDRAWAL_UI.receivedOn}
                name="receivedOn"
                type="date"
                max={today}
                defaultValue={today}
                required
              />
              {order && order.items.length > 0 ? (
                <fieldset className="flex flex-col gap-2" data-testid="withdrawal-restock">
                  <legend className="text-sm font-medium text-leaf-950">{WITHDRAWAL_UI.restock}</legend>
                  <p className="text-xs text-stone-600">{WITHDRAWAL_UI.restockHint}</p>
                  {order.items.map((i) => (
                    <Field
                      key={i.plantId}
                      label={WITHDRAWAL_UI.restockLine(i.name, i.quantity)}
                      name={`restock-${i.plantId}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={i.quantity}
                      step={1}
                      defaultValue="0"
                    />
                  ))}
                </fieldset>
              ) : null}
              <Button type="submit" disabled={busy} className="self-start">
                {WITHDRAWAL_UI.receiveHeading}
              </Button>
            </Form>
          ) : null}
          {open && order?.creditable.some((r) => r.grossCents > 0) ? (
            <div className={subCard} data-testid="withdrawal-credit">
              <h3 className="font-medium text-leaf-950">{WITHDRAWAL_UI.creditHeading}</h3>
              <p className="text-sm text-stone-700">{WITHDRAWAL_UI.creditHint}</p>
              {order.returnable.some((l) => l.left > 0) ? (
                <ReturnFields
                  version={w.version}
                  lines={order.returnable}
                  busy={busy}
                  intent="credit"
                  restock={false}
                  proposeAll
                  defaultReason={WITHDRAWAL_UI.creditDefaultReason}
                />
              ) : null}
              <h4 className="font-medium text-leaf-950">{WITHDRAWAL_UI.creditByAmount}</h4>
              <CreditFields
                version={w.version}
                creditable={order.creditable}
                busy={busy}
                intent="credit"
                defaultReason={WITHDRAWAL_UI.creditDefaultReason}
              />
            </div>
          ) : open && order && !order.balance.invoiced ? (
            <p className={subCard}>{WITHDRAWAL_UI.notInvoiced}</p>
          ) : null}
          {open && order && order.balance.refundDueCents > 0 ? (
            <Form method="post" className={subCard} aria-labelledby="refund-heading">
              {hidden("refund")}
              <h3 id="refund-heading" className="font-medium text-leaf-950">
                {WITHDRAWAL_UI.refundHeading}
              </h3>
              <Field
                label={WITHDRAWAL_UI.amount}
                hint={WITHDRAWAL_UI.amountHint(formatEuro(order.balance.refundDueCents))}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
              />
              <Field label={WITHDRAWAL_UI.refundedOn} name="refundedOn" type="date" max={today} required />
              <Button type="submit" disabled={busy} className="self-start">
                {WITHDRAWAL_UI.refundHeading}
              </Button>
            </Form>
          ) : null}
          {w.refundedOn ? (
            <p className={subCard} data-testid="withdrawal-refunded">
              {WITHDRAWAL_UI.refundedSoFar(formatEuro(w.refundedCents), germanDate(w.refundedOn))}
            </p>
          ) : null}
          {w.state === "refused" ? (
            <p className={subCard} data-testid="withdrawal-refused">
              {WITHDRAWAL_UI.refusedBecause(w.refusedReason ?? "")}
            </p>
          ) : null}
          {open ? (
            <details className={subCard} data-testid="withdrawal-refuse">
              <summary className="min-h-11 cursor-pointer content-center font-medium text-red-800">
                {WITHDRAWAL_UI.refuseHeading}
              </summary>
              <Form method="post" className="flex flex-col gap-3">
                {hidden("refuse")}
                <p className="text-sm text-stone-700">{WITHDRAWAL_UI.refuseHint}</p>
                <Field
                  label={WITHDRAWAL_UI.refuseReason}
                  name="reason"
                  maxLength={200}
                  autoComplete="off"
                  required
                />
                <Button
                  type="submit"
                  variant="outline"
                  disabled={busy}
                  className="self-start border-red-700 text-red-800 hover:bg-red-50"
                >
                  {WITHDRAWAL_UI.refuseSubmit}
                </Button>
              </Form>
            </details>
          ) : null}
        </div>
      </AdminSection>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <AdminSection title={WITHDRAWAL_UI.declaration}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{WITHDRAWAL_UI.customer}</dt>
            <dd>
              {w.name}, {w.email}
            </dd>
            <dt className="text-stone-600">{WITHDRAWAL_UI.reference}</dt>
            <dd className="font-mono">{w.orderReference}</dd>
          </dl>
          <p className="mt-3 whitespace-pre-line text-sm">{w.statement}</p>
        </AdminSection>

        <AdminSection title={WITHDRAWAL_UI.linkedOrder} testId="withdrawal-linked-order">
          {order ? (
            <>
              <Link
                to={`/admin/orders/${order.number}`}
                className="font-mono font-medium text-leaf-800 underline underline-offset-4"
              >
                {order.number}
              </Link>
              <p className="mt-1 text-sm text-stone-700">
                {order.name}, {order.email}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                {WITHDRAWAL_UI.orderTotal(
                  formatEuro(order.balance.owedCents),
                  formatEuro(order.balance.paidCents - order.balance.refundedCents),
                )}
              </p>
              {invoices.length > 0 && (
                <ul className="mt-2 text-sm">
                  {invoices.map((i) => (
                    <li key={i.number}>
                      {WITHDRAWAL_UI.documentKind[i.kind]} <span className="font-mono">{i.number}</span> ·{" "}
                      {formatEuro(i.totalCents)}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <>
              <p className="text-sm text-stone-700" data-testid="withdrawal-unconfirmed">
                {WITHDRAWAL_UI.noOrder}
              </p>
              {suggestedOrderNumber ? (
                <p className="mt-1 text-sm text-stone-700">{WITHDRAWAL_UI.suggested(suggestedOrderNumber)}</p>
              ) : null}
            </>
          )}
          {open && w.refundedCents === 0 && (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              {hidden("link")}
              <Field
                label={WITHDRAWAL_UI.orderNumber}
                name="orderNumber"
                autoComplete="off"
                defaultValue={order?.number ?? suggestedOrderNumber ?? ""}
                required
              />
              <Button type="submit" variant="outline" disabled={busy}>
                {WITHDRAWAL_UI.link}
              </Button>
            </Form>
          )}
        </AdminSection>
      </div>

      <AdminSection title={WITHDRAWAL_UI.history}>
        {history.length === 0 ? (
          <p className="text-sm text-stone-700">{WITHDRAWAL_UI.noHistory}</p>
        ) : (
          <ul className="text-sm">
            {history.map((h) => (
              <li key={h.id}>
                {formatDateTime(h.at)} · {historyText(h)}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
