import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { shopClock } from "../../../domain/orders/delivery";
import { formatEuro } from "../../../domain/orders/money";
import { isEditable } from "../../../domain/orders/order-edit";
import { ORDER_ACTIONS, type OrderAction } from "../../../domain/orders/order-lifecycle";
import { onlinePaymentPending } from "../../../domain/orders/payment-labels";
import { z } from "../../../domain/text/zod";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { CREDIT_FIELDS, creditInput, foldReturnFields } from "../../features/admin/credit-input.server";
import { CUSTOMER_UI, EDIT_UI, NOTES_UI } from "../../features/admin/customer-messages";
import { formatDateTime } from "../../features/admin/format";
import { intentPermission, ORDER_INTENT_PERMISSION } from "../../features/admin/intent-permissions";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { ORDER_STATUS_TONE, StatusBadge } from "../../features/admin/kit/status-badge";
import { ADMIN, ORDER_UI } from "../../features/admin/messages";
import { NotesSection } from "../../features/admin/notes-section";
import { OrderActionsPanel } from "../../features/admin/order-actions-panel";
import { EDIT_INTENTS, OrderEditPanel } from "../../features/admin/order-edit-panel";
import { OrderInvoices } from "../../features/admin/order-invoices";
import { OrderMailsSection } from "../../features/admin/order-mails-section";
import { MONEY_INTENTS, OrderMoney, OrderParcels, PARCEL_INTENTS } from "../../features/admin/order-money";
import { OrderShipping, SHIPPING_INTENTS } from "../../features/admin/order-shipping";
import { formText, intent, parseIntent } from "../../features/admin/parse-intent";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requirePermission, requireStaff } from "../../features/admin/require-staff.server";
import { timeline } from "../../features/admin/timeline";
import { useCan } from "../../features/admin/use-can";
import type { Route } from "./+types/order";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${ADMIN.orderTitle(params.number ?? "")} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "orders.view");
  const detail = await admin.order(params.number);
  if (!detail) throw data(null, { status: 404 });
  // The order's money (payments, invoices, credit notes) only for roles that may see it (#49 §3).
  const money = admin.can(member, "money.view");
  const invoices = money ? await admin.orderInvoices(detail.order.id) : [];
  // Payment reminders (#50 §5): what was sent, and which one may go now.
  const reminders = money ? await admin.reminders.of(detail.order.id) : [];
  const reminderNext = money ? (await admin.reminders.next(detail.order)).level : null;
  const labels = await admin.shipping.labelsOf(detail.order.id);
  // The shop's day (Berlin): the payment date defaults to it and may not be later.
  // Before shipment but not editable (an invoice already, an open online payment): the page says why.
  const editLocked =
    detail.editRefusal && isEditable(detail.order.status) ? refusalText(detail.editRefusal) : null;
  // Editable, but not its lines (#43 §2: a discount split over them): the panel says why instead.
  const linesLocked = detail.lineEditRefusal ? refusalText(detail.lineEditRefusal) : null;
  return {
    ...detail,
    linesLocked,
    movements: money ? detail.movements : [],
    reminders,
    reminderNext,
    // The lifecycle's buttons the role may press (domain/shop/roles.ts).
    actions: detail.actions.filter((a) => {
      const needed = intentPermission(ORDER_INTENT_PERMISSION, a);
      return needed !== null && admin.can(member, needed);
    }),
    invoices,
    editLocked,
    labels,
    dhlConfigured: admin.shipping.configured,
    // What the parcel's contents weigh (#50): the same figure the portal CSV carries.
    defaultWeightKg: await admin.shipping.suggestedWeightKg(detail.order.id),
    today: shopClock(new Date()).day.toISOString().slice(0, 10),
  };
}

