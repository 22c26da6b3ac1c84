import { ArrowRight } from "lucide-react";
import { useState } from "react";
import type { Plant, PlantSize } from "../../../domain/catalog/plant";
import { asSize, chosenSize, SIZE_PARAM, SIZE_SLUGS } from "../../../domain/catalog/sizes";
import { Dialog } from "../../components/ui/dialog";
import { useEuro } from "../../lib/i18n/money";
import { Link, useLocale, useLocalizedNavigate, useMessages } from "../../lib/i18n/react";
import { ReviewsSection } from "../reviews/reviews-section";
import { usePlantReviews } from "../reviews/use-plant-reviews";
import { AccessoryOffers } from "./accessory-offers";
import { AddToCartButton } from "./add-to-cart-button";
import { CareInformation, Collapsible, ProductDetails } from "./care-details";
import { contentLang } from "./content-lang";
import { catalogMessages, categoryTag } from "./messages";
import { PlantImage } from "./plant-image";
import { PetFriendlyTag } from "./popularity-badge";
import { PlantPrice, PriceNote } from "./price-note";
import { SizePicker } from "./size-picker";
import { StarRating } from "./star-rating";
import { StockNote } from "./stock-note";
import { useMatching } from "./use-matching";
import { useRelated } from "./use-related";
import { WishlistHeart } from "./wishlist-heart";

/** Tiles navigate 300 ms after the dialog starts closing (spec §9). */
export const TILE_NAVIGATION_MS = 300;

const Tag = ({ children }: { children: string }) => (
  <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-leaf-900 shadow-sm">
    {children}
  </span>
);

/** The plant detail dialog of spec §2: one column on mobile, two on desktop. */
export function PlantDetailDialog({ plant, onClose }: { plant: Plant | null; onClose: () => void }) {
  const euro = useEuro();
  const { CATALOG, PLANT_PAGE } = useMessages(catalogMessages);
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const related = useRelated(plant?.id);
  const matching = useMatching(plant);
  const reviews = usePlantReviews(plant?.id);
  // The size chosen here (#43 §1); the product page link carries it on.
  const [asked, setAsked] = useState<PlantSize | null>(null);
  if (!plant) return null;
  const size = chosenSize(plant, asked);
  const unit = asSize(plant, size);
  // The "Pet friendly" tag stands for the pet-friendly category too: one tag, not two.
  const [first, second, ...rest] = plant.petFriendly
    ? plant.categories.filter((c) => c.toLowerCase() !== "pet-friendly")
    : plant.categories;
  const onImage = [first, second].filter((c): c is string => !!c);

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={plant.name}
      hideTitle
      closeLabel={CATALOG.closeDialog}
      className="max-w-4xl p-0"
    >
      <div data-testid="plant-dialog" className="grid gap-6 md:grid-cols-2">
        <div className="relative">
          <PlantImage
            src={plant.imageUrl}
            alt={plant.imageAlts?.[0] || plant.name}
            priority
            className="md:rounded-l-2xl"
          />
          <div className="absolute left-3 top-3 flex flex-wrap gap-2">
            {onImage.map((c) => (
              <Tag key={c}>{categoryTag(CATALOG, c)}</Tag>
            ))}
            {plant.petFriendly ? <PetFriendlyTag /> : null}
          </div>
        </div>
        <div className="flex flex-col gap-4 p-5 md:pl-0 md:pt-8">
          {rest.length ? (
            <div className="flex flex-wrap gap-2">
              {rest.map((c) => (
                <span key={c} className="rounded-full bg-leaf-50 px-2.5 py-1 text-xs text-leaf-900">
                  {categoryTag(CATALOG, c)}
                </span>
              ))}
            </div>
          ) : null}
          <div className="flex items-start justify-between gap-3">
            <div>
              <p
                lang={contentLang(locale, plant, "name")}
                className="text-2xl font-bold text-leaf-950"
                aria-hidden
              >
                {plant.name}
              </p>
              {plant.botanicalName ? <p className="italic text-stone-600">{plant.botanicalName}</p> : null}
            </div>
            <WishlistHeart
              id={plant.id}
              name={plant.name}
              className="relative shrink-0 border border-stone-200"
            />
          </div>
          <StarRating average={reviews.data?.average ?? 0} count={reviews.data?.count ?? 0} />
          <div>
            <PlantPrice plant={unit} className="text-2xl" />
            <PriceNote />
            <StockNote stock={unit.stock} className="mt-2" />
          </div>
          <SizePicker plant={plant} value={size.size} onChange={setAsked} />
          <AddToCartButton plant={unit} />
          <AccessoryOffers
            products={matching}
            heading={PLANT_PAGE.matchingHeading}
            headingLevel="h3"
            testId="matching-products"
            onNavigate={onClose}
            className="rounded-2xl bg-leaf-50 p-3 ring-1 ring-leaf-200"
          />
          <Link
            to={
              size.id === plant.id
                ? `/shop/plant/${encodeURIComponent(plant.id)}`
                : `/shop/plant/${encodeURIComponent(plant.id)}?${SIZE_PARAM[locale]}=${SIZE_SLUGS[locale][size.size]}`
            }
            onClick={onClose}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline"
          >
            {CATALOG.toProductPage}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
          <section>
            <h3 className="mb-1 font-semibold text-leaf-950">{CATALOG.about}</h3>
            <p
              lang={contentLang(locale, plant, "description")}
              className="text-sm leading-relaxed text-stone-700"
            >
              {plant.description}
            </p>
          </section>
          <CareInformation plant={plant} />
          <ProductDetails plant={unit} />
          <Collapsible title={CATALOG.reviews}>
            <ReviewsSection plantId={plant.id} {...reviews} />
          </Collapsible>
        </div>
      </div>
      {related.length ? (
        <section className="border-t border-stone-200 p-5">
          <h3 className="mb-3 font-semibold text-leaf-950">{CATALOG.alsoLike}</h3>
          <ul className="grid grid-cols-3 gap-3 md:grid-cols-6">
            {related.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  data-testid="related-tile"
                  className="flex w-full flex-col gap-1 text-left text-xs"
                  onClick={() => {
                    onClose();
                    setTimeout(() => navigate(`/shop/plant/${encodeURIComponent(r.id)}`), TILE_NAVIGATION_MS);
                  }}
                >
                  <img
                    src={r.imageUrl}
                    alt=""
                    width={800}
                    height={800}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-leaf-50 object-cover"
                  />
                  <span className="font-medium text-leaf-950">{r.name}</span>
                  <span className="text-stone-600">{euro(r.priceCents)}</span>
                </button>
              </li>
            ))}
          </ul>
          <PriceNote all className="mt-3" />
        </section>
      ) : null}
    </Dialog>
  );
}
