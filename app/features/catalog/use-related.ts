import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { api, contract } from "../../lib/api";
import { useLocale } from "../../lib/i18n/react";

/** "You may also like" plants of one plant, loaded when the dialog opens, named in the page's language. */
export function useRelated(id: string | undefined): Plant[] {
  const locale = useLocale();
  const [plants, setPlants] = useState<Plant[]>([]);
  useEffect(() => {
    setPlants([]);
    if (!id) return;
    const ctrl = new AbortController();
    // The dialog works without them: a failure just leaves the section out.
    api(`/api/plants/${encodeURIComponent(id)}/related?lang=${locale}`, contract("plantList"), {
      signal: ctrl.signal,
    })
      .then((res) => res.ok && setPlants(res.data.plants))
      .catch(() => {});
    return () => ctrl.abort();
  }, [id, locale]);
  return plants;
}
