import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminSection } from "./admin-section";
import { formatDateTime } from "./format";
import { PARCEL_UI } from "./parcel-messages";

/** The order page's packing-table intents (#34); the route's action dispatches them. */
export const SHIPPING_INTENTS = ["createLabel", "cancelLabel"] as const;

export interface LabelItem {
  id: string;
  kind: "outbound" | "return";
  shipmentNo: string;
  weightGrams: number;
  createdAt: string;
  cancelledAt: string | null;
  actor: string;
}

type Result = { error: string; intent?: string } | { notice: string; intent?: string } | undefined;

const subCard = "flex flex-col gap-3 rounded-xl border border-stone-200 p-4";
const link =
  "inline-flex min-h-11 items-center font-medium text-leaf-800 underline underline-offset-4 hover:text-leaf-950";
const kg = (grams: number) =>
  (grams / 1000).toLocaleString("de-DE", { maximumFractionDigits: 3, useGrouping: false });

/**
 * Packing slip, DHL label (create, download, cancel) for one order. Without DHL's API the section
 * points to the portal's CSV export instead.
 */
export function OrderShipping({
  number,
  version,
  labels,
  dhlConfigured,
  labelable,
  shipped,
  awaitingConfirmation,
  defaultWeightKg,
  result,
}: {
  number: string;
  version: number;
  labels: LabelItem[];
  dhlConfigured: boolean;
  /** Confirmed and not yet shipped: a label can be made. */
  labelable: boolean;
  shipped: boolean;
  /** New, not yet confirmed: the label comes after confirmation. */
  awaitingConfirmation: boolean;
  defaultWeightKg: string;
  result: Result;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const pending = busy ? navigation.formData?.get("intent") : null;
  const outbound = labels.filter((l) => l.kind === "outbound");
  const active = outbound.find((l) => !l.cancelledAt);
  const shown = result?.intent && (SHIPPING_INTENTS as readonly string[]).includes(result.intent);
  return (
    <AdminSection title={PARCEL_UI.heading} testId="order-shipping">
      {shown && result ? (
        "error" in result ? (
          <FormMessage className="mb-3">{result.error}</FormMessage>
        ) : (
          <FormMessage tone="success" className="mb-3">
            {result.notice}
          </FormMessage>
        )
      ) : null}
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <div className={subCard}>
          <a
            href={`/admin/orders/${encodeURIComponent(number)}/packing-slip`}
            className={link}
            data-testid="packing-slip-link"
          >
            {PARCEL_UI.packingSlip}
          </a>
          <p className="text-sm text-stone-700">{PARCEL_UI.packingSlipHint}</p>
        </div>
        <div className={subCard} data-testid="order-labels">
          <h3 className="font-medium text-leaf-950">{PARCEL_UI.labelHeading}</h3>
          {outbound.length > 0 ? (
            <ul className="flex flex-col gap-2 text-sm">
              {outbound.map((l) => (
                <li key={l.id} data-testid={l.cancelledAt ? "label-cancelled" : "label-active"}>
                  <p className={l.cancelledAt ? "font-mono text-stone-500 line-through" : "font-mono"}>
                    {PARCEL_UI.labelLine(l.shipmentNo)}
                  </p>
                  <p className="text-stone-700">
                    {PARCEL_UI.labelMeta(kg(l.weightGrams), formatDateTime(l.createdAt), l.actor)}
                  </p>
                  {l.cancelledAt ? (
                    <p className="text-xs font-medium text-red-800">
                      {PARCEL_UI.cancelledMark(formatDateTime(l.cancelledAt))}
                    </p>
                  ) : (
                    <a href={`/admin/labels/${l.id}`} className={link} data-testid="label-download">
                      {PARCEL_UI.downloadLabel}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {!dhlConfigured ? (
            <>
              <p className="text-sm text-stone-700">{PARCEL_UI.notConfigured}</p>
              <a href="/admin/dispatch/dhl.csv" className={link}>
                {PARCEL_UI.portalCsv}
              </a>
            </>
          ) : active ? (
            shipped ? null : (
              <>
                <p className="text-sm text-stone-700">{PARCEL_UI.labelTracking}</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="cancelLabel" />
                  <input type="hidden" name="version" value={version} />
                  <Button
                    type="submit"
                    variant="outline"
                    disabled={busy}
                    className="border-red-700 text-red-800 hover:bg-red-50"
                  >
                    {pending === "cancelLabel" ? "…" : PARCEL_UI.cancelLabel}
                  </Button>
                </Form>
              </>
            )
          ) : labelable ? (
            <Form method="post" className="flex flex-col gap-3" aria-label={PARCEL_UI.createLabel}>
              <input type="hidden" name="intent" value="createLabel" />
              <input type="hidden" name="version" value={version} />
              <Field
                label={PARCEL_UI.weight}
                hint={PARCEL_UI.weightHint}
                name="weight"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={defaultWeightKg}
                required
              />
              <Button type="submit" disabled={busy} className="self-start">
                {pending === "createLabel" ? "…" : PARCEL_UI.createLabel}
              </Button>
            </Form>
          ) : awaitingConfirmation ? (
            <p className="text-sm text-stone-700">{PARCEL_UI.labelOnlyConfirmed}</p>
          ) : outbound.length === 0 ? (
            <p className="text-sm text-stone-700">{PARCEL_UI.noLabel}</p>
          ) : null}
        </div>
      </div>
    </AdminSection>
  );
}
