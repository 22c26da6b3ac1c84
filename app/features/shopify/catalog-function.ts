import { api, type ContractSource, contract } from "../../lib/api";
import type { Credentials } from "./credentials";

export const FUNCTION_URL = "/functions/v1/blattwerk_data";

/** Calls the catalogue function (spec §7); errors come back as `{ error }`, never as exceptions. */
async function callCatalogFunction<T>(
  source: ContractSource<T>,
  body: Record<string, unknown>,
): Promise<T | { error: string }> {
  const res = await api(FUNCTION_URL, source, { method: "POST", json: body });
  return res.ok ? res.data : { error: res.error.message };
}

export const checkCredentials = (credentials: Credentials) =>
  callCatalogFunction(contract("credentialsCheck"), { action: "checkCredentials", credentials });

/** `language` "en" asks the store for its English translation (#19). */
export const getProduct = (productId: string, credentials?: Credentials, language: "de" | "en" = "de") =>
  callCatalogFunction(contract("productAnswer"), {
    action: "getProduct",
    productId,
    credentials,
    ...(language === "en" && { language }),
  });

/** `language` "en": a stock message in English. */
export const createCheckout = (
  cartItems: { variantId: string; quantity: number }[],
  credentials?: Credentials,
  language: "de" | "en" = "de",
) =>
  callCatalogFunction(contract("hostedCheckout"), {
    action: "createCheckout",
    cartItems,
    credentials,
    ...(language === "en" && { language }),
  });
