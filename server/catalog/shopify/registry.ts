import { createHash } from "node:crypto";
import { shopName } from "../../../domain/shop/shop-domain";
import type { ShopifyConfig } from "../../config";
import { createShopifyCatalog, type ShopifyCatalog } from "./provider";

/** At most this many stores' catalogues are kept for per-request (browser-stored) credentials. */
const MAX_STORES = 20;

/**
 * Shopify catalogues by store and token. The configured store is one entry; a shop owner testing
 * credentials from the settings page gets its own, cached under a hash of the token (never the token).
 */
export function createShopifyRegistry(
  defaults: Pick<ShopifyConfig, "apiVersion" | "timeoutMs" | "ttlMs">,
  apiBaseUrl?: string,
) {
  const stores = new Map<string, ShopifyCatalog>();
  return {
    /**
     * null when the domain is not a valid `<name>.myshopify.com`. Tokens from the settings page are
     * public ones; the configured store may use a private one (SHOPIFY_STOREFRONT_PRIVATE_TOKEN).
     */
    for(domain: string, token: string, tokenKind: "public" | "private" = "public"): ShopifyCatalog | null {
      const shop = shopName(domain);
      if (!shop || !token) return null;
      const key = `${shop}:${tokenKind}:${createHash("sha256").update(token).digest("hex")}`;
      let catalog = stores.get(key);
      if (!catalog) {
        catalog = createShopifyCatalog({
          target: { shop, token, tokenKind, ...defaults, apiBaseUrl },
          ttlMs: defaults.ttlMs,
        });
        if (stores.size >= MAX_STORES) stores.delete(stores.keys().next().value!);
        stores.set(key, catalog);
      }
      return catalog;
    },
  };
}

export type ShopifyRegistry = ReturnType<typeof createShopifyRegistry>;
