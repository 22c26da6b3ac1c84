import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { stripIdPrefix, transformProduct } from "../../../domain/catalog/product-transform";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { getProduct } from "./catalog-function";
import { loadCredentials } from "./credentials";
import { shopifyMessages } from "./messages";

/**
 * Spec §4: with store credentials in this browser and a mapped provider id, the plant page shows the
 * store's product; otherwise (or when the store fails) the catalogue's own data.
 */
export function useProviderPlant(plant: Plant | null): Plant | null {
  const { PROVIDER } = useMessages(shopifyMessages);
  const locale = useLocale();
  const [fromStore, setFromStore] = useState<Plant | null>(null);
  const providerId = plant?.shopifyProductId;
  useEffect(() => {
    setFromStore(null);
    if (!providerId?.startsWith("gid://shopify/")) return;
    let live = true;
    loadCredentials()
      .then(async (credentials) => {
        if (!credentials) return;
        const res = await getProduct(stripIdPrefix(providerId), credentials, locale);
        if (!live) return;
        if ("error" in res || !res.product) {
          toast.error(PROVIDER.loadFailed);
          return;
        }
        setFromStore(transformProduct(res.product, locale));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [providerId, locale, PROVIDER.loadFailed]);
  // Keep our id so links, saved plants and the cart stay stable.
  return fromStore && plant ? { ...fromStore, id: plant.id } : plant;
}
