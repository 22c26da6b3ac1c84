import type { PlantLanguage } from "../../../domain/catalog/plant";

/**
 * The GraphQL documents the provider sends, one per operation (Storefront API 2026-10).
 * Metafields are read with `identifiers` for the namespaces of spec §3.
 */
/** A size's own measures (#43 §1): metafields of its variant. */
const VARIANT_METAFIELD_IDS = ["height", "potDiameter", "weight"]
  .map((key) => `{namespace: "plant", key: "${key}"}`)
  .join(", ");

const METAFIELD_IDS = [
  ["plant", "height"],
  ["plant", "potDiameter"],
  ["plant", "maturity"],
  ["plant", "weight"],
  ["plant", "size"],
  // The VAT rate (#27): a product metafield "plant.vatRate" = "19" for pots, fertiliser, accessories
  // (exposed to the Storefront API); without it a product is a live plant at 7 %.
  ["plant", "vatRate"],
  // Other names (#46 §3): "plant.synonyms" = "Sansevieria, Schwiegermutterzunge", searched like the title.
  ["plant", "synonyms"],
  // „Dazu passt“ (#43 §1): "plant.matching" = the product ids offered beside it, comma-separated.
  ["plant", "matching"],
  ["care", "waterTips"],
  ["care", "lightTips"],
  ["care", "temperatureTips"],
  ["care", "humidityTips"],
]
  .map(([namespace, key]) => `{namespace: "${namespace}", key: "${key}"}`)
  .join(", ");

/**
 * `quantityAvailable` needs the token's `unauthenticated_read_product_inventory` scope; without it
 * Shopify refuses the whole query ("Access denied for quantityAvailable field"), so the provider
 * falls back to the fields without it (`availableForSale` still says sold out).
 */
const productFields = (inventory: boolean) => `
  id
  title
  vendor
  description
  tags
  variants(first: 3) { edges { node { id price { amount currencyCode } compareAtPrice { amount currencyCode } availableForSale${inventory ? " quantityAvailable" : ""} selectedOptions { name value } metafields(identifiers: [${VARIANT_METAFIELD_IDS}]) { namespace key value } } } }
  images(first: 10) { edges { node { url altText } } }
  metafields(identifiers: [${METAFIELD_IDS}]) { namespace key value }
`;

/**
 * Storefront answers in the store's default language unless asked otherwise; `@inContext(language: EN)`
 * asks for the merchant's English translations (#19), the original where there is none.
 */
const inContext = (language: PlantLanguage) =>
  language === "de" ? "" : ` @inContext(language: ${language.toUpperCase()})`;

export const productsQuery = (
  inventory = true,
  language: PlantLanguage = "de",
) => `query Products($first: Int!, $after: String)${inContext(language)} {
  products(first: $first, after: $after, sortKey: BEST_SELLING) {
    edges { node { ${productFields(inventory)} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const productQuery = (
  inventory = true,
  language: PlantLanguage = "de",
) => `query Product($id: ID!)${inContext(language)} {
  product(id: $id) { ${productFields(inventory)} }
}`;

export const SHOP_QUERY = `query Shop { shop { name } }`;

/**
 * Since 2024-10 short stock is no user error: Shopify reduces or drops the line by itself and says so in
 * `warnings`, so the cart's lines are read back to learn what is left of each.
 */
export const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } }
    userErrors { field message code }
    warnings { code message target }
  }
}`;
