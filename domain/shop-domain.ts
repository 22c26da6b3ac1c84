/**
 * Shopify store domains (spec §5): lowercase letters, digits and hyphens, starting with a letter or
 * digit, ending in .myshopify.com. The server builds the URL from the name itself, so no
 * user-controlled host or path ever reaches fetch.
 */
const SHOP_DOMAIN = /^([a-z0-9][a-z0-9-]{0,59})\.myshopify\.com$/;

export const INVALID_DOMAIN_MESSAGE = "Please enter a valid Shopify store domain";
export const MISSING_TOKEN_MESSAGE = "Please enter your Storefront API token";

/** "my-shop.myshopify.com" → "my-shop"; anything else → null. */
export function shopName(domain: string): string | null {
  const m = SHOP_DOMAIN.exec(domain.trim());
  return m ? m[1]! : null;
}

export const isValidShopDomain = (domain: string): boolean => shopName(domain) !== null;

export const storefrontUrl = (name: string, apiVersion: string): string =>
  `https://${name}.myshopify.com/api/${apiVersion}/graphql.json`;
