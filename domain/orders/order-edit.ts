import type { PlantSize } from "../catalog/plant";
import type { OrderStatus } from "../contracts/order";
import { NOTE_MAX, type OrderEditRefusals } from "../contracts/order-edit-messages";
import type { Parsed as ParsedAs, Refusal } from "../text/refusal";
import { checkTextRule, textRefusal } from "../text/text-rules";
import { MAX_QUANTITY } from "./cart";
import { MAX_ORDER_TOTAL_CENTS, type OrderTotals, orderTotals } from "./order";
import type { ShippingRates } from "./shipping";

/**
 * Internal notes and editing an order before shipment (#34), pure. server/orders/commands/edit.ts applies an
 * edit in one versioned transaction: the lines and the address change, the totals are recomputed by the
 * checkout's own rule (domain/orders/order.ts `orderTotals`: shipping by the largest size, free from the
 * threshold), the stock follows the change of each line (journal reason „correction"), and what the
 * customer owes follows by itself: before the invoice (issued at shipping) the ledger's debt is the
 * order's total (domain/orders/ledger.ts).
 */

export type OrderEditRefusal = Refusal<OrderEditRefusals>;
type Parsed<T> = ParsedAs<T, OrderEditRefusal>;

/** Statuses an order can be changed in: before it leaves, and not once it is cancelled. */
export const EDITABLE_STATUSES = ["pending", "processing"] as const satisfies readonly OrderStatus[];

export const isEditable = (status: OrderStatus): boolean =>
  (EDITABLE_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Why this order cannot be edited now, or null. An order with an invoice (placed before invoices were
 * issued at shipping) is refused: its correction is a Rechnungskorrektur on the money panel.
 */
export function editRefusal(
  status: OrderStatus,
  { invoiced, paymentOpen }: { invoiced: boolean; paymentOpen: boolean },
): OrderEditRefusal | null {
  if (!isEditable(status)) return { error: "not_editable", params: { status } };
  if (invoiced) return { error: "edit_invoiced" };
  if (paymentOpen) return { error: "edit_payment_open" };
  return null;
}

/**
 * Why the lines of an editable order cannot be changed, or null (#43 §2): a discount code's amount was
 * split over the lines per VAT rate and counted against the code's limits; a changed quantity or a
 * removed line would leave that split (and the invoice's discount per rate) wrong. Its address can still
 * change; the lines are corrected by cancelling, or after shipping by a Rechnungskorrektur.
 */
export function lineEditRefusal(order: { discountCents: number }): OrderEditRefusal | null {
  return order.discountCents > 0 ? { error: "edit_discounted" } : null;
}

/** An internal note: multi-line text under the one text rule, at most NOTE_MAX characters. */
export function parseNote(text: string): Parsed<string> {
  const checked = checkTextRule(text, { max: NOTE_MAX, multiLine: true, required: true });
  return checked.ok
    ? checked
    : { ok: false, ...textRefusal(checked, { required: "note_required", tooLong: "note_too_long" }) };
}

/** A quantity as staff type it: a whole number from 1 to MAX_QUANTITY (as in the cart). */
export function parseEditQuantity(text: string): Parsed<number> {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return { ok: false, error: "edit_quantity_invalid" };
  const n = Number(t);
  return n >= 1 && n <= MAX_QUANTITY ? { ok: true, value: n } : { ok: false, error: "edit_quantity_invalid" };
}

/** An order line as the edit sees it. */
export interface EditLine {
  plantId: string;
  name: string;
  quantity: number;
  priceCents: number;
  size: PlantSize;
}

export type LineEdit =
  | { kind: "quantity"; plantId: string; quantity: number }
  | { kind: "remove"; plantId: string };

/** The lines after the edit, or why it is refused (unknown line, the last line, no change). */
export function applyLineEdit<L extends EditLine>(lines: readonly L[], edit: LineEdit): Parsed<L[]> {
  const line = lines.find((l) => l.plantId === edit.plantId);
  if (!line) return { ok: false, error: "edit_unknown_line" };
  if (edit.kind === "remove") {
    if (lines.length === 1) return { ok: false, error: "edit_last_line" };
    return { ok: true, value: lines.filter((l) => l !== line) };
  }
  if (edit.quantity === line.quantity) return { ok: false, error: "edit_no_change" };
  return { ok: true, value: lines.map((l) => (l === line ? { ...l, quantity: edit.quantity } : l)) };
}

/**
 * The stock change each plant needs so that the shelf matches the edited order: more ordered takes
 * from stock (negative), less or removed gives back (positive). Plants without a change are left out.
 */
export function stockDeltas(
  before: readonly Pick<EditLine, "plantId" | "quantity">[],
  after: readonly Pick<EditLine, "plantId" | "quantity">[],
): { plantId: string; delta: number }[] {
  const ids = [...new Set([...before, ...after].map((l) => l.plantId))].sort();
  const qty = (lines: typeof before, id: string) => lines.find((l) => l.plantId === id)?.quantity ?? 0;
  return ids
    .map((plantId) => ({ plantId, delta: qty(before, plantId) - qty(after, plantId) }))
    .filter((d) => d.delta !== 0);
}

/**
 * The edited order's totals by the checkout's rule, with the order's gift wrapping (#43 §4) kept as it
 * was sold; refused above what an order may total.
 */
export function editedTotals(
  lines: readonly EditLine[],
  freeShippingFromCents: number,
  rates?: ShippingRates,
  giftWrapCents = 0,
): Parsed<OrderTotals> {
  const goods = orderTotals(lines, freeShippingFromCents, rates);
  const totals = { ...goods, totalCents: goods.totalCents + giftWrapCents };
  return totals.totalCents > MAX_ORDER_TOTAL_CENTS
    ? { ok: false, error: "edit_total_too_high" }
    : { ok: true, value: totals };
}

/** The delivery address of an order, as stored. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  addressAddition: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "address",
  "addressAddition",
  "postalCode",
  "city",
  "country",
] as const satisfies readonly (keyof OrderAddress)[];

/** Only the fields that changed, each as { before, after }: what the audit entry keeps. */
export function addressChanges(
  before: OrderAddress,
  after: OrderAddress,
): Partial<Record<keyof OrderAddress, { before: string | null; after: string | null }>> {
  const changes: Partial<Record<keyof OrderAddress, { before: string | null; after: string | null }>> = {};
  for (const f of ADDRESS_FIELDS)
    if ((before[f] ?? null) !== (after[f] ?? null)) changes[f] = { before: before[f], after: after[f] };
  return changes;
}
