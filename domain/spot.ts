import { LOW_MAX_LUX, lightLevelFromLux, MEDIUM_MAX_LUX } from "./light";
import type { LightLevel } from "./plant";

/**
 * The spot described by the customer instead of measured (camera denied or unavailable).
 * Window direction and distance follow University of Illinois Extension, "Houseplants – Lighting"
 * (northern hemisphere): low light ≈ 75 fc is a few feet from a north window, 3–10 ft from an east or
 * west window; medium ≈ 150 fc is right at a north window, a few feet from east/west, 3–10 ft from south;
 * high ≈ 300 fc is right at an east/west window or up to 5 ft from a south one. The hand-shadow test
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
}

/** Typical lux by window (Illinois anchors: 75 fc ≈ 800, 150 fc ≈ 1,600, 300 fc ≈ 3,200 lx). */
const WINDOW_LUX: Record<WindowDirection, Record<WindowDistance, number>> = {
  south: { near: 6000, middle: 3200, far: 1600 },
  east: { near: 3200, middle: 1600, far: 800 },
  west: { near: 3200, middle: 1600, far: 800 },
  north: { near: 1600, middle: 800, far: 400 },
  // Rooms lit only artificially or indirectly: low light (University of Maryland Extension).
  none: { near: 300, middle: 300, far: 300 },
};

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
export function estimateSpot({ window, distance, shadow }: SpotDescription): SpotEstimate {
  const byWindow = WINDOW_LUX[window][distance];
  const byShadow = SHADOW_LUX[shadow];
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
