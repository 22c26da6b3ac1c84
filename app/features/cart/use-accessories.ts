import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { api, contract } from "../../lib/api";
import { useLocale } from "../../lib/i18n/react";

/**
 * The shop's accessories (#43 §1: pots, fertiliser), loaded once the cart is short of free shipping.
 * The cart works without them: a failure just leaves the offers out.
 */
export function useAccessories(wanted: boolean): Plant[] {
  const locale = useLocale();
  const [products, setProducts] = useState<Plant[]>([]);
  useEffect(() => {
    if (!wanted) return;
    const ctrl = new AbortController();
    api(`/api/plants/accessories?lang=${locale}`, contract("plantList"), { signal: ctrl.signal })
      .then((res) => res.ok && setProducts(res.data.plants))
      .catch(() => {});
    return () => ctrl.abort();
  }, [wanted, locale]);
  return products;
}