const orderForm = z.discriminatedUnion("intent", [
  intent("confirm", {}),
  intent("ship", { carrier: formText, trackingNumber: formText }),
  intent("complete", {}),
  intent("cancel", { reason: formText }),
  intent("pay", { amount: formText, paidOn: formText, method: formText, reason: formText }),
  intent("refund", { amount: formText, paidOn: formText, reason: formText, method: formText }),
  intent("credit", CREDIT_FIELDS),
  intent("reverse", { entryId: formText, reason: formText }),
  intent("remind", {}),
  intent("correctParcel", { shipmentId: formText, trackingNumber: formText, reason: formText }),
  intent("addParcel", { trackingNumber: formText }),
  intent("setQuantity", { plantId: formText, quantity: formText }),
  intent("removeLine", { plantId: formText }),
  intent("setAddress", {
    firstName: formText,
    lastName: formText,
    address: formText,
    addressAddition: formText,
    postalCode: formText,
    city: formText,
  }),
  intent("createLabel", { weight: formText }),
  intent("cancelLabel", {}),
  intent("release", {}),
]);
/** A note changes nothing of the order: no version (two people may write at once). */
const noteForm = z.object({ intent: z.literal("note"), text: formText });
// Every button the page shows has its member above.
[
  ...ORDER_ACTIONS,
  ...MONEY_INTENTS,
  ...PARCEL_INTENTS,
  ...SHIPPING_INTENTS,
  "release" as const,
] satisfies z.output<typeof orderForm>["intent"][];

