import { and, countDistinct, gte, ne, sql, sum } from "drizzle-orm";
import {
  BESTSELLER_RULE,
  bestsellers,
  bestsellerWindowStart,
  shownPopularity,
} from "../../domain/catalog/bestseller";
import type { Plant, PlantLanguage } from "../../domain/catalog/plant";
import type { Db } from "../db/client";
import { orderItems, orders } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import type { Catalog } from "./catalog";

/** Units and orders per plant over the rule's window, cancelled orders left out (domain/catalog/bestseller.ts). */
export async function recentSales(db: Db, now = new Date()) {
  const rows = await db
    .select({
      plantId: orderItems.plantId,
      units: sum(orderItems.quantity).mapWith(Number),
      orders: countDistinct(orderItems.orderId),
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(and(gte(orders.createdAt, bestsellerWindowStart(now)), ne(orders.status, "cancelled")))
    .groupBy(orderItems.plantId);
  return rows.map((r) => ({ plantId: r.plantId, units: r.units ?? 0, orders: r.orders }));
}

/** How long the bestseller list is reused; any public change (an order's stock, a cancellation) drops it sooner. */
const TTL_MS = 5 * 60_000;

/**
 * The catalogue whose plants carry „Bestseller" only where the orders back it (#32). `sales` answers the
 * ids; without it (a Shopify store, whose orders are not ours) no plant is a bestseller.
 */
export function salesBackedBadges(
  inner: Catalog,
  sales: (() => Promise<Set<string>>) | null,
  publicChanges?: PublicChanges,
): Catalog {
  let cached: { at: number; ids: Promise<Set<string>> } | null = null;
  publicChanges?.subscribe(() => {
    cached = null;
  });
  const ids = (): Promise<Set<string>> => {
    if (!sales) return Promise.resolve(new Set());
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const pending = sales().catch((err: Error) => {
        console.error(`[catalog] sales for the bestseller badge failed: ${err.message}`);
        cached = null;
        return new Set<string>();
      });
      cached = { at: Date.now(), ids: pending };
    }
    return cached.ids;
  };
  return wrap(inner, ids, new Map());
}

function wrap(inner: Catalog, ids: () => Promise<Set<string>>, views: Map<PlantLanguage, Catalog>): Catalog {
  const badge = async (plants: Plant[]): Promise<Plant[]> => {
    const best = await ids();
    return plants.map((p) => {
      const popularity = shownPopularity(p.popularity, best.has(p.id));
      if (popularity === p.popularity) return p;
      const { popularity: _stored, ...rest } = p;
      return popularity ? { ...rest, popularity } : rest;
    });
  };
  const one = async (p: Plant | null) => (p ? (await badge([p]))[0]! : null);
  const self: Catalog = {
    kind: inner.kind,
    language: inner.language,
    all: async () => badge(await inner.all()),
    get: async (id) => one(await inner.get(id)),
    query: async (q, page) => {
      const result = await inner.query(q, page);
      return { ...result, items: await badge(result.items) };
    },
    search: async (text, limit) => badge(await inner.search(text, limit)),
    byIds: async (list) => badge(await inner.byIds(list)),
    accessories: () => inner.accessories(),
    related: async (plant, limit) => badge(await inner.related(plant, limit)),
    ...(inner.health ? { health: () => inner.health!() } : {}),
    localized(language) {
      if (language === inner.language) return self;
      let view = views.get(language);
      if (!view) {
        view = wrap(inner.localized(language), ids, views);
        views.set(language, view);
      }
      return view;
    },
  };
  return self;
}

/** The local shop's bestsellers, from its orders. */
export const localBestsellers = (db: Db) => async () => bestsellers(await recentSales(db), BESTSELLER_RULE);
