import { trendingFallbackPlants } from "../../content/catalog/fallback";
import { HOME_CONTENT } from "../../content/home";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { buttonClass, LinkButton } from "../components/ui/button";
import { ScanLink } from "../features/finder/scan-link";
import { BenefitStrip } from "../features/home/benefit-strip";
import { CategoryCards } from "../features/home/category-cards";
import { CustomerReviews, HOME_REVIEWS, type HomeReview } from "../features/home/customer-reviews";
import { homeMessages } from "../features/home/messages";
import { type HomeProducts, ProductSection, TRENDING_COUNT } from "../features/home/product-sections";
import { ScanPromo } from "../features/home/scan-promo";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/home";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { HOME } = homeMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: HOME.title, description: HOME.description, image: "/hero.svg" });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  // The home content comes with the data, in the page's language: neither language's texts weigh on the
  // first view's JavaScript (tests/e2e/first-view.spec.ts).
  const locale = localeOf(new URL(request.url).pathname);
  const content = HOME_CONTENT[locale];
  const catalog = context.services.catalog.localized(locale);
  // A document gets the grids in its first HTML (readable without JavaScript, faster LCP); a client
  // navigation (a `.data` request) shows skeletons until the promise resolves (spec §4).
  const products: Promise<HomeProducts> = catalog
    .query(EMPTY_QUERY, { offset: 0, limit: TRENDING_COUNT })
    .then(
      ({ items }): HomeProducts =>
        // A remote store that failed with nothing cached answered with fallback plants: say so (spec §8).
        catalog.health?.() === "fallback"
          ? { status: "failed", plants: [], fallback: trendingFallbackPlants(locale) }
          : {
              status: items.length ? "loaded" : "empty",
              plants: items,
              fallback: items.length ? [] : trendingFallbackPlants(locale),
            },
      (err: Error) => {
        console.error(`[home] catalogue failed: ${err.message}`);
        context.degraded?.();
        return { status: "failed", plants: [], fallback: trendingFallbackPlants(locale) };
      },
    );
  // Real customers' words or none (#32, UWG Anhang Nr. 23b/c): the newest verified-purchase reviews of
  // plants still on sale, named in the page's language.
  const reviews = await homeReviews(context.services, catalog).catch((err: Error) => {
    console.error(`[home] reviews failed: ${err.message}`);
    return [];
  });
  return { content, reviews, products: context.dataRequest ? products : await products };
}

async function homeReviews(
  services: Route.LoaderArgs["context"]["services"],
  catalog: ReturnType<Route.LoaderArgs["context"]["services"]["catalog"]["localized"]>,
): Promise<HomeReview[]> {
  const found = await services.reviews.recentVerified(HOME_REVIEWS);
  if (!found.length) return [];
  const plants = new Map(
    (await catalog.byIds([...new Set(found.map((r) => r.plantId))])).map((p) => [p.id, p]),
  );
  return found.flatMap((r) => {
    const plant = plants.get(r.plantId);
    return plant
      ? [
          {
            id: r.id,
            author: r.author,
            rating: r.rating,
            comment: r.comment,
            createdAt: r.createdAt,
            plantId: plant.id,
            plantName: plant.name,
          },
        ]
      : [];
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { HOME } = useMessages(homeMessages);
  return (
    <>
      <section className="relative flex min-h-svh items-center overflow-hidden bg-leaf-950 text-white">
        <img
          src="/hero.svg"
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/10" />
        <div className="relative mx-auto w-full max-w-7xl px-4 pt-16 md:px-6">
          <h1 className="max-w-2xl text-5xl font-bold leading-tight tracking-tight md:text-7xl">
            {HOME.heroTitle}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/90 md:text-xl">{HOME.heroText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ScanLink className={buttonClass("gradient", "lg")}>{HOME.startScan}</ScanLink>
            <LinkButton to="/shop" variant="light" size="lg">
              {HOME.viewAll}
            </LinkButton>
          </div>
        </div>
      </section>
      <BenefitStrip benefits={content.benefits} />
      <CategoryCards categoryCards={content.categoryCards} />
      <ProductSection products={loaderData.products} part="trending" />
      <ScanPromo scanPromo={content.scanPromo} />
      <CustomerReviews reviews={loaderData.reviews} />
      <ProductSection products={loaderData.products} part="shop" />
    </>
  );
}
