import type { BackendProduct } from "../../../domain/backend-product";
import type { Credentials } from "./credentials";

export const FUNCTION_URL = "/functions/v1/blattwerk_data";

/** Calls the catalogue function; errors come back as `{ error }`, never as exceptions. */
export async function callCatalogFunction<T>(body: Record<string, unknown>): Promise<T | { error: string }> {
  try {
    const res = await fetch(FUNCTION_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) return { error: (json as { message?: string }).message ?? `HTTP ${res.status}` };
    return json as T;
  } catch (err) {
    return { error: (err as Error).message };
  }
}

export const checkCredentials = (credentials: Credentials) =>
  callCatalogFunction<{ valid: boolean }>({ action: "checkCredentials", credentials });

export const getProduct = (productId: string, credentials?: Credentials) =>
  callCatalogFunction<{ product: BackendProduct | null }>({ action: "getProduct", productId, credentials });

export const createCheckout = (
  cartItems: { variantId: string; quantity: number }[],
  credentials?: Credentials,
) =>
  callCatalogFunction<{ checkout: { webUrl: string } | null; checkoutUserErrors: { message: string }[] }>({
    action: "createCheckout",
    cartItems,
    credentials,
  });
