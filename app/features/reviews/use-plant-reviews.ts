import { useCallback, useEffect, useState } from "react";
import type { PlantReviews } from "../../../domain/contracts/reviews";
import { api, contract } from "../../lib/api";

/**
 * A plant's reviews from /api/reviews. `initial` comes from a loader (plant page); the dialog starts
 * empty and fetches. `reload` after writing one.
 */
export function usePlantReviews(plantId: string | undefined, initial?: PlantReviews | null) {
  // Kept with its plant id, so a dialog switching plants never shows the previous plant's reviews.
  const [state, setState] = useState(initial ? { plantId, data: initial } : null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!plantId) return;
    const res = await api(`/api/reviews?plantId=${encodeURIComponent(plantId)}`, contract("plantReviews"));
    if (res.ok) setState({ plantId, data: res.data });
    else console.warn("Reviews not loaded:", res.error.message);
    setFailed(!res.ok);
  }, [plantId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once per plant unless the loader already did
  useEffect(() => {
    if (!initial) void reload();
  }, [plantId]);
  return { data: state && state.plantId === plantId ? state.data : null, failed, reload };
}
