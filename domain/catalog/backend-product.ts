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
  variants: {
    edges: {
      node: {
        id: string;
        price: { amount: string; currencyCode?: string };
        /** Storefront API: the price before a reduction („compare at“); null or missing: none. */
        compareAtPrice?: { amount: string; currencyCode?: string } | null;
        /** Storefront API: false when sold out (and the store does not sell beyond its stock). */
        availableForSale?: boolean;
        /** Storefront API: units left; null without the unauthenticated_read_product_inventory scope. */
        quantityAvailable?: number | null;
        /** Storefront API: the variant's options; a size option („Größe“/"Size") makes it a size (#43 §1). */
        selectedOptions?: { name: string; value: string }[];
        /** The size's own measures (plant.height, plant.potDiameter, plant.weight). */
        metafields?: { edges: { node: { namespace: string; key: string; value: string } }[] };
      };
    }[];
  };
  images: { edges: { node: { originalSrc?: string; url?: string; altText?: string | null } }[] };
  metafields: { edges: { node: { namespace: string; key: string; value: string } }[] };
}
