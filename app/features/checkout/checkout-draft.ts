import { EMPTY_SHIPPING, type ShippingDraft } from "./shipping-fields";

/**
 * What the customer typed into the checkout, kept for this browser tab (sessionStorage: gone when the
 * tab closes), so a reload, back and forward, or a detour to the cart keeps it (issue #32). Cleared
 * once the order is placed.
 */
const KEY = "checkout-draft";

export function loadDraft(): Partial<ShippingDraft> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    // Only the known fields, only strings: nothing else from storage reaches the form.
    const draft: Partial<ShippingDraft> = {};
    for (const field of Object.keys(EMPTY_SHIPPING) as (keyof ShippingDraft)[]) {
      const v = (parsed as Record<string, unknown>)[field];
      if (typeof v === "string" && v.length <= 500) draft[field] = v;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(values: ShippingDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, it just forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
