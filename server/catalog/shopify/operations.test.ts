import { describe, expect, it } from "vitest";
import { storefrontDocumentErrors } from "../../testing/shopify/storefront-schema";
import { startStorefrontServer } from "../../testing/storefront-server";
import { CART_CREATE, productQuery, productsQuery, SHOP_QUERY } from "./operations";

/**
 * Every document the provider sends, checked against Shopify's published Storefront schema: a field,
 * argument or directive Shopify does not know would fail every request in production, while the local
 * Storefront server (which answers by operation name) could still answer it.
 */
describe("the Storefront documents against Shopify's schema", () => {
  const documents: [string, string][] = [
    ["Shop", SHOP_QUERY],
    ["CartCreate", CART_CREATE],
  ];
  for (const inventory of [true, false]) {
    for (const language of ["de", "en"] as const) {
      documents.push([`Products inventory=${inventory} ${language}`, productsQuery(inventory, language)]);
      documents.push([`Product inventory=${inventory} ${language}`, productQuery(inventory, language)]);
    }
  }

  it.each(documents)("%s is valid", (_, query) => {
    expect(storefrontDocumentErrors(query)).toEqual([]);
  });

  it("the check finds what Shopify would refuse", () => {
    // A made-up field, an argument `variants` does not take, and an undeclared variable.
    expect(storefrontDocumentErrors("query { shop { nam } }")).toEqual([
      expect.stringContaining('Cannot query field "nam" on type "Shop"'),
    ]);
    expect(
      storefrontDocumentErrors('query { product(id: "1") { variants(limit: 3) { edges { node { id } } } } }'),
    ).toEqual([expect.stringContaining('Unknown argument "limit"')]);
    expect(storefrontDocumentErrors("query { product(id: $id) { id } }")).toEqual([
      expect.stringContaining('Variable "$id" is not defined'),
    ]);
  });
});

describe("the local Storefront server", () => {
  it("refuses a document Shopify's schema does not allow, as Shopify does", async () => {
    const server = await startStorefrontServer();
    try {
      const ask = async (query: string) => {
        const res = await fetch(`${server.url}/api/2026-10/graphql.json`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": server.token },
          body: JSON.stringify({ query }),
        });
        return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: unknown[] } };
      };
      const wrong = await ask("query Shop { shop { nam } }");
      expect(wrong.status).toBe(200);
      expect(wrong.body.data).toBeUndefined();
      expect(wrong.body.errors).toEqual([{ message: expect.stringContaining('"nam"') }]);
      expect((await ask(SHOP_QUERY)).body).toEqual({ data: { shop: { name: "Blattwerk Test Store" } } });
    } finally {
      await server.close();
    }
  });
});
