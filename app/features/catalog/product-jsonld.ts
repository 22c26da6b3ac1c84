import type { Plant } from "../../../domain/catalog/plant";
import { centsToDecimal } from "../../../domain/orders/money";
import { BRAND } from "../../../domain/shop/brand";

/** schema.org Product with an Offer in EUR, for search engines. */
export function productJsonLd(
  plant: Plant,
  url: string,
  publicUrl: string,
  rating?: { average: number; count: number },
) {
  const abs = (src: string) => (src.startsWith("http") ? src : `${publicUrl}${src}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: plant.name,
    description: plant.description,
    sku: plant.id,
    image: [plant.imageUrl, ...(plant.additionalImages ?? [])].map(abs),
    brand: { "@type": "Brand", name: BRAND.name },
    // The name in the shop's other language (#32) and the botanical name.
    ...alternateNames([plant.alternateName, plant.botanicalName]),
    // Only real reviews, and only when there are some (UWG § 5b).
    ...(rating?.count
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
          },
        }
      : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "EUR",
      price: centsToDecimal(plant.priceCents),
      availability: plant.stock === 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "DE" },
      },
    },
  };
}

/** schema.org's alternateName: one text, several as a list, none left out. */
function alternateNames(names: (string | undefined)[]) {
  const given = names.filter((n): n is string => !!n);
  if (!given.length) return {};
  return { alternateName: given.length === 1 ? given[0] : given };
}