/** One action per post: intent, the version the page showed, and the action's fields. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "orders.view");
  const read = await readForm(request, (error, status) => data({ error, intent: "" }, { status }));
  if (!read.ok) return read.refusal;
  const form = read.form;
  // The role decides first (domain/shop/roles.ts): a forbidden intent is 403 whatever else was posted.
  const needed = intentPermission(ORDER_INTENT_PERMISSION, form.get("intent"));
  if (needed) requirePermission(admin, member, needed);
  const actor = { id: member.id, email: member.email };
  const note = noteForm.safeParse(Object.fromEntries(form));
  if (note.success) {
    const added = await admin.addOrderNote(actor, params.number, note.data.text);
    if (!added.ok)
      return data(
        { error: refusalText(added), intent: "note" },
        {
          status: added.status,
        },
      );
    return { notice: NOTES_UI.saved, intent: "note" };
  }
  // A return per line posts `return.<line>` and `restock.<line>`: the ledger takes them as two strings.
  foldReturnFields(form);
  const parsed = parseIntent(orderForm, form);
  if (!parsed.ok)
    return parsed.failed === "intent"
      ? data({ error: ORDER_UI.unknownIntent, intent: "" }, { status: 400 })
      : data({ error: ORDER_UI.invalidVersion, intent: String(form.get("intent")) }, { status: 400 });
  const d = parsed.data;
  const { version } = d;
  const actions = admin.orderActions;
  const money = admin.ledgerActions;
  const edits = admin.orderEdits;
  const number = params.number;
  const result = await (async () => {
    switch (d.intent) {
      case "confirm":
        return actions.confirm(actor, number, version);
      case "ship":
        return actions.ship(actor, number, version, { carrier: d.carrier, trackingNumber: d.trackingNumber });
      case "complete":
        return actions.complete(actor, number, version);
      case "cancel":
        return actions.cancel(actor, number, version, { reason: d.reason });
      case "pay":
        return money.pay(actor, number, version, {
          amount: d.amount,
          paidOn: d.paidOn,
          method: d.method,
          reason: d.reason,
        });
      case "refund": {
        const input = { amount: d.amount, paidOn: d.paidOn, reason: d.reason, method: d.method };
        // Customer service above the owner's limit: the refund waits for the owner (#49 §3).
        return admin.approvals.withinLimit(member, number, { kind: "order_refund", input }, () =>
          money.refund(actor, number, version, input),
        );
      }
      case "credit": {
        const input = await creditInput(d, (lines) => money.returnAmount(number, lines));
        return admin.approvals.withinLimit(member, number, { kind: "order_credit", input }, () =>
          money.credit(actor, number, version, input),
        );
      }
      case "remind":
        return admin.reminders.send(actor, number, version);
      case "reverse":
        return money.reverse(actor, number, version, { entryId: d.entryId, reason: d.reason });
      case "correctParcel":
        return money.correctParcel(actor, number, version, {
          shipmentId: d.shipmentId,
          trackingNumber: d.trackingNumber,
          reason: d.reason,
        });
      case "addParcel":
        return money.addParcel(actor, number, version, { trackingNumber: d.trackingNumber });
      case "setQuantity":
        return edits.setQuantity(actor, number, version, { plantId: d.plantId, quantity: d.quantity });
      case "removeLine":
        return edits.removeLine(actor, number, version, { plantId: d.plantId });
      case "setAddress":
        return edits.setAddress(actor, number, version, {
          firstName: d.firstName,
          lastName: d.lastName,
          address: d.address,
          addressAddition: d.addressAddition,
          postalCode: d.postalCode,
          city: d.city,
        });
      case "createLabel":
        return admin.shipping.createLabel(actor, number, d.weight);
      case "cancelLabel":
        return admin.shipping.cancelLabel(actor, number);
      case "release":
        return admin.releaseHold(actor, number, version);
    }
  })();
  if (!result.ok) return data({ error: refusalText(result), intent: d.intent }, { status: result.status });
  return { notice: result.message, intent: d.intent };
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, items, withdrawals, history, mails } = loaderData;
  const can = useCan();
  const c = order.customer;
  const editResult =
    actionData && (EDIT_INTENTS as readonly string[]).includes(actionData.intent) ? actionData : undefined;
  const shippingSection = can("orders.fulfil") ? (
    <OrderShipping
      number={order.number}
      version={order.version}
      labels={loaderData.labels}
      dhlConfigured={loaderData.dhlConfigured}
      labelable={order.status === "processing" && !loaderData.hold}
      shipped={order.status === "shipped" || order.status === "completed"}
      awaitingConfirmation={order.status === "pending"}
      defaultWeightKg={loaderData.defaultWeightKg}
      result={actionData}
    />
  ) : null;
  // At the packing table (confirmed, not yet shipped) slip and label sit right above „Versenden“, so on a
  // phone the label and the ship button are one thumb apart, not four screens (#50 §6).
  const packing = order.status === "processing";
  return (
    <AdminPage
      title={ADMIN.orderTitle(order.number)}
      mono
      back={{ to: "/admin/orders", label: ADMIN.backToOrders }}
      badge={
        <StatusBadge tone={ORDER_STATUS_TONE[order.status]} large testId="order-status">
          {ADMIN.status[order.status]}
        </StatusBadge>
      }
      description={ADMIN.placedOn(formatDateTime(order.createdAt))}
    >
      {loaderData.hold ? (
        <section
          role="alert"
          aria-labelledby="hold-heading"
          className="rounded-2xl bg-red-50 p-4 text-sm text-red-950 ring-1 ring-red-200"
          data-testid="order-hold"
        >
          <h2 id="hold-heading" className="text-base font-semibold">
            {ORDER_UI.holdHeading}
          </h2>
          <p className="mt-1">{ORDER_UI.holdText(formatEuro(loaderData.balance.dueCents))}</p>
          {actionData?.intent === "release" && "error" in actionData ? (
            <FormMessage className="mt-2">{actionData.error}</FormMessage>
          ) : null}
          {can("orders.fulfil") ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="release" />
              <input type="hidden" name="version" value={order.version} />
              <Button
                type="submit"
                variant="outline"
                className="border-red-700 text-red-900 hover:bg-red-100"
              >
                {ORDER_UI.release}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : actionData?.intent === "release" && "notice" in actionData ? (
        <FormMessage tone="success">{actionData.notice}</FormMessage>
      ) : null}
      {packing ? shippingSection : null}
      <OrderActionsPanel
        version={order.version}
        // Held by a bounced debit (#50 §6): the parcel waits, so „Versenden" is not offered.
        actions={loaderData.actions.filter((a) => a !== "pay" && !(loaderData.hold && a === "ship"))}
        held={loaderData.hold !== null}
        refundDueCents={loaderData.balance.refundDueCents}
        dueCents={order.status === "cancelled" ? 0 : loaderData.balance.dueCents}
        paymentPending={onlinePaymentPending(order.online?.state)}
        labelTracking={loaderData.labels.find((l) => l.kind === "outbound" && !l.cancelledAt)?.shipmentNo}
        result={
          actionData && [...ORDER_ACTIONS].includes(actionData.intent as OrderAction) ? actionData : undefined
        }
      />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <AdminSection title={ADMIN.items}>
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {ADMIN.items}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {ADMIN.quantity}
                </th>
                <th scope="col" className="hidden py-1 text-right font-medium sm:table-cell">
                  {ADMIN.unitPrice}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {ADMIN.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody data-testid="order-items">
              {items.map((i) => (
                <tr key={i.plantId} className="border-t border-stone-100">
                  <td className="py-2">{i.name}</td>
                  <td className="py-2 text-right tabular-nums">{i.quantity}</td>
                  <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                    {formatEuro(i.priceCents)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatEuro(i.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm">
            <dt>{ADMIN.subtotal}</dt>
            <dd className="text-right tabular-nums">{formatEuro(order.subtotalCents)}</dd>
            <dt>{ADMIN.shipping}</dt>
            <dd className="text-right tabular-nums">{formatEuro(order.shippingCents)}</dd>
            {order.giftWrapCents > 0 ? (
              <>
                <dt>{ADMIN.giftWrapCost}</dt>
                <dd className="text-right tabular-nums" data-testid="order-gift-wrap">
                  {formatEuro(order.giftWrapCents)}
                </dd>
              </>
            ) : null}
            {loaderData.discounts.map((d) => (
              <Fragment key={d.code}>
                <dt>{ADMIN.discount(d.code)}</dt>
                <dd className="text-right tabular-nums" data-testid="order-discount">
                  {formatEuro(-d.amountCents)}
                </dd>
              </Fragment>
            ))}
            <dt className="font-semibold">{ADMIN.grandTotal}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
              {formatEuro(order.totalCents)}
            </dd>
            {loaderData.smallBusiness ? (
              <dd className="col-span-2 text-stone-700" data-testid="order-no-vat">
                {ORDER_UI.noVat}
              </dd>
            ) : null}
            {loaderData.vatRates.map((r) => (
              <Fragment key={r.vatRate}>
                <dt className="text-stone-700">{ORDER_UI.vatIncluded(r.vatRate)}</dt>
                <dd className="text-right tabular-nums text-stone-700" data-testid={`order-vat-${r.vatRate}`}>
                  {formatEuro(r.vatCents)}
                </dd>
              </Fragment>
            ))}
          </dl>
        </AdminSection>

        <AdminSection title={ADMIN.customerHeading}>
          <address className="not-italic leading-relaxed" data-testid="order-address">
            {c.name}
            <br />
            {c.address}
            {c.addressAddition ? (
              <>
                <br />
                {c.addressAddition}
              </>
            ) : null}
            <br />
            {c.postalCode} {c.city}
            <br />
            <a href={`mailto:${c.email}`} className="text-leaf-800 underline underline-offset-4">
              {c.email}
            </a>
          </address>
          <p className="mt-2 text-sm font-medium text-stone-800" data-testid="order-delivery-kind">
            {ADMIN.deliveryKinds[c.deliveryKind]}
          </p>
          {c.billingAddress ? (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-stone-800">{ADMIN.billingHeading}</h3>
              <address className="not-italic leading-relaxed" data-testid="order-billing-address">
                {c.billingAddress.firstName} {c.billingAddress.lastName}
                <br />
                {c.billingAddress.address}
                {c.billingAddress.addressAddition ? (
                  <>
                    <br />
                    {c.billingAddress.addressAddition}
                  </>
                ) : null}
                <br />
                {c.billingAddress.postalCode} {c.billingAddress.city}
              </address>
            </div>
          ) : (
            <p className="mt-1 text-sm text-stone-600" data-testid="order-billing-address">
              {ADMIN.billingSame}
            </p>
          )}
          {c.gift ? (
            <div className="mt-3 rounded-xl bg-leaf-50 p-3" data-testid="order-gift">
              <p className="text-sm font-semibold text-leaf-900">{ADMIN.giftHeading}</p>
              <p className="mt-1 text-sm text-stone-700">
                {c.giftMessage ? ADMIN.giftMessage : ADMIN.giftNoMessage}
              </p>
              {c.giftMessage ? (
                <p
                  className="mt-1 whitespace-pre-line text-sm text-stone-900"
                  data-testid="order-gift-message"
                >
                  {c.giftMessage}
                </p>
              ) : null}
            </div>
          ) : null}
          <p className="mt-2 text-sm text-stone-600">{c.userId ? ADMIN.accountOrder : ADMIN.guestOrder}</p>
          <p className="mt-1 text-sm text-stone-600" data-testid="dhl-email-consent">
            {ADMIN.dhlEmail(c.dhlEmailConsent)}
          </p>
          {can("customers") ? (
            <p className="mt-2 text-sm">
              <Link
                to={`/admin/customers/${c.id}`}
                className="font-medium text-leaf-800 underline underline-offset-4"
                data-testid="customer-link"
              >
                {CUSTOMER_UI.toCustomer}
              </Link>
            </p>
          ) : null}
          <p className="mt-3 text-sm">
            <span className="font-medium">{ADMIN.payment}:</span> {ADMIN.paymentKinds[order.paymentMethod]}
          </p>
        </AdminSection>
      </div>

      {!can("orders.edit") && !can("orders.address") ? null : loaderData.editRefusal === null ? (
        <OrderEditPanel
          version={order.version}
          items={items}
          address={{
            firstName: c.firstName,
            lastName: c.lastName,
            address: c.address,
            addressAddition: c.addressAddition,
            postalCode: c.postalCode,
            city: c.city,
          }}
          result={editResult}
          linesLocked={loaderData.linesLocked}
        />
      ) : editResult || loaderData.editLocked ? (
        <AdminSection title={EDIT_UI.heading} testId="order-edit">
          {editResult && "error" in editResult ? (
            <FormMessage>{editResult.error}</FormMessage>
          ) : editResult ? (
            <FormMessage tone="success">{editResult.notice}</FormMessage>
          ) : (
            <p className="text-sm text-stone-700" data-testid="order-edit-locked">
              {loaderData.editLocked}
            </p>
          )}
        </AdminSection>
      ) : null}

      <NotesSection
        notes={loaderData.notes}
        result={actionData?.intent === "note" ? actionData : undefined}
      />

      {packing ? null : shippingSection}

      {can("money.view") ? <OrderInvoices invoices={loaderData.invoices} /> : null}

      <AdminSection title={ADMIN.withdrawalsHeading}>
        {withdrawals.length === 0 ? (
          <p className="text-sm text-stone-700">{ADMIN.noWithdrawals}</p>
        ) : (
          <ul className="text-sm" data-testid="order-withdrawals">
            {withdrawals.map((w) => (
              <li key={w.id}>{ADMIN.withdrawalOn(formatDateTime(w.createdAt))}</li>
            ))}
          </ul>
        )}
      </AdminSection>

      <div className="grid gap-5 md:grid-cols-2 md:items-start">
        {can("money.view") ? (
          <OrderMoney
            version={order.version}
            balance={loaderData.balance}
            movements={loaderData.movements}
            creditable={loaderData.creditable}
            returnable={loaderData.returnable}
            reminders={loaderData.reminders}
            reminderNext={loaderData.reminderNext}
            today={loaderData.today}
            refundBy={loaderData.refundBy}
            canPay={loaderData.actions.includes("pay")}
            refundable={loaderData.refundable}
            online={order.online}
            result={actionData}
          />
        ) : null}
        {can("orders.fulfil") ? (
          <OrderParcels
            version={order.version}
            parcels={loaderData.parcels}
            shipped={order.status === "shipped" || order.status === "completed"}
            result={actionData}
          />
        ) : null}
      </div>

      <OrderMailsSection mails={mails} />

      <AdminSection title={ORDER_UI.timelineHeading}>
        <ol
          className="flex flex-col gap-2 border-l-2 border-leaf-200 pl-4 text-sm"
          data-testid="order-timeline"
        >
          {timeline(order.createdAt, history).map((e) => (
            <li key={e.id}>
              <time dateTime={e.at} className="block text-stone-600">
                {e.when}
              </time>
              <span className="text-stone-900">{e.text}</span>
            </li>
          ))}
        </ol>
      </AdminSection>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
