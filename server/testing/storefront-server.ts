import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PLANTS } from "../../content/catalog/plants";
import { SIZES } from "../../content/catalog/sizes";
import { SIZE_NAMES } from "../../domain/catalog/sizes";
import { centsToDecimal } from "../../domain/orders/money";
import { storefrontDocumentErrors } from "./shopify/storefront-schema";
import { createCart } from "./storefront-cart";

/**
 * A local stand-in for Shopify's Storefront GraphQL API (which this machine cannot reach). It answers
 * the operations our provider sends with bodies shaped like Shopify's documented schema, and can be
 * told to fail in each of the ways the real API does.
 */
export type StorefrontMode =
  | "ok"
  | "unauthorized"
  | "payment-required"
  | "throttled-430"
  | "throttled-graphql"
  | "server-error"
  | "malformed"
  | "slow"
  /** Headers and the start of a body, then nothing: only a timeout that covers the body ends it. */
  | "stalled-body"
  | "user-errors"
  | "empty"
  /** A token without unauthenticated_read_product_inventory: asking for quantityAvailable is refused. */
  | "no-inventory-scope";

export interface StorefrontServer {
  url: string;
  mode: StorefrontMode;
  /** The public token (X-Shopify-Storefront-Access-Token). */
  token: string;
  /** The private token (Shopify-Storefront-Private-Token), for server-side calls. */
  privateToken: string;
  /** The Shopify-Storefront-Buyer-IP of each call in `calls`, null for none. */
  buyerIps: (string | null)[];
  /** Operation names received, in order. */
  calls: string[];
  /** The `@inContext(language: …)` of each call in `calls`, "" for none. */
  languages: string[];
  /**
   * Units of a plant (by our id) as the store's inventory says; every plant has 50 until set. 0 makes
   * the variant unavailable for sale, as Shopify does for a store that sells only what it has.
   */
  setStock(plantId: string, units: number): void;
  /**
   * How many products the store holds: our plants first, then copies of them under their own ids and
   * titles (a store with more than a page of 250, to page through). Our plants alone until set.
   */
  setCatalogueSize(products: number): void;
  close(): Promise<void>;
}

const METAFIELD_KEYS: [string, string][] = [
  ["plant", "height"],
  ["plant", "potDiameter"],
  ["plant", "maturity"],
  ["plant", "weight"],
  ["plant", "size"],
  ["plant", "vatRate"], // none of the test store's plants has it: all 7 %
  ["care", "waterTips"],
  ["care", "lightTips"],
  ["care", "temperatureTips"],
  ["care", "humidityTips"],
];

/** A plant the test store has not translated: asked in English, it answers German, as Shopify does. */
export const UNTRANSLATED_IN_STORE = "spider-plant";

/**
 * The store's products: our catalogue as a merchant would enter it in Shopify, with the English
 * translations of the title (#32), the description and the text metafields (#19) when asked in English.
 */
const sized = (id: string) => SIZES.some((s) => s.of === id);
const measures = (m: { height: string; potDiameter: string; weight: string }) =>
  (["height", "potDiameter", "weight"] as const).map((key) => ({ namespace: "plant", key, value: m[key] }));

