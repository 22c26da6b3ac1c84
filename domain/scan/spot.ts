import type { LightLevel } from "../catalog/plant";
import {
  CARDINAL_AZIMUTH,
  dayLight,
  GERMANY_CENTRE,
  levelFromDli,
  luxOfDli,
  momentLight,
  type Obstruction,
  type WindowSpot,
} from "./daylight";
import { LOW_MAX_LUX, lightLevelFromLux, MEDIUM_MAX_LUX } from "./light";

/**
 * The spot described by the customer instead of measured (camera denied or unavailable).
 * Window direction (or the compass's exact heading), distance, obstruction and place feed the daylight
 * model of domain/scan/daylight.ts (sun path, season, sky, room); its yearly mean agrees with University of
 * Illinois Extension, "Houseplants – Lighting" (medium light right at a north window, high light near
 * a south one, low light a few metres from a north window). The hand-shadow test
 * (hand about 30 cm above the spot) is the common rule of thumb: a sharp shadow means bright light,
 * a soft one medium, a barely visible one low light.
 */
export const WINDOW_DIRECTIONS = ["south", "east", "west", "north", "none"] as const;
export const WINDOW_DISTANCES = ["near", "middle", "far"] as const;
export const SHADOWS = ["sharp", "soft", "faint"] as const;

export type WindowDirection = (typeof WINDOW_DIRECTIONS)[number];
/** near: under 1 m, middle: 1–2 m, far: more than 2 m. */
export type WindowDistance = (typeof WINDOW_DISTANCES)[number];
export type Shadow = (typeof SHADOWS)[number];

export interface SpotDescription {
  window: WindowDirection;
  distance: WindowDistance;
  shadow: Shadow;
  /** Exact compass direction of the window (degrees from north), when the phone's compass gave it. */
  azimuth?: number;
  /** Buildings, trees or a balcony in front of the window; "open" when not said. */
  obstruction?: Obstruction;
  /** Where (from the postal code); the middle of Germany when not given. */
  latitude?: number;
  longitude?: number;
}

/** Metres from the window for each answer (under 1 m, 1–2 m, more than 2 m). */
export const DISTANCE_METRES: Record<WindowDistance, number> = { near: 0.5, middle: 1.5, far: 3 };

/** Rooms lit only artificially or indirectly: low light (University of Maryland Extension). */
const NO_WINDOW_LUX = 150;

export interface SeasonLight {
  /** Mean lux while the sun is up. */
  lux: number;
  /** Daily light integral, mol m⁻² d⁻¹. */
  dli: number;
  level: LightLevel;
}

/** What the daylight model needs of a spot: the window, not the shadow test. */
export type WindowDescription = Omit<SpotDescription, "shadow"> & { shadow?: Shadow };

function windowSpot(d: WindowDescription): WindowSpot {
  return {
    azimuth: d.azimuth ?? CARDINAL_AZIMUTH[d.window === "none" ? "north" : d.window],
    distance: DISTANCE_METRES[d.distance],
    obstruction: d.obstruction ?? "open",
    latitude: d.latitude ?? GERMANY_CENTRE.latitude,
    longitude: d.longitude ?? GERMANY_CENTRE.longitude,
  };
}

/** 21 June, 21 December (or any month's 21st) of the year of `now`. */
const day21 = (now: number, month: number) => Date.UTC(new Date(now).getUTCFullYear(), month, 21);
const season = (spot: WindowSpot, now: number, month: number): SeasonLight => {
  const d = dayLight(day21(now, month), spot);
  return { lux: d.lux, dli: d.dli, level: d.level };
};

export interface Seasons {
  summer: SeasonLight;
  winter: SeasonLight;
}

/**
 * Summer (21 June) and winter (21 December) of this year at a described window spot, from the daylight
 * model (domain/scan/daylight.ts); null without a window.
 */
export function spotSeasons(d: WindowDescription, now = Date.now()): Seasons | null {
  if (d.window === "none") return null;
  const spot = windowSpot(d);
  return { summer: season(spot, now, 5), winter: season(spot, now, 11) };
}

