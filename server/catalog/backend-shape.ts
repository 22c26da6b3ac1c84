import type { BackendProduct } from "../../domain/catalog/backend-product";
import type { Plant } from "../../domain/catalog/plant";
import { synonymsText } from "../../domain/catalog/plant";
import { SIZE_NAMES, type SizeOption, sizesOf } from "../../domain/catalog/sizes";
import { centsToDecimal } from "../../domain/orders/money";

export const LOCAL_ID_PREFIX = "gid://blattwerk/Product/";

/**
 * A local plant in the backend product shape of spec §7, so the catalogue function answers the same
 * shape whichever provider is behind it. transformProduct() reads it back to the same Plant.
 */
export function toBackendProduct(p: Plant): BackendProduct {
  const tags = [...p.categories, `light:${p.lightLevel}`, `water:${p.waterLevel}`, `size:${p.size}`];
  if (p.popularity) tags.push(`popularity:${p.popularity}`);
  if (p.petFriendly && !p.categories.includes("pet-friendly")) tags.push("pet-friendly");
  if (p.kind === "accessory") tags.push("kind:accessory");
  const plantMeta = {
    height: p.height,
    potDiameter: p.potDiameter,
    maturity: p.maturity,
    weight: p.weight,
    vatRate: String(p.vatRate),
    // Other names (#46 §3), as a Shopify store keeps them: a metafield plant.synonyms, comma-separated.
    ...(p.synonyms?.length && { synonyms: synonymsText(p.synonyms) }),
    // „Dazu passt“ (#43 §1), as a Shopify store keeps it: a metafield plant.matching of product ids.
    ...(p.matching?.length && { matching: p.matching.join(", ") }),
  };
  const careMeta = {
    waterTips: p.waterTips,
    lightTips: p.lightTips,
    temperatureTips: p.temperatureTips,
    humidityTips: p.humidityTips,
  };
  return {
    id: `${LOCAL_ID_PREFIX}${p.id}`,
    title: p.name,
    vendor: p.botanicalName,
    description: p.description,
    tags,
    // Each size a variant (#43 §1) with its size option and measures, as a Shopify store keeps them.
    variants: { edges: sizesOf(p).map((o) => ({ node: variantOf(o, p.sizes !== undefined) })) },
    images: {
      edges: [p.imageUrl, ...(p.additionalImages ?? [])].map((originalSrc) => ({ node: { originalSrc } })),
    },
    metafields: {
      edges: [
        ...Object.entries(plantMeta).map(([key, value]) => ({ node: { namespace: "plant", key, value } })),
        ...Object.entries(careMeta).map(([key, value]) => ({ node: { namespace: "care", key, value } })),
      ],
    },
  };
}

function variantOf(o: SizeOption, sized: boolean): BackendProduct["variants"]["edges"][number]["node"] {
  return {
    id: o.shopifyVariantId ?? `gid://blattwerk/ProductVariant/${o.id}`,
    price: { amount: centsToDecimal(o.priceCents), currencyCode: "EUR" },
    ...(o.reducedFromCents !== undefined && {
      compareAtPrice: { amount: centsToDecimal(o.reducedFromCents), currencyCode: "EUR" },
    }),
    ...(o.stock !== undefined && { availableForSale: o.stock > 0, quantityAvailable: o.stock }),
    ...(sized && {
      selectedOptions: [{ name: "Größe", value: SIZE_NAMES.de[o.size] }],
      metafields: {
        edges: (["height", "potDiameter", "weight"] as const).map((key) => ({
          node: { namespace: "plant", key, value: o[key] },
        })),
      },
    }),
  };
}
