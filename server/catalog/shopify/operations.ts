/**
 * The GraphQL documents the provider sends, one per operation (Storefront API 2026-10).
 * Metafields are read with `identifiers` for the namespaces of spec §3.
 */
const METAFIELD_IDS = [
  ["plant", "height"],
  ["plant", "potDiameter"],
  ["plant", "maturity"],
  ["plant", "weight"],
  ["plant", "size"],
  ["care", "waterTips"],
  ["care", "lightTips"],
  ["care", "temperatureTips"],
  ["care", "humidityTips"],
]
  .map(([namespace, key]) => `{namespace: "${namespace}", key: "${key}"}`)
  .join(", ");

const PRODUCT_FIELDS = `
  id
  title
  vendor
  description
  tags
  variants(first: 1) { edges { node { id price { amount currencyCode } } } }
  images(first: 10) { edges { node { url altText } } }
  metafields(identifiers: [${METAFIELD_IDS}]) { namespace key value }
`;

export const PRODUCTS_QUERY = `query Products($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: BEST_SELLING) {
    edges { node { ${PRODUCT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const PRODUCT_QUERY = `query Product($id: ID!) {
  product(id: $id) { ${PRODUCT_FIELDS} }
}`;

export const SHOP_QUERY = `query Shop { shop { name } }`;

export const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { id checkoutUrl }
    userErrors { field message code }
  }
}`;