/** The window's light over the year (mean DLI of the twelve months) as lux over a 12-hour day. */
function windowLux(d: SpotDescription, now: number): number {
  if (d.window === "none") return NO_WINDOW_LUX;
  const spot = windowSpot(d);
  let dli = 0;
  for (let m = 0; m < 12; m++) dli += dayLight(day21(now, m), spot).dli / 12;
  return luxOfDli(dli);
}

/**
 * Below this sun elevation (degrees) a reading says little about daylight: dusk, night or lamps. Then
 * summer and winter come from the model alone.
 */
export const MIN_SUN_ELEVATION = 5;

export interface MeasuredSeasons extends Seasons {
  /** "scaled": the model scaled to the measurement; "model": the model alone (measured without daylight). */
  basis: "scaled" | "model";
  /** The measurement was only a bound, so are the seasons scaled from it. */
  bound?: "min" | "max";
}

/**
 * Summer and winter at a spot the camera measured. The daylight model gives both seasons for the window
 * (direction, distance, obstruction, place) and its value for the very moment of the measurement; the
 * reading divided by that moment's value is a factor for what the model cannot know – how deep in the room
 * and how shaded the spot really is. It also carries that moment's weather, which is why the result is
 * "about". Measured with the sun below MIN_SUN_ELEVATION, the model stands alone.
 */
export function measuredSeasons(
  measured: { lux: number; min?: number; max?: number },
  atMs: number,
  window: WindowDescription,
  now = Date.now(),
): MeasuredSeasons | null {
  const model = spotSeasons(window, now);
  if (!model) return null;
  const moment = momentLight(atMs, windowSpot(window));
  if (moment.sunElevation < MIN_SUN_ELEVATION || !(moment.lux > 0)) return { ...model, basis: "model" };
  const hasMin = measured.min !== undefined && measured.min > 0;
  const hasMax = measured.max !== undefined && Number.isFinite(measured.max);
  const bound = hasMin && !hasMax ? "min" : !hasMin && hasMax ? "max" : undefined;
  const reading = bound === "min" ? measured.min! : bound === "max" ? measured.max! : measured.lux;
  const factor = reading / moment.lux;
  const scale = (s: SeasonLight): SeasonLight => ({
    lux: s.lux * factor,
    dli: s.dli * factor,
    level: levelFromDli(s.dli * factor),
  });
  return {
    summer: scale(model.summer),
    winter: scale(model.winter),
    basis: "scaled",
    ...(bound ? { bound } : {}),
  };
}

const SHADOW_LUX: Record<Shadow, number> = { sharp: 3200, soft: 1600, faint: 500 };

/** The shadow is an observation of the very spot; the window a rule of thumb. Weigh them 60:40. */
const SHADOW_WEIGHT = 0.6;

export interface SpotEstimate {
  lux: number;
  level: LightLevel;
  confidence: number;
}

const ORDER: Record<LightLevel, number> = { low: 0, medium: 1, high: 2 };

/** Light estimate of a described spot: a weighted geometric mean; agreement of both clues → confidence. */
export function estimateSpot(description: SpotDescription, now = Date.now()): SpotEstimate {
  const byWindow = windowLux(description, now);
  const byShadow = SHADOW_LUX[description.shadow];
  const lux = Math.round(
    2 ** (SHADOW_WEIGHT * Math.log2(byShadow) + (1 - SHADOW_WEIGHT) * Math.log2(byWindow)),
  );
  const apart = Math.abs(ORDER[lightLevelFromLux(byWindow)] - ORDER[lightLevelFromLux(byShadow)]);
  // A description is never as sure as a measurement: 0.6 at best.
  let confidence = [0.6, 0.45, 0.3][apart]!;
  const nearLimit = [LOW_MAX_LUX, MEDIUM_MAX_LUX].some((t) => Math.abs(Math.log2(lux / t)) < 0.25);
  if (nearLimit) confidence -= 0.1;
  return { lux, level: lightLevelFromLux(lux), confidence: Math.round(confidence * 100) / 100 };
}
