/**
 * The product shape of the catalogue function's responses (spec §7), which is Shopify's Storefront
 * shape. Only the transformation in product-transform.ts reads it; the UI never sees edges/nodes.
 */
export interface BackendProduct {
  id: string;
  title: string;
  vendor?: string | null;
  description?: string | null;
  tags: string[];
  variants: { edges: { node: { id: string; price: { amount: string; currencyCode?: string } } }[] };
  images: { edges: { node: { originalSrc?: string; url?: string; altText?: string | null } }[] };
  metafields: { edges: { node: { namespace: string; key: string; value: string } }[] };
}
