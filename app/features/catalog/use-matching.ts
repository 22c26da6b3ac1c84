import { useEffect, useState } from "react";
import { matchingOffers } from "../../../domain/catalog/accessories";
import type { Plant } from "../../../domain/catalog/plant";
import { api, contract } from "../../lib/api";
import { useLocale } from "../../lib/i18n/react";

/**
 * „Dazu passt“ of a plant (#43 §1) where no loader brought it (the plant dialog): its matching products,
 * loaded when it opens, named in the page's language. A failure just leaves the section out.
 */
export function useMatching(plant: Pick<Plant, "id" | "matching"> | null): Plant[] {
  const locale = useLocale();
  const ids = plant?.matching?.join(",") ?? "";
  const [products, setProducts] = useState<Plant[]>([]);
  useEffect(() => {
    setProducts([]);
    if (!ids) return;
    const ctrl = new AbortController();
    api(`/api/plants?ids=${encodeURIComponent(ids)}&lang=${locale}`, contract("plantList"), {
      signal: ctrl.signal,
    })
      .then((res) => res.ok && setProducts(matchingOffers({ matching: ids.split(",") }, res.data.plants)))
      .catch(() => {});
    return () => ctrl.abort();
  }, [ids, locale]);
  return products;
}
