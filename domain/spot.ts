import {
  CARDINAL_AZIMUTH,
  dayLight,
  GERMANY_CENTRE,
  luxOfDli,
  type Obstruction,
  type WindowSpot,
} from "./daylight";
import { LOW_MAX_LUX, lightLevelFromLux, MEDIUM_MAX_LUX } from "./light";
import type { LightLevel } from "./plant";

/**
 * The spot described by the customer instead of measured (camera denied or unavailable).
 * Window direction (or the compass's exact heading), distance, obstruction and place feed the daylight
 * model of domain/daylight.ts (sun path, season, sky, room); its yearly mean agrees with University of
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

function windowSpot(d: SpotDescription): WindowSpot {
  return {
    azimuth: d.azimuth ?? CARDINAL_AZIMUTH[d.window === "none" ? "north" : d.window],
    distance: DISTANCE_METRES[d.distance],
    obstruction: d.obstruction ?? "open",
    latitude: d.latitude ?? GERMANY_CENTRE.latitude,
    longitude: d.longitude ?? GERMANY_CENTRE.longitude,
  };
}

const YEAR = 2026;
const season = (month: number, spot: WindowSpot): SeasonLight => {
  const d = dayLight(Date.UTC(YEAR, month, 21), spot);
  return { lux: d.lux, dli: d.dli, level: d.level };
};

/**
 * Summer (21 June) and winter (21 December) light at a described window spot, from the daylight model
 * (domain/daylight.ts); null without a window.
 */
export function spotSeasons(d: SpotDescription): { summer: SeasonLight; winter: SeasonLight } | null {
  if (d.window === "none") return null;
  const spot = windowSpot(d);
  return { summer: season(5, spot), winter: season(11, spot) };
}

/** The window's light over the year (mean DLI of the twelve months) as lux over a 12-hour day. */
function windowLux(d: SpotDescription): number {
  if (d.window === "none") return NO_WINDOW_LUX;
  const spot = windowSpot(d);
  let dli = 0;
  for (let m = 0; m < 12; m++) dli += dayLight(Date.UTC(YEAR, m, 21), spot).dli / 12;
  return luxOfDli(dli);
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
export function estimateSpot(description: SpotDescription): SpotEstimate {
  const byWindow = windowLux(description);
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
