import { useCallback, useEffect, useState } from "react";

export interface ReviewView {
  id: string;
  author: string;
  rating: number;
  comment: string;
  createdAt: string;
  verified: boolean;
  mine: boolean;
}

export interface PlantReviewsView {
  average: number;
  count: number;
  reviews: ReviewView[];
}

/**
 * A plant's reviews from /api/reviews. `initial` comes from a loader (plant page); the dialog starts
 * empty and fetches. `reload` after writing one.
 */
export function usePlantReviews(plantId: string | undefined, initial?: PlantReviewsView | null) {
  // Kept with its plant id, so a dialog switching plants never shows the previous plant's reviews.
  const [state, setState] = useState(initial ? { plantId, data: initial } : null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    if (!plantId) return;
    try {
      const res = await fetch(`/api/reviews?plantId=${encodeURIComponent(plantId)}`);
      if (!res.ok) throw new Error(`reviews ${res.status}`);
      setState({ plantId, data: (await res.json()) as PlantReviewsView });
      setFailed(false);
    } catch (err) {
      console.warn("Reviews not loaded", err);
      setFailed(true);
    }
  }, [plantId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetch once per plant unless the loader already did
  useEffect(() => {
    if (!initial) void reload();
  }, [plantId]);
  return { data: state && state.plantId === plantId ? state.data : null, failed, reload };
}