export function storefrontProducts(language: "DE" | "EN" = "DE", size = PLANTS.length) {
  return Array.from({ length: size }, (_, i) => {
    const p = PLANTS[i % PLANTS.length]!;
    // Past our plants: copies with their own product and variant ids, and a title told apart by number.
    const copy = i >= PLANTS.length ? ` ${i + 1}` : "";
    const english = language === "EN" && p.id !== UNTRANSLATED_IN_STORE;
    const values: Record<string, string | undefined> = {
      ...p,
      ...(english ? p.en : {}),
      size: p.size,
    } as unknown as Record<string, string>;
    return {
      id: `gid://shopify/Product/${8000000000001 + i}`,
      // The store's English title where it has one (#32), as Shopify answers a translated title.
      title: `${english ? p.en.name : p.name}${copy}`,
      vendor: p.botanicalName,
      description: english ? p.en.description : p.description,
      tags: [
        ...p.categories,
        `light:${p.lightLevel}`,
        `water:${p.waterLevel}`,
        ...(p.popularity ? [`popularity:${p.popularity}`] : []),
      ],
      variants: {
        // A plant in several sizes (#43 §1, content/catalog/sizes.ts) is a product with a variant per
        // size, each with its size option and its measures as variant metafields (as identifiers answer).
        edges: [
          {
            node: {
              id: `gid://shopify/ProductVariant/${45000000000001 + i}`,
              price: { amount: centsToDecimal(p.priceCents), currencyCode: "EUR" },
              availableForSale: true,
              quantityAvailable: 50 as number | null,
              ...(sized(p.id) && {
                selectedOptions: [{ name: "Größe", value: SIZE_NAMES.de[p.size] }],
                metafields: measures(english ? p.en : p),
              }),
            },
          },
          ...SIZES.filter((s) => s.of === p.id).map((s, k) => ({
            node: {
              id: `gid://shopify/ProductVariant/${46000000000001 + i * 10 + k}`,
              price: { amount: centsToDecimal(s.priceCents), currencyCode: "EUR" },
              availableForSale: true,
              quantityAvailable: 50 as number | null,
              selectedOptions: [{ name: "Größe", value: SIZE_NAMES.de[s.size] }],
              metafields: measures(english ? s.en : s),
            },
          })),
        ],
      },
      images: {
        edges: p.images.map((src) => ({
          node: { url: `https://cdn.shopify.com/s/files${src}`, altText: p.name },
        })),
      },
      // Storefront returns one entry per identifier, null where the product has no such metafield.
      metafields: METAFIELD_KEYS.map(([namespace, key]) =>
        values[key] ? { namespace, key, value: String(values[key]) } : null,
      ),
    };
  });
}

/** Most items one page of a connection holds (Shopify's documented limit for `first`). */
const MAX_PAGE_SIZE = 250;

/** Shopify's cursors are opaque strings; ours name the position of the edge. */
const cursorOf = (index: number) => Buffer.from(JSON.stringify({ last_id: index })).toString("base64");
function indexOf(cursor: string): number | null {
  try {
    const index = (JSON.parse(Buffer.from(cursor, "base64").toString("utf8")) as { last_id?: unknown })
      .last_id;
    return Number.isInteger(index) && (index as number) >= 0 ? (index as number) : null;
  } catch {
    return null;
  }
}

/**
 * One page of a connection as Storefront answers it: `first` 1..250 is required, `after` must be a
 * cursor the store gave out; a page's `endCursor` is its last edge's cursor (null on an empty page).
 */
