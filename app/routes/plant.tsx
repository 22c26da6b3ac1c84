import { ArrowLeft, Droplets, PawPrint, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { data, redirect, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { matchingOffers } from "../../domain/catalog/accessories";
import type { Plant, PlantSize } from "../../domain/catalog/plant";
import { similarAvailable } from "../../domain/catalog/related";
import {
  asSize,
  chosenSize,
  SIZE_PARAM,
  SIZE_SLUGS,
  sizeFromSearch,
  sizeHref,
} from "../../domain/catalog/sizes";
import type { PlantReviews } from "../../domain/contracts/reviews";
import { lineMax } from "../../domain/orders/cart";
import { formatEuro } from "../../domain/orders/money";
import { stockState } from "../../domain/orders/stock";
import { Button, LinkButton } from "../components/ui/button";
import { NoScriptNote } from "../components/ui/loading-line";
import { DeliveryEstimate } from "../features/cart/delivery-estimate";
import { noScriptMessages } from "../features/cart/no-script-messages";
import { AccessoryOffers } from "../features/catalog/accessory-offers";
import { AddToCartButton, addUnits, isSoldOut } from "../features/catalog/add-to-cart-button";
import { CareInformation, ProductDetails } from "../features/catalog/care-details";
import { contentLang } from "../features/catalog/content-lang";
import { ImageGallery } from "../features/catalog/image-gallery";
import { catalogMessages } from "../features/catalog/messages";
import { PopularityBadge } from "../features/catalog/popularity-badge";
import { PlantPrice, PriceNote } from "../features/catalog/price-note";
import { productJsonLd } from "../features/catalog/product-jsonld";
import { QuantityStepper } from "../features/catalog/quantity-stepper";
import { PlantShipping } from "../features/catalog/shipping-rates";
import { SizePicker } from "../features/catalog/size-picker";
import { StarRating } from "../features/catalog/star-rating";
import { StockNote } from "../features/catalog/stock-note";
import { toCartProduct } from "../features/catalog/to-cart-product";
import { WishlistHeart } from "../features/catalog/wishlist-heart";
import { ReviewsSection } from "../features/reviews/reviews-section";
import { usePlantReviews } from "../features/reviews/use-plant-reviews";
import { goToHostedCheckout } from "../features/shopify/hosted-checkout";
import { shopifyMessages } from "../features/shopify/messages";
import { useProviderPlant } from "../features/shopify/use-provider-plant";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useEuro } from "../lib/i18n/money";
import { Link, useLocale, useLocalizedNavigate, useMessages } from "../lib/i18n/react";
import { pageMeta, publicUrlOf } from "../lib/meta";
import { useShopSettings } from "../lib/shop-settings";
import { toast } from "../lib/toast";
import type { Route } from "./+types/plant";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/** Unknown plants redirect to /shop after 2 s (spec §9). */
export const NOT_FOUND_REDIRECT_MS = 2000;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalog, auth, reviews } = context.services;
  // The plant's texts in the page's language (#19), from the loader: never in the script bundle.
  const localized = catalog.localized(localeOf(new URL(request.url).pathname));
  const plant = await localized.get(params.id);
  if (!plant) {
    // A size's own id (a cart line's link, #43 §1) is its plant's page with that size chosen.
    const [size] = await localized.byIds([params.id]);
    if (size?.sizeOf)
      throw redirect(sizeHref(size.sizeOf, size.size, localeOf(new URL(request.url).pathname)), 301);
    return data({ plant: null, reviews: null }, { status: 404 });
  }
  return {
    plant,
    // „Dazu passt“ (#43 §1): the pots and the fertiliser the plant names, on sale and in stock.
    matching: plant.matching?.length ? matchingOffers(plant, await localized.byIds(plant.matching)) : [],
    // Sold out: plants that can be bought instead, shown by the notice (#32).
    similar:
      stockState(plant.stock).kind === "sold-out" ? similarAvailable(plant, await localized.all()) : [],
    reviews: await reviews.forPlant(plant.id, await auth.getUserId(request)),
    // The delivery dates next to the price, from the server's clock so server and browser agree.
    deliveryAt: Date.now(),
  };
}

