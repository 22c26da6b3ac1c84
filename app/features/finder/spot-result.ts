import { locatePostalCode, OBSTRUCTIONS, type Obstruction } from "../../../domain/scan/daylight";
import { UNSURE_BELOW } from "../../../domain/scan/light";
import {
  estimateSpot,
  measuredSeasons,
  SHADOWS,
  type SpotDescription,
  spotSeasons,
  WINDOW_DIRECTIONS,
  WINDOW_DISTANCES,
} from "../../../domain/scan/spot";
import { type Verdict, verdict } from "../../../domain/scan/verdict";
import { z } from "../../../domain/text/zod";
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

/** The verdict's part of a result (domain/scan/verdict.ts): computed by the loader, never read from the URL. */
function verdictFields(v: Verdict): Partial<ScanResult> {
  if (v.kind === "night") return { verdict: { kind: "night" } };
  return {
    light: v.level,
    confidence: v.confidence,
    lux: Math.round(v.lux * 10) / 10,
    // Open ends are left out, as the URL writes bounds.
    ...(v.min > 0 ? { min: Math.round(v.min * 10) / 10 } : { min: undefined }),
    ...(Number.isFinite(v.max) ? { max: Math.round(v.max * 10) / 10 } : { max: undefined }),
    verdict: {
      kind: v.kind,
      dli: Math.round(v.dli * 100) / 100,
      basis: v.basis,
      directSun: v.directSun,
      ...(v.cameraLimit ? { cameraLimit: v.cameraLimit } : {}),
      ...(v.contradiction ? { contradiction: v.contradiction } : {}),
    },
  };
}

const withoutUndefined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * A camera result judged with everything there is (domain/scan/verdict.ts): the reading, the window the
 * customer describes (direction or compass, distance, obstruction, postal code) and the daylight model
 * for the moment of measuring; with a window also summer and winter, the model scaled by the reading
 * (domain/scan/spot.ts measuredSeasons). Older links without the moment are shown as they were.
 */
export function judgeCameraResult(result: ScanResult, params: URLSearchParams, now: number): ScanResult {
  // Links from before the moment of measuring was kept are shown as they were measured.
  if (result.method !== "camera" || result.lux === undefined || result.at === undefined) return result;
  const parsed = cameraWindowSchema.safeParse(Object.fromEntries(params));
  const said = parsed.success ? parsed.data : null;
  const place = said?.plz ? locatePostalCode(said.plz) : null;
  const window = said
    ? {
        window: said.window,
        distance: said.distance,
        ...(said.azimuth !== undefined ? { azimuth: said.azimuth } : {}),
        ...(said.obstruction ? { obstruction: said.obstruction as Obstruction } : {}),
        ...(place ?? {}),
      }
    : undefined;
  const reading = { lux: result.lux, min: result.min, max: result.max };
  const v = verdict({
    camera: { ...withoutUndefined(reading), path: result.path, note: result.note, at: result.at },
    ...(window ? { window } : {}),
  });
  const seasons =
    window && result.at !== undefined && v.kind !== "night"
      ? measuredSeasons(
          v.basis === "camera" || v.basis === "camera+description" ? reading : { lux: v.lux },
          result.at,
          window,
          now,
        )
      : null;
  return withoutUndefined({
    ...result,
    ...verdictFields(v),
    reading: withoutUndefined(reading),
    ...(said
      ? {
          window: withoutUndefined({
            window: said.window,
            distance: said.distance,
            azimuth: said.azimuth,
            obstruction: said.obstruction as Obstruction | undefined,
            plz: place ? said.plz : undefined,
          }),
        }
      : {}),
    ...(seasons ? { seasons } : {}),
  });
}

/** The described spot as the URL carries it (the manual form is a GET form: it works without JavaScript). */
export interface DescribedSpot extends SpotDescription {
  plz?: string;
}

/** The light result of a described spot, with summer and winter from the daylight model. */
export function spotResult(spot: DescribedSpot, now = Date.now()): ScanResult {
  const place = spot.plz ? locatePostalCode(spot.plz) : null;
  const description: SpotDescription = { ...spot, ...(place ?? {}) };
  const described = estimateSpot(description, now);
  const seasons = spotSeasons(description, now);
  const v = verdict({ described, window: description });
  return {
    light: described.level,
    lux: described.lux,
    method: "manual",
    ...(described.confidence < UNSURE_BELOW ? { note: "manual" as const } : {}),
    ...withoutUndefined(verdictFields(v)),
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