function page<T>(items: readonly T[], first: unknown, after: unknown) {
  if (typeof first !== "number" || !Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    return { error: `first: expected an integer from 1 to ${MAX_PAGE_SIZE}, got ${JSON.stringify(first)}` };
  let start = 0;
  if (after !== undefined && after !== null) {
    const index = typeof after === "string" ? indexOf(after) : null;
    if (index === null || index >= items.length) return { error: "Invalid cursor for current pagination." };
    start = index + 1;
  }
  const edges = items.slice(start, start + first).map((node, i) => ({ cursor: cursorOf(start + i), node }));
  return {
    connection: {
      edges,
      pageInfo: {
        hasNextPage: start + first < items.length,
        hasPreviousPage: start > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    },
  };
}

export async function startStorefrontServer(
  token = "test-storefront-token",
  port = 0,
  privateToken = "test-storefront-private-token",
): Promise<StorefrontServer> {
  const state = {
    mode: "ok" as StorefrontMode,
    calls: [] as string[],
    languages: [] as string[],
    buyerIps: [] as (string | null)[],
    carts: 0,
  };
  let byLanguage = { DE: storefrontProducts("DE"), EN: storefrontProducts("EN") };
  const stock = new Map<string, number>();
  /** The products as this request may see them: stock applied, the count hidden without the scope. */
  const visible = (inventory: boolean, language: "DE" | "EN") =>
    byLanguage[language].map((p, i) => {
      // Our plants' stock as set; their copies in a larger store have 50 each.
      const units = i < PLANTS.length ? (stock.get(PLANTS[i]!.id) ?? 50) : 50;
      const edges = p.variants.edges.map(({ node }) => {
        const { quantityAvailable: _, ...rest } = node;
        return {
          node: { ...rest, availableForSale: units > 0, ...(inventory && { quantityAvailable: units }) },
        };
      });
      return { ...p, variants: { edges } };
    });
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
      };
      if (req.method !== "POST" || !/^\/api\/[0-9]{4}-[0-9]{2}\/graphql\.json$/.test(req.url ?? "")) {
        return send(404, { errors: [{ message: "Not Found" }] });
      }
      let parsed: { query?: string; variables?: Record<string, unknown> };
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(400, { errors: [{ message: "Invalid JSON" }] });
      }
      const op = /(?:query|mutation)\s+(\w+)/.exec(parsed.query ?? "")?.[1] ?? "anonymous";
      state.calls.push(op);
      // The Storefront API's language directive; the store is German and has English translations.
      const asked = /@inContext\(\s*language:\s*([A-Z_]+)\s*\)/.exec(parsed.query ?? "")?.[1] ?? "";
      state.languages.push(asked);
      // Each kind of token in its own header only: a private token sent as a public one (or the other way
      // round) is no valid token there.
      const publicToken = req.headers["x-shopify-storefront-access-token"];
      const sentPrivate = req.headers["shopify-storefront-private-token"];
      const buyerIp = req.headers["shopify-storefront-buyer-ip"];
      state.buyerIps.push(typeof buyerIp === "string" ? buyerIp : null);
      const authorized =
        (publicToken === token && sentPrivate === undefined) ||
        (sentPrivate === privateToken && publicToken === undefined);
      if (!authorized || state.mode === "unauthorized") {
        return send(401, { errors: [{ message: "Unauthorized" }] });
      }
      switch (state.mode) {
        case "payment-required":
          return send(402, { errors: [{ message: "Unavailable Shop" }] });
        case "throttled-430":
          return send(430, { errors: [{ message: "Security Rejection" }] });
        case "throttled-graphql":
          return send(200, { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
        case "server-error":
          return send(503, "Service Unavailable");
        case "malformed":
          return send(200, "{ this is not json");
        case "slow":
          return setTimeout(() => send(200, { data: { shop: { name: "late" } } }), 3000);
        case "stalled-body":
          res.writeHead(200, { "Content-Type": "application/json" });
          res.write('{"data":{"products":{"edges":[');
          return;
      }
      // As strict as Shopify: a document its schema does not allow is refused whole (HTTP 200, errors).
      const invalid = storefrontDocumentErrors(parsed.query ?? "");
      if (invalid.length > 0) return send(200, { errors: invalid.map((message) => ({ message })) });
      const v = parsed.variables ?? {};
      const asksInventory = /\bquantityAvailable\b/.test(parsed.query ?? "");
      if (asksInventory && state.mode === "no-inventory-scope") {
        // What Shopify answers (HTTP 200) when the token lacks the scope.
        return send(200, {
          errors: [
            {
              message:
                "Access denied for quantityAvailable field. Required access: `unauthenticated_read_product_inventory` access scope.",
              extensions: { code: "ACCESS_DENIED" },
            },
          ],
        });
      }
      const shown = visible(asksInventory, asked === "EN" ? "EN" : "DE");
      switch (op) {
        case "Shop":
          return send(200, { data: { shop: { name: "Blattwerk Test Store" } } });
        case "Products": {
          const paged = page(state.mode === "empty" ? [] : shown, v.first, v.after);
          if ("error" in paged) return send(200, { errors: [{ message: paged.error }] });
          return send(200, { data: { products: paged.connection } });
        }
        case "Product":
          return send(200, { data: { product: shown.find((p) => p.id === v.id) ?? null } });
        case "CartCreate": {
          if (state.mode === "user-errors") {
            return send(200, {
              data: {
                cartCreate: {
                  cart: null,
                  userErrors: [
                    {
                      field: ["input", "lines", "0", "merchandiseId"],
                      message: "The merchandise does not exist.",
                      code: "INVALID",
                    },
                  ],
                },
              },
            });
          }
          const query = parsed.query ?? "";
          const variants = new Map(
            visible(true, "DE").map((p) => {
              const node = p.variants.edges[0]!.node;
              return [node.id, { title: p.title, units: node.quantityAvailable ?? 0 }];
            }),
          );
          return send(
            200,
            createCart(
              v.input,
              (id) => variants.get(id),
              { lines: /\blines\s*\(/.test(query), warnings: /\bwarnings\b/.test(query) },
              ++state.carts,
            ),
          );
        }
        default:
          return send(200, { errors: [{ message: `Unknown operation ${op}` }] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    get mode() {
      return state.mode;
    },
    set mode(m: StorefrontMode) {
      state.mode = m;
    },
    token,
    privateToken,
    calls: state.calls,
    languages: state.languages,
    buyerIps: state.buyerIps,
    setStock(plantId, units) {
      stock.set(plantId, units);
    },
    setCatalogueSize(products) {
      byLanguage = { DE: storefrontProducts("DE", products), EN: storefrontProducts("EN", products) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
