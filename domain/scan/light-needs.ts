import type { LightLevel } from "../catalog/plant";
import { PPFD_PER_LUX } from "./daylight";
import { LOW_MAX_LUX, MEDIUM_MAX_LUX } from "./light";

/**
 * What houseplants need, in lux of daylight at the spot while the sun is up (1 fc = 10.764 lx). The
 * catalogue gives each plant a light level; these are the limits a gardener reads that level as.
 *
 * - University of Maryland Extension, "Lighting for indoor plants": low light 25–100 fc (270–1,080 lx),
 *   north windows and artificially lit rooms; medium 100–250 fc; high above 250 fc.
 * - University of Illinois Extension, "Houseplants – Lighting": low 75 fc (800 lx), medium 150 fc
 *   (1,600 lx), high 300 fc (3,200 lx), direct sun 1,500 fc (16,000 lx: right in front of a south window).
 * - Interior-landscape practice (e.g. the foliage-plant guides of interiorscape firms): the hardiest
 *   low-light plants (Sansevieria, Zamioculcas, Aspidistra) are kept at about 10 fc (≈ 100 lx) at the
 *   least; below that even they lose more to respiration than they gain (the light compensation point of
 *   shade-acclimatised foliage plants is about 2 µmol m⁻² s⁻¹ ≈ 100 lx of daylight).
 * - Plants of full sun need about 1,000 fc (≈ 10,000 lx) for hours (greenhouse suppliers' light guides);
 *   shade plants scorch there (University of Florida IFAS, "Light for Houseplants").
 *
 * Each level has a limit below which its plants only hold on ("survive") and one from which they grow
 * well ("thrive"). The level bands of domain/scan/light.ts (1,000 and 2,500 lx) sit between these anchors.
 */
export interface LightNeed {
  /** From here the plant holds on, grows little: "kommt gerade so zurecht". */
  survive: number;
  /** From here the plant grows well. */
  thrive: number;
}

export const LIGHT_NEEDS: Record<LightLevel, LightNeed> = {
  // 10 fc (interiorscape minimum) / 25 fc (UMD's lower end of low light).
  low: { survive: 100, thrive: 270 },
  // 75 fc (Illinois' "low") / our medium band.
  medium: { survive: 800, thrive: LOW_MAX_LUX },
  // 150 fc (Illinois' "medium") / our high band.
  high: { survive: 1600, thrive: MEDIUM_MAX_LUX },
};

/** Below this no plant of any level survives: the spot is too dark for houseplants. */
export const TOO_DARK_LUX = Math.min(...Object.values(LIGHT_NEEDS).map((n) => n.survive));

/** From here it is direct sun (≈ 1,000 fc): sun-loving plants thrive, shade plants scorch. */
export const DIRECT_SUN_LUX = 10_000;

/** Daily light integral (mol m⁻² d⁻¹) of this daylight over a 12-hour day (as domain/scan/daylight.ts's luxOfDli). */
export const dliOfLux = (lux: number) => (Math.max(0, lux) * PPFD_PER_LUX * 12 * 3600) / 1e6;

/** How a plant of this need does at `lux`: thrives, only survives, or not at all. */
export function needMet(need: LightLevel, lux: number): "thrives" | "survives" | "no" {
  const n = LIGHT_NEEDS[need];
  if (!(lux >= n.survive)) return "no";
  return lux >= n.thrive ? "thrives" : "survives";
}
