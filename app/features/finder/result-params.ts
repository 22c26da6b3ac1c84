import { LEVELS, type LightLevel } from "../../../domain/catalog/plant";
import type { Obstruction } from "../../../domain/scan/daylight";
import type { ColourBalance, LightNote } from "../../../domain/scan/light";
import { MEASURE_PATHS, type MeasurePath, RESULT_NOTES } from "../../../domain/scan/measurement";
import type { MeasuredSeasons, WindowDistance } from "../../../domain/scan/spot";
import type { CameraLimit, Contradiction, VerdictBasis } from "../../../domain/scan/verdict";
import { z } from "../../../domain/text/zod";
import type { DescribedSpot } from "./spot-result";

/**
 * A scan result as it travels in the URL of /plant-recommendations, so the page can be reloaded and
 * shared: numbers and levels only, e.g. ?light=low&confidence=0.7&lux=420&method=camera.
 */
export interface ScanResult {
  light: LightLevel;
  /** 0..1; absent for the demo's example. */
  confidence?: number;
  lux?: number;
  /** The measured range: both for a range, only `min` for a lower bound, only `max` for an upper one. */
  min?: number;
  max?: number;
  /** "example": the home demo's fixed values, not a measurement. */
  method: "camera" | "manual" | "example";
  /** How the camera measured (older links: `basis`, exposure settings plus frame, or the frame alone). */
  path?: MeasurePath;
  basis?: "exposure" | "frame";
  colour?: ColourBalance;
  /** The most important reason the estimate may be off. */
  note?: LightNote | "manual";
  pets?: boolean;
  lowCare?: boolean;
  /** When the camera measured (epoch ms): the moment the daylight model compares the reading with. */
  at?: number;
  /**
   * Summer and winter light (daylight model; for a camera result scaled to the reading); computed from
   * the window the customer describes, not read from the URL.
   */
  seasons?: Pick<MeasuredSeasons, "summer" | "winter"> & Partial<Pick<MeasuredSeasons, "basis" | "bound">>;
  /** The description itself, for a described spot. */
  spot?: DescribedSpot;
  /** The window said beside a camera measurement (direction or compass, distance, obstruction, postal code). */
  window?: CameraWindow;
  /** The camera's own reading, when the verdict combined it with the description or the daylight model. */
  reading?: { lux: number; min?: number; max?: number };
  /** The verdict of domain/scan/verdict.ts: computed by the loader from the evidence, never read from the URL. */
  verdict?: ResultVerdict;
}

export interface CameraWindow {
  window: "south" | "east" | "west" | "north";
  distance: WindowDistance;
  azimuth?: number;
  obstruction?: Obstruction;
  plz?: string;
}

export interface ResultVerdict {
  kind: "light" | "too-dark" | "night";
  dli?: number;
  basis?: VerdictBasis;
  cameraLimit?: CameraLimit;
  contradiction?: Contradiction;
  directSun?: boolean;
}

const flag = z.literal("1").transform(() => true);

// Only `light` is required; anything else that does not parse is dropped rather than failing the page.
const schema = z.object({
  light: z.enum(LEVELS),
  confidence: z.coerce.number().min(0).max(1).optional().catch(undefined),
  lux: z.coerce.number().min(0).max(200_000).optional().catch(undefined),
  min: z.coerce.number().min(0).max(200_000).optional().catch(undefined),
  max: z.coerce.number().min(0).max(200_000).optional().catch(undefined),
  method: z.enum(["camera", "manual", "example"]).catch("example"),
  path: z.enum(MEASURE_PATHS).optional().catch(undefined),
  basis: z.enum(["exposure", "frame"]).optional().catch(undefined),
  colour: z.enum(["warm", "neutral", "cool"]).optional().catch(undefined),
  note: z.enum(RESULT_NOTES).optional().catch(undefined),
  at: z.coerce.number().int().positive().optional().catch(undefined),
  pets: flag.optional().catch(undefined),
  lowCare: flag.optional().catch(undefined),
});

export function parseResult(params: URLSearchParams): ScanResult | null {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return null;
  const r = parsed.data;
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as unknown as ScanResult;
}

// The serializer lives apart from the zod schema, so pages that only link to results (the home demo)
// do not load zod.
export { resultSearch } from "./result-search";
