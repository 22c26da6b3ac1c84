import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery, parse, validate } from "graphql";

/**
 * Shopify's published Storefront API schema (introspection of API 2026-04, as Shopify ships it in
 * @shopify/hydrogen-react 2026.4.4's `storefront.schema.json`), so the provider's documents are checked
 * against what Shopify serves, not against what the local server happens to answer.
 */
const SCHEMA_FILE = new URL("./storefront-2026-04.schema.json.gz", import.meta.url);

let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    JSON.parse(gunzipSync(readFileSync(SCHEMA_FILE)).toString("utf8")) as IntrospectionQuery,
  );
  return schema;
}

/**
 * What Shopify answers a document it cannot run: its GraphQL errors (HTTP 200, `errors` only), here the
 * messages graphql-js gives for the same faults (unknown field, wrong argument, undeclared variable…).
 */
export function storefrontDocumentErrors(query: string): string[] {
  try {
    return validate(storefrontSchema(), parse(query)).map((e) => e.message);
  } catch (e) {
    return [e instanceof Error ? e.message : String(e)];
  }
}
