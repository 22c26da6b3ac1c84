import { Form, useNavigation } from "react-router";
import { MAX_QUANTITY } from "../../../domain/orders/cart";
import { Button } from "../../components/ui/button";
import { Field, FormMessage } from "../../components/ui/field";
import { AdminSection } from "./admin-section";
import { EDIT_UI } from "./customer-messages";
import { useCan } from "./use-can";

/** The intents of the edit forms (the order route's action handles them). */
export const EDIT_INTENTS = ["setQuantity", "removeLine", "setAddress"] as const;

const subCard = "flex flex-col gap-3 rounded-xl border border-stone-200 p-4";

export interface OrderEditPanelProps {
  version: number;
  items: readonly { plantId: string; name: string; quantity: number }[];
  address: {
    firstName: string;
    lastName: string;
    address: string;
    addressAddition: string | null;
    postalCode: string;
    city: string;
  };
  result?: { error: string } | { notice: string };
  /**
   * Why the lines are not offered for editing (#43 §2: a discount was split over them), or null: then
   * the panel says so where the quantity forms would stand, and offers the address alone.
   */
  linesLocked?: string | null;
}

/**
 * Editing an order before shipment (#34): a quantity per line, removing a line (not the last), the
 * delivery address. Each form carries the version the page showed (409 when someone else was first).
 */
export function OrderEditPanel({ version, items, address, result, linesLocked = null }: OrderEditPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // Quantities and lines (`orders.edit`) and the address (`orders.address`) by role (domain/shop/roles.ts).
  const can = useCan();
  const hidden = (intent: (typeof EDIT_INTENTS)[number]) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <AdminSection title={EDIT_UI.heading} testId="order-edit">
      <p className="mb-3 text-sm text-stone-700">{EDIT_UI.hint}</p>
      {result && "error" in result ? (
        <FormMessage className="mb-3">{result.error}</FormMessage>
      ) : result && "notice" in result ? (
        <FormMessage tone="success" className="mb-3">
          {result.notice}
        </FormMessage>
      ) : null}
      {/* Forms remount with each new version, so fields show what is now stored. */}
      <div key={version} className="grid gap-4 md:grid-cols-2">
        {can("orders.edit") && linesLocked ? (
          <p className={`${subCard} text-sm text-stone-700`} data-testid="order-edit-lines-locked">
            {linesLocked}
          </p>
        ) : can("orders.edit") ? (
          <ul className="flex flex-col gap-3">
            {items.map((i) => (
              <li key={i.plantId} className={subCard} data-testid="edit-line">
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  {hidden("setQuantity")}
                  <input type="hidden" name="plantId" value={i.plantId} />
                  <Field
                    label={EDIT_UI.quantityLabel(i.name)}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_QUANTITY}
                    step={1}
                    required
                    defaultValue={i.quantity}
                    className="w-40"
                  />
                  <Button type="submit" variant="outline" disabled={busy}>
                    {EDIT_UI.setQuantity}
                  </Button>
                </Form>
                {items.length > 1 ? (
                  <Form method="post">
                    {hidden("removeLine")}
                    <input type="hidden" name="plantId" value={i.plantId} />
                    <Button
                      type="submit"
                      variant="outline"
                      disabled={busy}
                      className="border-red-700 text-red-800 hover:bg-red-50"
                    >
                      {EDIT_UI.remove(i.name)}
                    </Button>
                  </Form>
                ) : (
                  <p className="text-sm text-stone-700">{EDIT_UI.lastLine}</p>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {can("orders.address") ? (
          <Form method="post" className={subCard} aria-labelledby="edit-address-heading">
            {hidden("setAddress")}
            <h3 id="edit-address-heading" className="font-medium text-leaf-950">
              {EDIT_UI.addressHeading}
            </h3>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label={EDIT_UI.firstName}
                name="firstName"
                defaultValue={address.firstName}
                required
                maxLength={100}
              />
              <Field
                label={EDIT_UI.lastName}
                name="lastName"
                defaultValue={address.lastName}
                required
                maxLength={100}
              />
            </div>
            <Field
              label={EDIT_UI.address}
              name="address"
              defaultValue={address.address}
              required
              maxLength={200}
            />
            <Field
              label={EDIT_UI.addressAddition}
              name="addressAddition"
              defaultValue={address.addressAddition ?? ""}
              maxLength={100}
            />
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              <Field
                label={EDIT_UI.postalCode}
                name="postalCode"
                defaultValue={address.postalCode}
                required
                inputMode="numeric"
                maxLength={5}
              />
              <Field label={EDIT_UI.city} name="city" defaultValue={address.city} required maxLength={100} />
            </div>
            <Button type="submit" disabled={busy} className="self-start">
              {EDIT_UI.saveAddress}
            </Button>
          </Form>
        ) : null}
      </div>
    </AdminSection>
  );
}
