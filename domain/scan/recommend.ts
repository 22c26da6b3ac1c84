import type { LightLevel, Plant, WaterLevel } from "../catalog/plant";
import { needMet } from "./light-needs";

/**
 * Recommendation scoring: every plant of the catalogue against the light measured at the spot.
 * Scores are integers (points), so ties and comparisons are exact.
 */

export interface FinderPreferences {
  /** Pets at home: only plants that are safe for them. */
  petFriendly?: boolean;
  /** Little time for care: plants that need little water come first. */
  lowCare?: boolean;
}

/**
 * How well a plant of a given light need does at a measured light level, 0..100. Tolerance is
 * asymmetric: a shade plant tolerates more light, a light-hungry plant does not thrive in shade.
 *   need \ spot      low   medium   high
 *   low              100     80      55   (tolerates brighter spots; strong sun only after adjusting)
 *   medium            35    100      75   (grows slowly in shade; protect from midday sun)
 *   high               0     45     100   (starves in shade, grows slowly at medium)
 */
export const LIGHT_FIT: Record<LightLevel, Record<LightLevel, number>> = {
  low: { low: 100, medium: 80, high: 55 },
  medium: { low: 35, medium: 100, high: 75 },
  high: { low: 0, medium: 45, high: 100 },
};

/** Below this fit a plant would not thrive at the spot: it is left out. */
export const MIN_FIT = 30;

/** "Little care time": low water need first, strongly enough to lead among plants that fit. */
const LOW_CARE_BONUS: Record<WaterLevel, number> = { low: 40, medium: 10, high: 0 };

export type FitKind = "ideal" | "tolerates" | "limited";

/** Why a plant is on the list: the combination of its need and the spot, plus the preferences it meets. */
export interface ReasonKey {
  need: LightLevel;
  spot: LightLevel;
  petFriendly: boolean;
  lowWater: boolean;
  /** Only holds on here (below what it needs to grow well). */
  survives?: boolean;
  /** A shade plant at a spot with direct sun: it scorches unless kept back from the glass. */
  sunWarning?: boolean;
}

export interface Recommendation {
  plant: Plant;
  score: number;
  fit: FitKind;
  reason: ReasonKey;
}

export interface RecommendInput {
  light: LightLevel;
  /**
   * The spot's light (lx, the verdict's value): a plant is listed only where it at least survives
   * (domain/scan/light-needs.ts), marked when it only survives. Older links give the level alone.
   */
  lux?: number;
  /** Direct sun reaches the spot: plants that do not need much light are warned about scorching. */
  directSun?: boolean;
  preferences?: FinderPreferences;
}

const fitKind = (fit: number): FitKind => (fit === 100 ? "ideal" : fit >= 70 ? "tolerates" : "limited");

/**
 * Plants ranked for the spot, best first; ties keep the catalogue's order. Plants that would not
 * thrive (fit below MIN_FIT) and, with pets, plants that are not pet-friendly are left out.
 */
export function recommend(
  plants: readonly Plant[],
  { light, lux, directSun = false, preferences = {} }: RecommendInput,
): Recommendation[] {
  return plants
    .map((plant, index) => {
      const met = lux === undefined ? null : needMet(plant.lightLevel, lux);
      // Below what it needs to grow, a plant ranks after every plant that grows there.
      const fit =
        met === "survives"
          ? Math.min(LIGHT_FIT[plant.lightLevel][light], MIN_FIT)
          : LIGHT_FIT[plant.lightLevel][light];
      const bonus = preferences.lowCare ? LOW_CARE_BONUS[plant.waterLevel] : 0;
      return { plant, index, fit, met, score: fit + bonus };
    })
    .filter(
      ({ plant, fit, met }) =>
        (met === null ? fit >= MIN_FIT : met !== "no") && (!preferences.petFriendly || plant.petFriendly),
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ plant, fit, met, score }) => ({
      plant,
      score,
      fit: met === "survives" ? "limited" : fitKind(fit),
      reason: {
        need: plant.lightLevel,
        spot: light,
        petFriendly: !!preferences.petFriendly && plant.petFriendly,
        lowWater: !!preferences.lowCare && plant.waterLevel === "low",
        ...(met === "survives" ? { survives: true } : {}),
        ...(directSun && plant.lightLevel !== "high" ? { sunWarning: true } : {}),
      },
    }));
}
