import type { LightLevel, Plant } from "../catalog/plant";
import type { Fit, Spot, SpotWithPlants } from "../contracts/spots";
import { needMet } from "./light-needs";
import { LIGHT_FIT, MIN_FIT } from "./recommend";

/**
 * How one plant does at a spot of this light level (domain/scan/recommend.ts's table); with the spot's lux,
 * a plant that would not even survive there is unsuitable, one that only holds on "tolerates" at best.
 */
export function fitOf(plant: Pick<Plant, "lightLevel">, light: LightLevel, lux?: number): Fit {
  const met = lux === undefined ? null : needMet(plant.lightLevel, lux);
  if (met === "no") return "unsuitable";
  const fit = LIGHT_FIT[plant.lightLevel][light];
  if (met === "survives") return "tolerates";
  return fit === 100 ? "ideal" : fit >= MIN_FIT ? "tolerates" : "unsuitable";
}

/** For each spot, how each of the customer's saved plants would do there. */
export function plantsBySpot(list: Spot[], plants: Plant[]): SpotWithPlants[] {
  return list.map((s) => ({
    ...s,
    plants: plants.map((p) => ({
      id: p.id,
      name: p.name,
      fit: fitOf(p, s.measurement.light, s.measurement.lux),
    })),
  }));
}
