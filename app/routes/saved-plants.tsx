import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import type { Plant } from "../../domain/catalog/plant";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { catalogMessages } from "../features/catalog/messages";
import { PlantCard, PlantCardSkeleton, PlantGrid } from "../features/catalog/plant-card";
import { savedPlants } from "../features/catalog/saved-plants";
import { usePlantDialog } from "../features/catalog/use-plant-dialog";
import { api, contract } from "../lib/api";
import { localeOf } from "../lib/i18n/locale";
import { useLocale, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import { useStoredList } from "../lib/stored-list";
import type { Route } from "./+types/saved-plants";

export const meta: Route.MetaFunction = (args) => {
  const { SAVED } = catalogMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: SAVED.title, description: SAVED.description, noindex: true });
};

/** Saved plants live in the browser (and in the account once accounts exist). */
export default function SavedPlants() {
  const { SAVED } = useMessages(catalogMessages);
  const locale = useLocale();
  const ids = useStoredList(savedPlants);
  const [plants, setPlants] = useState<Plant[] | null>(null);
  const { open, dialog } = usePlantDialog();
  const key = ids.join(",");
  useEffect(() => {
    if (!key) return setPlants([]);
    const ctrl = new AbortController();
    api(`/api/plants?ids=${encodeURIComponent(key)}&lang=${locale}`, contract("plantList"), {
      signal: ctrl.signal,
    })
      .then((res) => setPlants(res.ok ? res.data.plants : []))
      .catch(() => {});
    return () => ctrl.abort();
  }, [key, locale]);
  // Unsaving removes the card at once, without waiting for a new fetch.
  const shown = plants?.filter((p) => ids.includes(p.id));

  return (
    <div className="pb-16">
      <PageHeader title={SAVED.title} wide />
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        {shown === undefined ? (
          <PlantGrid>
            {[0, 1, 2, 3].map((i) => (
              <PlantCardSkeleton key={i} />
            ))}
          </PlantGrid>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <Heart aria-hidden className="h-10 w-10 text-terracotta" />
            <p className="max-w-md text-stone-700">{SAVED.empty}</p>
            <LinkButton to="/shop">{SAVED.browse}</LinkButton>
          </div>
        ) : (
          <PlantGrid data-testid="saved-grid">
            {shown.map((p) => (
              <PlantCard key={p.id} plant={p} onOpen={open} variant="shop" />
            ))}
          </PlantGrid>
        )}
        {dialog}
      </div>
    </div>
  );
}
