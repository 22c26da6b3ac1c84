/**
 * Shopify store domains (spec §5): lowercase letters, digits and hyphens, starting with a letter or
 * digit, ending in .myshopify.com. The server builds the URL from the name itself, so no
 * user-controlled host or path ever reaches fetch.
 */
const SHOP_DOMAIN = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/;

/** The server's answers (German like all API errors); the English page shows its own from the shopify messages. */
export const INVALID_DOMAIN_MESSAGE = "Bitte gib eine gültige Shopify-Store-Domain ein";
export const MISSING_TOKEN_MESSAGE = "Bitte gib deinen Storefront-API-Token ein";

/** "my-shop.myshopify.com" → "my-shop"; anything else → null. */
export function shopName(domain: string): string | null {
  const m = SHOP_DOMAIN.exec(domain.trim());
  return m ? m[1]! : null;
}

export const isValidShopDomain = (domain: string): boolean => shopName(domain) !== null;

export const storefrontUrl = (name: string, apiVersion: string): string =>
  `https://${name}.myshopify.com/api/${apiVersion}/graphql.json`;
