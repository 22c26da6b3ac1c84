import { locatePostalCode, OBSTRUCTIONS } from "../../../domain/daylight";
import { UNSURE_BELOW } from "../../../domain/light";
import {
  estimateSpot,
  measuredSeasons,
  SHADOWS,
  type SpotDescription,
  spotSeasons,
  WINDOW_DIRECTIONS,
  WINDOW_DISTANCES,
} from "../../../domain/spot";
import { z } from "../../../domain/zod";
import type { ScanResult } from "./result-params";

const OBSTRUCTION_KEYS = Object.keys(OBSTRUCTIONS) as (keyof typeof OBSTRUCTIONS)[];

const spotSchema = z.object({
  window: z.enum(WINDOW_DIRECTIONS),
  // With no window in the room the distance does not matter.
  distance: z.enum(WINDOW_DISTANCES).catch("middle"),
  shadow: z.enum(SHADOWS),
  // Optional clues: anything that does not parse is left out rather than failing the page.
  azimuth: z.coerce.number().int().min(0).max(359).optional().catch(undefined),
  obstruction: z
    .enum(OBSTRUCTION_KEYS as [string, ...string[]])
    .optional()
    .catch(undefined),
  plz: z
    .string()
    .regex(/^\d{5}$/)
    .optional()
    .catch(undefined),
});

/** The window beside a camera measurement: a direction is needed, the rest is optional. */
const cameraWindowSchema = z.object({
  window: z.enum(["south", "east", "west", "north"]),
  // Not asked is "1–2 m": the reading's factor absorbs most of what the distance changes.
  distance: z.enum(WINDOW_DISTANCES).catch("middle"),
  azimuth: spotSchema.shape.azimuth,
  obstruction: spotSchema.shape.obstruction,
  plz: spotSchema.shape.plz,
});

/**
 * A camera result with summer and winter for its spot, once the customer said where the window faces:
 * the daylight model scaled by the reading (domain/spot.ts measuredSeasons). Unchanged without a window,
 * or without the moment of measuring (older links).
 */
export function withCameraSeasons(result: ScanResult, params: URLSearchParams, now: number): ScanResult {
  if (result.method !== "camera" || result.at === undefined || result.lux === undefined) return result;
  const parsed = cameraWindowSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return result;
  const { plz, obstruction, ...window } = parsed.data;
  const place = plz ? locatePostalCode(plz) : null;
  const seasons = measuredSeasons(
    { lux: result.lux, min: result.min, max: result.max },
    result.at,
    {
      ...window,
      ...(obstruction ? { obstruction: obstruction as keyof typeof OBSTRUCTIONS } : {}),
      ...(place ?? {}),
    },
    now,
  );
  return seasons ? { ...result, seasons } : result;
}

/** The described spot as the URL carries it (the manual form is a GET form: it works without JavaScript). */
export interface DescribedSpot extends SpotDescription {
  plz?: string;
}

/** The light result of a described spot, with summer and winter from the daylight model. */
export function spotResult(spot: DescribedSpot, now = Date.now()): ScanResult {
  const place = spot.plz ? locatePostalCode(spot.plz) : null;
  const description: SpotDescription = { ...spot, ...(place ?? {}) };
  const { lux, level, confidence } = estimateSpot(description, now);
  const seasons = spotSeasons(description, now);
  return {
    light: level,
    confidence,
    lux,
    method: "manual",
    ...(confidence < UNSURE_BELOW ? { note: "manual" as const } : {}),
    ...(seasons ? { seasons } : {}),
    spot: {
      window: spot.window,
      distance: spot.distance,
      shadow: spot.shadow,
      ...(spot.azimuth !== undefined ? { azimuth: spot.azimuth } : {}),
      ...(spot.obstruction ? { obstruction: spot.obstruction } : {}),
      ...(place && spot.plz ? { plz: spot.plz } : {}),
    },
  };
}

/** The manual form's fields straight from a URL. */
export function spotResultFromParams(params: URLSearchParams): ScanResult | null {
  const parsed = spotSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const pets = params.get("pets") === "1";
  const lowCare = params.get("lowCare") === "1";
  const { obstruction, ...rest } = parsed.data;
  const spot: DescribedSpot = {
    ...rest,
    ...(obstruction ? { obstruction: obstruction as keyof typeof OBSTRUCTIONS } : {}),
  };
  return { ...spotResult(spot), ...(pets ? { pets } : {}), ...(lowCare ? { lowCare } : {}) };
}
