import { fallbackPlants } from "../../../content/catalog/fallback";
import type { BackendProduct } from "../../../domain/catalog/backend-product";
import type { Plant, PlantLanguage } from "../../../domain/catalog/plant";
import { localizeProduct, transformProduct } from "../../../domain/catalog/product-transform";
import { pickRelated } from "../../../domain/catalog/related";
import { applyQuery, EMPTY_QUERY, matchesHeaderSearch } from "../../../domain/catalog/search";
import { unitsById } from "../../../domain/catalog/sizes";
import type { CredentialsVerdict } from "../../../domain/contracts/catalog-function";
import type { Catalog } from "../catalog";
import { type CartCreateRead, readCartCreate } from "./cart-create";
import { CART_CREATE, productQuery, productsQuery, SHOP_QUERY } from "./operations";
import { reshapeProduct, reshapeProducts } from "./reshape";
import { describeFailure, type StorefrontFailure, type StorefrontTarget, storefront } from "./storefront";

/** Products per page: the most Storefront gives in one (`first` ≤ 250). */
const PAGE_SIZE = 250;
/** Up to this many pages are read (1000 products); a larger store is cut off there, with a log line. */
const MAX_PAGES = 4;

export interface ShopifyCatalogOptions {
  target: StorefrontTarget;
  /** Fresh for this long; after that served stale while one refresh runs. */
  ttlMs: number;
  now?: () => number;
}

export type CatalogHealth = "fresh" | "stale" | "fallback";

export interface ShopifyCatalog extends Catalog {
  kind: "shopify";
  localized(language: PlantLanguage): ShopifyCatalog;
  backendProducts(): Promise<BackendProduct[]>;
  /** `buyerIp`: the visitor the look-up is for (sent beside a private token). */
  backendProduct(id: string, buyer?: Buyer): Promise<BackendProduct | null>;
  health(): CatalogHealth;
  /** Valid, refused by the store (token, scope), or the store could not be reached (network, 5xx, time). */
  checkCredentials(): Promise<CredentialsVerdict>;
  /** `buyerIp`: the customer whose cart it is (sent beside a private token, as Shopify asks). */
  createCheckout(lines: { variantId: string; quantity: number }[], buyer?: Buyer): Promise<CheckoutResult>;
}

/** Who a call is made for: a private token's calls name the buyer's IP (Shopify-Storefront-Buyer-IP). */
export type Buyer = { buyerIp?: string };

/** A checkout URL, or why not: user errors, a failure, or the lines short of stock (`shortage`). */
export type CheckoutResult = CartCreateRead;

const refusesInventory = (messages: string[]) => messages.some((m) => m.includes("quantityAvailable"));

/** A Shopify product id as the UI knows it ("123") → its GID. */
const toGid = (id: string) => (id.startsWith("gid://") ? id : `gid://shopify/Product/${id}`);

/**
 * The catalogue from a Shopify store, reshaped by the same transformation as the local one.
 * Reads are cached: fresh within the TTL, stale-while-revalidate after it, and when the store fails
 * with nothing cached, the shipped fallback plants (spec §8).
 */
