import { Search } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Await, useSearchParams } from "react-router";
import type { Plant } from "../../domain/catalog/plant";
import type { PlantCategory } from "../../domain/catalog/plant-categories";
import { PAGE_SIZE, parseShopQuery, shopQueryToParams } from "../../domain/catalog/shop-query";
import { PageHeader } from "../components/page/page-header";
import { Button, LinkButton } from "../components/ui/button";
import { catalogMessages } from "../features/catalog/messages";
import { PlantCard, PlantCardSkeleton, PlantGrid } from "../features/catalog/plant-card";
import { ShopFilters } from "../features/catalog/shop-filters";
import { usePlantDialog } from "../features/catalog/use-plant-dialog";
import { sharedPageHeaders } from "../lib/cache-headers";
import { cn } from "../lib/cn";
import { localeOf } from "../lib/i18n/locale";
import { Link, useLocalize, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/shop";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/** The category chips: "all" and four slugs of the one vocabulary (domain/catalog/plant-categories.ts, #34). */
const CATEGORY_CHIPS = [
  "all",
  "pet-friendly",
  "low-maintenance",
  "air-purifying",
  "popular",
] as const satisfies readonly ("all" | PlantCategory)[];

type ShopResult =
  | { status: "loaded"; plants: Plant[]; total: number; closest?: Plant[] }
  | { status: "failed" };

export const meta: Route.MetaFunction = (args) => {
  const { SHOP } = catalogMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: SHOP.metaTitle, description: SHOP.metaDescription });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseShopQuery(url.searchParams);
  const catalog = context.services.catalog.localized(localeOf(url.pathname));
  const result: Promise<ShopResult> = catalog
    .query(query, { offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
    .then(
      async ({ items, total }) => ({
        status: "loaded" as const,
        plants: items,
        total,
        // A search that found nothing, even forgiving typos: the closest plants instead of a dead end.
        ...(total === 0 && query.q.trim() ? { closest: await catalog.closest(query.q, 4) } : {}),
      }),
      (err: Error) => {
        console.error(`[shop] catalogue failed: ${err.message}`);
        context.degraded?.();
        return { status: "failed" as const };
      },
    );
  // A document gets the list in its first HTML (readable without JavaScript); a client navigation (a
  // `.data` request) shows the skeletons until the promise resolves (spec §2).
  return { query, result: context.dataRequest ? result : await result };
}

/**
 * The search box: a GET form, so Enter searches without JavaScript too (the other filters ride along as
 * hidden fields). With JavaScript it searches as you type (250 ms after the last key).
 */
function SearchBox({ query }: { query: Route.ComponentProps["loaderData"]["query"] }) {
  const { SHOP } = useMessages(catalogMessages);
  const localize = useLocalize();
  const initial = query.q;
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  // Typed while the page was still loading its script, a word stands in the box but React's state never
  // saw it (no change event follows hydration): take it over once, so it searches like any other.
  const box = useRef<HTMLInputElement>(null);
  const typedBeforeHydration = useRef(true);
  useEffect(() => {
    if (!typedBeforeHydration.current) return;
    typedBeforeHydration.current = false;
    const typed = box.current?.value;
    if (typed !== undefined && typed !== initial) setValue(typed);
  }, [initial]);
  const apply = useCallback(
    (text: string) => {
      const next = new URLSearchParams(params);
      if (text.trim()) next.set("q", text);
      else next.delete("q");
      next.delete("page");
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );
  useEffect(() => {
    if (value === (params.get("q") ?? "")) return;
    const t = setTimeout(() => apply(value), 250);
    return () => clearTimeout(t);
  }, [value, params, apply]);
  const kept = [...shopQueryToParams({ ...query, q: "", page: 1 })];
  return (
    <search className="w-full sm:flex-1">
      <form
        method="get"
        action={localize("/shop")}
        className="relative"
        onSubmit={(e) => {
          e.preventDefault();
          if (value !== (params.get("q") ?? "")) apply(value);
        }}
      >
        {kept.map(([name, v]) => (
          <input key={`${name}=${v}`} type="hidden" name={name} value={v} />
        ))}
        <label>
          <span className="sr-only">{SHOP.searchLabel}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500"
          />
          <input
            ref={box}
            type="search"
            name="q"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={SHOP.searchPlaceholder}
            maxLength={100}
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-stone-300 bg-white pl-12 pr-4"
          />
        </label>
      </form>
    </search>
  );
}

/** "Suche zurücksetzen" on an empty result: search, category and filters go; the sort order stays. */
export const resetLink = (query: Route.ComponentProps["loaderData"]["query"]): string => {
  const params = shopQueryToParams({ sort: query.sort }).toString();
  return params ? `/shop?${params}` : "/shop";
};

function Results({
  result,
  query,
}: {
  result: ShopResult;
  query: Route.ComponentProps["loaderData"]["query"];
}) {
  const { SHOP } = useMessages(catalogMessages);
  const { open, dialog } = usePlantDialog();
  if (result.status === "failed") {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg font-medium text-leaf-950">{SHOP.failed}</p>
        <Button onClick={() => window.location.reload()}>{SHOP.retry}</Button>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const pageLink = (page: number) => `/shop?${shopQueryToParams({ ...query, page }).toString()}`;
  return (
    <>
      <p data-testid="result-count" className="mb-4 text-stone-700" aria-live="polite">
        {SHOP.found(result.total)}
      </p>
      {result.plants.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg font-medium text-leaf-950">{SHOP.noMatch}</p>
          {/* Clears the search and the filters that narrowed it to nothing (the sort stays). */}
          <LinkButton to={resetLink(query)} replace>
            {SHOP.resetSearch}
          </LinkButton>
          {result.closest?.length ? (
            <section data-testid="closest" className="mt-6 w-full text-left">
              <h2 className="mb-4 text-lg font-semibold text-leaf-950">{SHOP.closest}</h2>
              <PlantGrid>
                {result.closest.map((p) => (
                  <PlantCard key={p.id} plant={p} onOpen={open} variant="shop" />
                ))}
              </PlantGrid>
            </section>
          ) : null}
        </div>
      ) : (
        <PlantGrid data-testid="shop-grid">
          {result.plants.map((p, i) => (
            <PlantCard key={p.id} plant={p} onOpen={open} variant="shop" priority={i < 4} />
          ))}
        </PlantGrid>
      )}
      {pages > 1 ? (
        <nav
          aria-label={SHOP.page(query.page, pages)}
          className="mt-8 flex items-center justify-center gap-4"
        >
          {query.page > 1 ? (
            <LinkButton to={pageLink(query.page - 1)} variant="outline">
              {SHOP.previous}
            </LinkButton>
          ) : null}
          <span className="text-sm text-stone-700">{SHOP.page(query.page, pages)}</span>
          {query.page < pages ? (
            <LinkButton to={pageLink(query.page + 1)} variant="outline">
              {SHOP.next}
            </LinkButton>
          ) : null}
        </nav>
      ) : null}
      {dialog}
    </>
  );
}

export default function Shop({ loaderData: { query, result } }: Route.ComponentProps) {
  const { SHOP, CATALOG } = useMessages(catalogMessages);
  return (
    <div className="pb-16">
      <PageHeader title={SHOP.title} wide />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 md:px-6">
        {/* On a phone the search takes the whole row, so the spec's placeholder shows in full (#43 §5). */}
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-stretch">
          <SearchBox query={query} />
          <ShopFilters query={query} />
        </div>
        <nav aria-label={SHOP.category}>
          <ul className="flex flex-wrap gap-2">
            {CATEGORY_CHIPS.map((value) => {
              const active = (query.category || "all") === value;
              return (
                <li key={value}>
                  <Link
                    to={`/shop?${shopQueryToParams({ ...query, category: value, page: 1 }).toString()}`}
                    preventScrollReset
                    aria-current={active || undefined}
                    className={cn(
                      "inline-block rounded-full border px-4 py-2 text-sm font-medium",
                      active
                        ? "border-leaf-800 bg-leaf-800 text-white"
                        : "border-stone-300 bg-white text-leaf-950 hover:bg-leaf-50",
                    )}
                  >
                    {value === "all" ? SHOP.allCategories : CATALOG.categories[value]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <Suspense
          fallback={
            <PlantGrid data-testid="shop-skeletons" className="mt-10">
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <PlantCardSkeleton key={i} />
              ))}
            </PlantGrid>
          }
        >
          <Await resolve={result}>{(r) => <Results result={r} query={query} />}</Await>
        </Suspense>
      </div>
    </div>
  );
}
