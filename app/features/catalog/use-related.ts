import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/plant";
import { api, contract } from "../../lib/api";

/** "You may also like" plants of one plant, loaded when the dialog opens. */
export function useRelated(id: string | undefined): Plant[] {
  const [plants, setPlants] = useState<Plant[]>([]);
  useEffect(() => {
    setPlants([]);
    if (!id) return;
    const ctrl = new AbortController();
    // The dialog works without them: a failure just leaves the section out.
    api(`/api/plants/${encodeURIComponent(id)}/related`, contract("plantList"), { signal: ctrl.signal })
      .then((res) => res.ok && setPlants(res.data.plants))
      .catch(() => {});
    return () => ctrl.abort();
  }, [id]);
  return plants;
}
