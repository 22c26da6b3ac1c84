import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/plant";

/** "You may also like" plants of one plant, loaded when the dialog opens. */
export function useRelated(id: string | undefined): Plant[] {
  const [plants, setPlants] = useState<Plant[]>([]);
  useEffect(() => {
    setPlants([]);
    if (!id) return;
    const ctrl = new AbortController();
    fetch(`/api/plants/${encodeURIComponent(id)}/related`, { signal: ctrl.signal })
      .then((r) => (r.ok ? r.json() : { plants: [] }))
      .then((d: { plants: Plant[] }) => setPlants(d.plants))
      .catch(() => {});
    return () => ctrl.abort();
  }, [id]);
  return plants;
}