/** Choosing a size changes only the URL's size (#43 §1): the page has everything, nothing is loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(SIZE_PARAM.de);
    params.delete(SIZE_PARAM.en);
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = (args) => {
  const plant = args.loaderData?.plant;
  const { PLANT_PAGE } = catalogMessages[localeOf(args.location.pathname)];
  if (!plant)
    return [{ title: `${PLANT_PAGE.notFoundTitle} | Blattwerk` }, { name: "robots", content: "noindex" }];
  const publicUrl = publicUrlOf(args.matches);
  return [
    ...pageMeta(args, {
      title: PLANT_PAGE.metaTitle(plant.name),
      description:
        `${plant.name}${plant.botanicalName ? ` (${plant.botanicalName})` : ""} ${PLANT_PAGE.priceFor(formatEuro(plant.priceCents))} ${plant.description}`.slice(
          0,
          160,
        ),
      image: plant.imageUrl,
    }),
    { property: "og:type", content: "product" },
    {
      "script:ld+json": productJsonLd(
        plant,
        `${publicUrl}${args.location.pathname}`,
        publicUrl,
        args.loaderData?.reviews ?? undefined,
      ),
    },
  ];
};

function NotFound() {
  const { PLANT_PAGE } = useMessages(catalogMessages);
  const navigate = useLocalizedNavigate();
  useEffect(() => {
    toast.error(PLANT_PAGE.notFoundToast);
    const t = setTimeout(() => navigate("/shop", { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [navigate, PLANT_PAGE]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pt-32 pb-16 text-center">
      <h1 className="text-3xl font-bold text-leaf-950">{PLANT_PAGE.notFound}</h1>
      <p className="text-stone-700">{PLANT_PAGE.notFoundText}</p>
      <LinkButton to="/shop">{PLANT_PAGE.returnToShop}</LinkButton>
    </section>
  );
}

/** Next to a sold-out plant's notice: plants like it that can be ordered now (#32). */
function SimilarAvailable({ plants }: { plants: readonly Plant[] }) {
  const euro = useEuro();
  const { PLANT_PAGE } = useMessages(catalogMessages);
  return (
    <section
      aria-labelledby="similar-heading"
      data-testid="similar-available"
      className="rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-200"
    >
      <h2 id="similar-heading" className="font-semibold text-leaf-950">
        {PLANT_PAGE.similarHeading}
      </h2>
      <p className="text-sm text-stone-700">{PLANT_PAGE.similarText}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {plants.map((p) => (
          <li key={p.id}>
            <Link
              to={`/shop/plant/${p.id}`}
              className="flex items-center gap-3 rounded-xl bg-white p-2 shadow-sm hover:ring-1 hover:ring-leaf-300 sm:flex-col sm:items-start"
            >
              <img
                src={p.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded-lg bg-leaf-50 object-cover"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-leaf-950">{p.name}</span>
                <span className="text-sm text-stone-700">{euro(p.priceCents)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tile({ icon: Icon, label, value }: { icon: typeof Sun; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl bg-white p-3 text-center shadow-sm">
      <Icon aria-hidden className="h-5 w-5 text-leaf-700" />
      <span className="text-xs text-stone-600">{label}</span>
      <span className="text-sm font-semibold text-leaf-950">{value}</span>
    </div>
  );
}

export default function PlantPage({ loaderData }: Route.ComponentProps) {
  const plant = useProviderPlant(loaderData.plant);
  if (!plant) return <NotFound />;
  // A new plant (route param) starts a fresh page state: quantity, reviews.
  return (
    <PlantDetails
      key={plant.id}
      plant={plant}
      initialReviews={loaderData.reviews}
      similar={"similar" in loaderData ? loaderData.similar : []}
      matching={"matching" in loaderData ? loaderData.matching : []}
      deliveryAt={"deliveryAt" in loaderData ? loaderData.deliveryAt : Date.now()}
    />
  );
}

function PlantDetails({
  plant,
  initialReviews,
  deliveryAt,
  similar,
  matching,
}: {
  plant: NonNullable<Route.ComponentProps["loaderData"]["plant"]>;
  initialReviews: PlantReviews | null;
  deliveryAt: number;
  similar: readonly Plant[];
  matching: readonly Plant[];
}) {
  const texts = useMessages(catalogMessages);
  const NO_SCRIPT = useMessages(noScriptMessages);
  const { HOSTED } = useMessages(shopifyMessages);
  const { CATALOG, PLANT_PAGE } = texts;
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const { hostedCheckout } = useShopSettings();
  const reviews = usePlantReviews(plant.id, initialReviews);
  const images = [plant.imageUrl, ...(plant.additionalImages ?? [])];
  // A pot or fertiliser (#43 §1) has a page of its own, without a plant's light, water and care.
  const accessory = plant.kind === "accessory";
  // The chosen size (#43 §1) lives in the URL, so a shared link shows the same size.
  const [search, setSearch] = useSearchParams();
  const [asked, setAsked] = useState(() => sizeFromSearch(search));
  const size = chosenSize(plant, asked);
  const unit = asSize(plant, size);
  const choose = (next: PlantSize) => {
    setQuantity(1);
    setAsked(next);
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.delete(SIZE_PARAM.de);
        params.delete(SIZE_PARAM.en);
        if (next !== plant.size) params.set(SIZE_PARAM[locale], SIZE_SLUGS[locale][next]);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const soldOut = isSoldOut(unit);
  const maxQuantity = lineMax(unit);
  const addAll = () => {
    // Spec §4: the add is repeated once per unit, then one toast and the stepper resets. The cart
    // takes no more than the stock (addUnits says so when it is full).
    const added = addUnits(unit, quantity, texts);
    if (added) toast.success(CATALOG.addedMany(added), { duration: 3000 });
    setQuantity(1);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-24 pb-16 md:px-6">
      <Link
        to="/shop"
        viewTransition
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-leaf-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {PLANT_PAGE.backToShop}
      </Link>
      <div className="grid gap-10 md:grid-cols-2">
        <ImageGallery images={images} alt={plant.name} alts={plant.imageAlts} />
        <div className="flex flex-col gap-5">
          <PopularityBadge popularity={plant.popularity} className="self-start" />
          <div className="flex items-start justify-between gap-4">
            <div>
              <h1
                lang={contentLang(locale, plant, "name")}
                className="text-3xl font-bold text-leaf-950 md:text-4xl"
              >
                {plant.name}
              </h1>
              {plant.botanicalName ? (
                <p className="mt-1 text-lg italic text-stone-600">{plant.botanicalName}</p>
              ) : null}
            </div>
            <WishlistHeart
              id={plant.id}
              name={plant.name}
              className="relative shrink-0 border border-stone-200"
            />
          </div>
          <StarRating average={reviews.data?.average ?? 0} count={reviews.data?.count ?? 0} />
          <div className="flex flex-col gap-1">
            <PlantPrice plant={unit} className="text-3xl" />
            <PriceNote className="text-sm" />
            <PlantShipping size={unit.size} />
            <StockNote stock={unit.stock} className="text-base" />
            {soldOut ? null : <DeliveryEstimate at={deliveryAt} className="mt-1" />}
          </div>
          {soldOut && similar.length > 0 ? <SimilarAvailable plants={similar} /> : null}
          {accessory ? null : (
            <div className="grid grid-cols-3 gap-3">
              <Tile icon={Sun} label={CATALOG.lightTile} value={CATALOG.level[plant.lightLevel]} />
              <Tile icon={Droplets} label={CATALOG.waterTile} value={CATALOG.level[plant.waterLevel]} />
              <Tile
                icon={PawPrint}
                label={CATALOG.petTile}
                value={plant.petFriendly ? CATALOG.petYes : CATALOG.petNo}
              />
            </div>
          )}
          <p lang={contentLang(locale, plant, "description")} className="leading-relaxed text-stone-700">
            {plant.description}
          </p>
          <SizePicker plant={plant} value={size.size} onChange={choose} />
          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              max={Math.max(1, maxQuantity)}
              disabled={soldOut}
            />
            {soldOut ? (
              <AddToCartButton plant={unit} />
            ) : (
              <Button onClick={addAll}>{CATALOG.addToCart}</Button>
            )}
            <Button
              variant="outline"
              disabled={buying || soldOut}
              onClick={async () => {
                if (hostedCheckout) {
                  // Spec §4: Buy Now goes straight to the hosted checkout for this one line.
                  setBuying(true);
                  const outcome = await goToHostedCheckout(
                    [{ ...toCartProduct(unit), size: unit.size, quantity }],
                    HOSTED,
                    locale,
                  );
                  if (outcome.kind === "leaving") return;
                  setBuying(false);
                  // The store has fewer than asked (Shopify's cart warnings): say how many are left.
                  if (outcome.kind === "short") toast.error(outcome.message);
                  return;
                }
                addUnits(unit, quantity, texts);
                navigate("/checkout");
              }}
            >
              {CATALOG.buyNow}
            </Button>
          </div>
          {soldOut ? null : <NoScriptNote>{NO_SCRIPT.orderByMail}</NoScriptNote>}
          <AccessoryOffers
            products={matching}
            heading={PLANT_PAGE.matchingHeading}
            testId="matching-products"
            className="rounded-2xl bg-leaf-50 p-4 ring-1 ring-leaf-200"
          />
          {accessory ? null : <CareInformation plant={plant} />}
          <ProductDetails plant={unit} />
        </div>
      </div>
      <section aria-labelledby="reviews-heading" className="mt-12 max-w-3xl">
        <h2 id="reviews-heading" className="mb-4 text-2xl font-bold text-leaf-950">
          {CATALOG.reviews}
        </h2>
        <div className="rounded-2xl bg-white p-5 text-stone-700 shadow-sm">
          <ReviewsSection plantId={plant.id} {...reviews} />
        </div>
      </section>
    </div>
  );
}