export function createShopifyCatalog({
  target,
  ttlMs,
  now = Date.now,
}: ShopifyCatalogOptions): ShopifyCatalog {
  type Cache = { at: number; products: BackendProduct[]; plants: Plant[] };
  /** One cache per language: English is its own Storefront answer (@inContext). */
  const caches: Record<PlantLanguage, Cache | null> = { de: null, en: null };
  const refreshing: Record<PlantLanguage, Promise<void> | null> = { de: null, en: null };
  let lastHealth: CatalogHealth = "fresh";
  /** Whether the token may read stock counts; learnt from the first refusal, then not asked again. */
  let inventory = true;
  /** Whether the log has said that the store is larger than the shop reads. */
  let cutOff = false;

  /** A query, and once more without `quantityAvailable` if the token may not read it. */
  async function ask<T>(
    query: (inventory: boolean) => string,
    variables: Record<string, unknown>,
    buyer: Buyer = {},
  ) {
    const res = await storefront<T>(target, query(inventory), variables, buyer);
    if (!res.ok && inventory && res.error.kind === "graphql" && refusesInventory(res.error.messages)) {
      inventory = false;
      console.warn(
        "[shopify] the token may not read stock counts (scope unauthenticated_read_product_inventory): only sold-out is shown",
      );
      return storefront<T>(target, query(false), variables, buyer);
    }
    return res;
  }

  async function fetchAll(language: PlantLanguage): Promise<BackendProduct[] | StorefrontFailure> {
    const all: BackendProduct[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await ask<unknown>((inventory) => productsQuery(inventory, language), {
        first: PAGE_SIZE,
        after,
      });
      if (!res.ok) return res.error;
      const { products, next } = reshapeProducts(res.data);
      all.push(...products);
      if (!next) return all;
      after = next;
    }
    // Once per catalogue, not at every refresh: the operator learns it without the log filling up.
    if (!cutOff) {
      cutOff = true;
      console.warn(
        `[shopify] the store has more than ${MAX_PAGES * PAGE_SIZE} products: the shop shows the first ${all.length} products (${MAX_PAGES} pages of ${PAGE_SIZE}) and leaves the rest out`,
      );
    }
    return all;
  }

  /** English plants: the English answer beside the German one marks what is untranslated. */
  async function toPlants(language: PlantLanguage, products: BackendProduct[]): Promise<Plant[]> {
    if (language === "de") return products.map((p) => transformProduct(p));
    await plantsIn("de");
    const german = new Map((caches.de?.products ?? []).map((p) => [p.id, p]));
    return products.map((p) => localizeProduct(p, german.get(p.id), language));
  }

  function refresh(language: PlantLanguage): Promise<void> {
    // English reads the German answer alongside (toPlants compares them), not after.
    refreshing[language] ??= Promise.all([fetchAll(language), language === "de" ? null : plantsIn("de")])
      .then(async ([result]) => {
        if (Array.isArray(result)) {
          caches[language] = { at: now(), products: result, plants: await toPlants(language, result) };
        } else {
          console.error(`[shopify] catalogue refresh failed: ${describeFailure(result)}`);
        }
      })
      .finally(() => {
        refreshing[language] = null;
      });
    return refreshing[language];
  }

  /** The cached answer in `language`, read first or refreshed in the background when stale. */
  async function cached(language: PlantLanguage): Promise<Cache | null> {
    const held = caches[language];
    if (!held) await refresh(language);
    else if (now() - held.at > ttlMs) void refresh(language); // serve stale, refresh in the background
    return caches[language];
  }

  async function plantsIn(language: PlantLanguage): Promise<Plant[]> {
    const cache = await cached(language);
    if (!cache) {
      lastHealth = "fallback";
      return fallbackPlants(language);
    }
    lastHealth = now() - cache.at > ttlMs ? "stale" : "fresh";
    return cache.plants;
  }

  const views = new Map<PlantLanguage, ShopifyCatalog>();
  function view(language: PlantLanguage): ShopifyCatalog {
    let catalog = views.get(language);
    if (!catalog) {
      catalog = catalogIn(language);
      views.set(language, catalog);
    }
    return catalog;
  }

  /**
   * The plants a search looks through: on German pages with their English titles beside (#32: both
   * languages search both names), read from the English answer only when somebody searches.
   */
  async function searchable(language: PlantLanguage): Promise<Plant[]> {
    const own = (await plantsIn(language)).filter((p) => p.kind !== "accessory");
    if (language !== "de") return own;
    // Without an English answer the German names alone: a search never shows the catalogue error.
    const english = new Map(((await cached("en"))?.plants ?? []).map((p) => [p.id, p.name]));
    return own.map((p) => {
      const name = english.get(p.id);
      return name && name !== p.name ? { ...p, alternateName: name } : p;
    });
  }

  const catalogIn = (language: PlantLanguage): ShopifyCatalog => {
    // Products tagged kind:accessory (#43 §1: pots, fertiliser) are sold and have pages, but are not
    // among the plants the shop lists, searches and recommends.
    const products = () => plantsIn(language);
    const plants = async () => (await products()).filter((p) => p.kind !== "accessory");
    return {
      kind: "shopify",
      language,
      localized: view,
      health: () => lastHealth,
      all: plants,
      async get(id) {
        return (await products()).find((p) => p.id === id) ?? null;
      },
      async query(q, { offset, limit }) {
        const matched = applyQuery(q.q.trim() ? await searchable(language) : await plants(), q);
        return { items: matched.slice(offset, offset + limit), total: matched.length };
      },
      async search(text, limit) {
        return (await searchable(language)).filter((p) => matchesHeaderSearch(p, text)).slice(0, limit);
      },
      async byIds(ids) {
        // A size's unit of sale (a cart line of another size, #43 §1) by its own id too.
        const byId = unitsById(await products());
        return ids.map((id) => byId.get(id)).filter((p): p is Plant => !!p);
      },
      async accessories() {
        const all = (await products()).filter((p) => p.kind === "accessory");
        return all.sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id));
      },
      async related(plant, limit) {
        const all = await plants();
        const matching = all.filter(
          (p) => p.id !== plant.id && p.categories.some((c) => plant.categories.includes(c)),
        );
        return pickRelated(plant, matching, applyQuery(all, EMPTY_QUERY)).slice(0, limit);
      },
      async backendProducts() {
        await plants();
        return caches[language]?.products ?? [];
      },
      async backendProduct(id, buyer) {
        const res = await ask<{ product: unknown }>(
          (inventory) => productQuery(inventory, language),
          { id: toGid(id) },
          buyer,
        );
        if (!res.ok) {
          console.error(`[shopify] getProduct failed: ${describeFailure(res.error)}`);
          return null;
        }
        return reshapeProduct(res.data.product);
      },
      async checkCredentials() {
        const res = await storefront<{ shop?: { name?: string } }>(target, SHOP_QUERY);
        if (res.ok)
          return typeof res.data.shop?.name === "string"
            ? { valid: true }
            : { valid: false, reason: "rejected" };
        const refused = res.error.kind === "unauthorized" || res.error.kind === "graphql";
        return { valid: false, reason: refused ? "rejected" : "unreachable" };
      },
      async createCheckout(lines, buyer) {
        const res = await storefront<unknown>(
          target,
          CART_CREATE,
          { input: { lines: lines.map((l) => ({ merchandiseId: l.variantId, quantity: l.quantity })) } },
          buyer,
        );
        if (!res.ok) {
          console.error(`[shopify] cartCreate failed: ${describeFailure(res.error)}`);
          return { ok: false, userErrors: [], failure: describeFailure(res.error) };
        }
        const read = readCartCreate(res.data, lines);
        if (!read.ok) return read;
        // Only hand the browser a checkout on Shopify's own hosts or the store's.
        try {
          const u = new URL(read.checkoutUrl);
          if (u.protocol !== "https:")
            return { ok: false, userErrors: [], failure: "checkout url not https" };
        } catch {
          return { ok: false, userErrors: [], failure: "checkout url invalid" };
        }
        return { ok: true, checkoutUrl: read.checkoutUrl };
      },
    };
  };
  return view("de");
}
