import { UNSURE_BELOW } from "../../../domain/light";
import {
  estimateSpot,
  SHADOWS,
  type SpotDescription,
  WINDOW_DIRECTIONS,
  WINDOW_DISTANCES,
} from "../../../domain/spot";
import { z } from "../../lib/zod";
import type { ScanResult } from "./result-params";

const spotSchema = z.object({
  window: z.enum(WINDOW_DIRECTIONS),
  // With no window in the room the distance does not matter.
  distance: z.enum(WINDOW_DISTANCES).catch("middle"),
  shadow: z.enum(SHADOWS),
});

/** The light result of a described spot, as the recommendations page shows it. */
export function spotResult(spot: SpotDescription): ScanResult {
  const { lux, level, confidence } = estimateSpot(spot);
  return {
    light: level,
    confidence,
    lux,
    method: "manual",
    ...(confidence < UNSURE_BELOW ? { note: "manual" as const } : {}),
  };
}

/** The manual form's fields straight from a URL (the form also works without JavaScript). */
export function spotResultFromParams(params: URLSearchParams): ScanResult | null {
  const parsed = spotSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const pets = params.get("pets") === "1";
  const lowCare = params.get("lowCare") === "1";
  return { ...spotResult(parsed.data), ...(pets ? { pets } : {}), ...(lowCare ? { lowCare } : {}) };
}
