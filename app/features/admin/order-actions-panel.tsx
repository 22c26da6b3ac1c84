import { Form, useNavigation } from "react-router";
import { ORDER_ACTION_LABELS } from "../../../domain/contracts/order-action-messages";
import { formatEuro } from "../../../domain/orders/money";
import type { OrderAction } from "../../../domain/orders/order-lifecycle";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminSection } from "./admin-section";
import { filterControlClass } from "./kit/filter-bar";
import { ORDER_UI } from "./messages";

const subCard = "flex flex-col gap-3 rounded-xl border border-stone-200 p-4";

export interface OrderActionsPanelProps {
  version: number;
  actions: readonly OrderAction[];
  /** Money to refund: then the order is not done, whatever its status. */
  refundDueCents: number;
  /** Money still to come in after shipment: the next step is the customer's payment. */
  dueCents: number;
  /** An online order whose money has not arrived (#33): the steps stay possible, with a warning. */
  paymentPending?: boolean;
  /** A bounced debit holds the parcel back (#50 §6): confirming says the money comes first. */
  held?: boolean;
  /** The DHL label's shipment number (#34): the tracking field starts with it. */
  labelTracking?: string;
  result: { error: string } | { notice: string } | undefined;
}

/** The actions the order's status offers, each its own form carrying the version the page showed. */
export function OrderActionsPanel({
  version,
  actions,
  refundDueCents,
  dueCents,
  paymentPending = false,
  held = false,
  labelTracking,
  result,
}: OrderActionsPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const pending = busy ? navigation.formData?.get("intent") : null;
  const hidden = (intent: OrderAction) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <AdminSection title={ORDER_UI.actionsHeading} testId="order-actions">
      {result && "error" in result ? (
        <FormMessage className="mb-3">{result.error}</FormMessage>
      ) : result && "notice" in result ? (
        <FormMessage tone="success" className="mb-3">
          {result.notice}
        </FormMessage>
      ) : null}
      {refundDueCents > 0 ? (
        <p className="text-sm font-medium text-amber-900" data-testid="refund-due-hint">
          {ORDER_UI.refundDue(formatEuro(refundDueCents))}
        </p>
      ) : actions.length === 0 && dueCents > 0 ? (
        <p className="text-sm text-stone-700" data-testid="payment-due-hint">
          {ORDER_UI.paymentDue(formatEuro(dueCents))}
        </p>
      ) : actions.length === 0 ? (
        <p className="text-sm text-stone-700">{ORDER_UI.noActions}</p>
      ) : null}
      {paymentPending && (actions.includes("confirm") || actions.includes("ship")) ? (
        <p
          className="mb-3 text-sm font-medium text-amber-900"
          data-testid="online-payment-pending"
          role="note"
        >
          {ORDER_UI.onlinePaymentPending}
        </p>
      ) : null}
      {/* Forms remount with each new version (and a new DHL label), so fields start fresh after a change. */}
      <div key={`${version}-${labelTracking ?? ""}`} className="grid gap-4 md:grid-cols-2">
        {actions.includes("confirm") ? (
          <Form method="post" className={subCard}>
            {hidden("confirm")}
            <p className="text-sm text-stone-700">{held ? ORDER_UI.confirmHintHeld : ORDER_UI.confirmHint}</p>
            <Button type="submit" disabled={busy} className="self-start">
              {ORDER_ACTION_LABELS.confirm}
            </Button>
          </Form>
        ) : null}
        {actions.includes("ship") ? (
          <Form method="post" className={subCard} aria-labelledby="ship-heading">
            {hidden("ship")}
            <h3 id="ship-heading" className="font-medium text-leaf-950">
              {ORDER_UI.shipHeading}
            </h3>
            <Field label={ORDER_UI.carrier} id="carrier">
              {(p) => (
                <select {...p} name="carrier" defaultValue="DHL" className={filterControlClass}>
                  <option value="DHL">DHL</option>
                </select>
              )}
            </Field>
            <Field
              label={ORDER_UI.trackingNumber}
              hint={ORDER_UI.trackingHint}
              name="trackingNumber"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={labelTracking}
              required
            />
            <Button type="submit" disabled={busy} className="self-start">
              {pending === "ship" ? "…" : ORDER_ACTION_LABELS.ship}
            </Button>
          </Form>
        ) : null}
        {actions.includes("complete") ? (
          <Form method="post" className={subCard}>
            {hidden("complete")}
            <p className="text-sm text-stone-700">{ORDER_UI.completeHint}</p>
            <Button type="submit" disabled={busy} className="self-start">
              {ORDER_ACTION_LABELS.complete}
            </Button>
          </Form>
        ) : null}
        {actions.includes("cancel") ? (
          <Form method="post" className={subCard} aria-labelledby="cancel-heading">
            {hidden("cancel")}
            <h3 id="cancel-heading" className="font-medium text-leaf-950">
              {ORDER_UI.cancelHeading}
            </h3>
            <p className="text-sm text-stone-700">{ORDER_UI.cancelHint}</p>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="reason" className="text-sm font-medium text-leaf-950">
                {ORDER_UI.reason}
              </label>
              <textarea
                id="reason"
                name="reason"
                required
                maxLength={500}
                rows={2}
                className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-base focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30"
              />
            </div>
            <Button
              type="submit"
              variant="outline"
              disabled={busy}
              className="self-start border-red-700 text-red-800 hover:bg-red-50"
            >
              {ORDER_ACTION_LABELS.cancel}
            </Button>
          </Form>
        ) : null}
      </div>
    </AdminSection>
  );
}
