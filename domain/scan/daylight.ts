import type { LightLevel } from "../catalog/plant";
import { LOW_MAX_LUX, MEDIUM_MAX_LUX } from "./light";

/**
 * Daylight at a spot indoors from where it is (latitude of a German postal code), which way its window
 * faces (compass) and how far and how hidden it is. Pure maths: sun path (NOAA), sky, window, room.
 *
 * 1. Sun position: the NOAA Solar Calculator's equations (Meeus, "Astronomical Algorithms"), good to
 *    well under 0.1° and a minute for Germany; tested against the calculator's values for Berlin at
 *    both solstices.
 * 2. Outdoor light on the window (a vertical plane), per 10 minutes of the day:
 *    - clear sky: direct sun 127,500 lx · e^(−0.21 / sin h) (extraterrestrial illuminance and the ASHRAE
 *      clear-day extinction), times the cosine of its angle to the window; sky 800 + 15,500 · √sin h lx
 *      on the horizontal (IES clear sky), half of it on a vertical plane;
 *    - overcast sky: 300 + 21,000 · sin h lx on the horizontal (Krochmann, CIE overcast sky),
 *      0.396 of it on a vertical plane;
 *    - weather: the share of clear sky is Germany's relative sunshine duration in that month
 *      (DWD climate normals 1991–2020, about 0.45 in June and 0.17 in December).
 * 3. Obstruction (buildings, trees, a balcony above) hides the sky below its elevation and the sun
 *    while it is lower; the hidden part reflects 20 %.
 * 4. Into the room: glazing transmits 70 %; a spot d metres from a window 1.2 m wide and 1.4 m high
 *    sees it under the view factor of a rectangle from a facing point (1 at the glass, about 0.36 at 1 m,
 *    0.1 at 2 m). Direct sun reaches the spot only while its beam through the window's top edge lands
 *    deeper in the room than the spot.
 * 5. Daily light integral: lux × 0.0185 µmol m⁻² s⁻¹ per lux (daylight's PAR efficacy), summed over the
 *    day, in mol m⁻² d⁻¹.
 * Uncertainty: a factor of about two (rooms, curtains, weather of a particular day), so the UI names
 * ranges of tens or hundreds of lux, never a precise number.
 */

const RAD = Math.PI / 180;
const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);
const tan = (deg: number) => Math.tan(deg * RAD);
const asinDeg = (x: number) => Math.asin(Math.max(-1, Math.min(1, x))) / RAD;
const acosDeg = (x: number) => Math.acos(Math.max(-1, Math.min(1, x))) / RAD;
const mod = (a: number, n: number) => ((a % n) + n) % n;

export interface SunPosition {
  /** Degrees above the horizon, corrected for atmospheric refraction (as NOAA's calculator shows it). */
  elevation: number;
  /** Degrees clockwise from north. */
  azimuth: number;
  /** Solar declination, degrees. */
  declination: number;
  /** Equation of time, minutes. */
  equationOfTime: number;
}

function solarTerms(timeMs: number) {
  const julianDay = timeMs / 86_400_000 + 2_440_587.5;
  const t = (julianDay - 2_451_545) / 36_525;
  const l0 = mod(280.46646 + t * (36000.76983 + t * 0.0003032), 360);
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    sin(2 * m) * (0.019993 - 0.000101 * t) +
    sin(3 * m) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const apparentLong = l0 + centre - 0.00569 - 0.00478 * sin(omega);
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * cos(omega);
  const declination = asinDeg(sin(obliquity) * sin(apparentLong));
  const y = tan(obliquity / 2) ** 2;
  const equationOfTime =
    (4 / RAD) *
    (y * sin(2 * l0) -
      2 * e * sin(m) +
      4 * e * y * sin(m) * cos(2 * l0) -
      0.5 * y * y * sin(4 * l0) -
      1.25 * e * e * sin(2 * m));
  return { declination, equationOfTime };
}

/** Where the sun stands at `timeMs` (UTC epoch ms) seen from latitude/longitude (degrees, east positive). */
export function sunPosition(timeMs: number, latitude: number, longitude: number): SunPosition {
  const { declination, equationOfTime } = solarTerms(timeMs);
  const minutesUtc = mod(timeMs / 60_000, 1440);
  const trueSolarTime = mod(minutesUtc + equationOfTime + 4 * longitude, 1440);
  const hourAngle = trueSolarTime / 4 < 0 ? trueSolarTime / 4 + 180 : trueSolarTime / 4 - 180;
  const zenith = acosDeg(
    sin(latitude) * sin(declination) + cos(latitude) * cos(declination) * cos(hourAngle),
  );
  const az = acosDeg((sin(latitude) * cos(zenith) - sin(declination)) / (cos(latitude) * sin(zenith)));
  const azimuth = hourAngle > 0 ? mod(az + 180, 360) : mod(540 - az, 360);
  const elevation = 90 - zenith;
  return { elevation: elevation + refraction(elevation), azimuth, declination, equationOfTime };
}

/** NOAA's approximation of atmospheric refraction, degrees. */
function refraction(h: number): number {
  if (h > 85) return 0;
  const te = tan(h);
  const arcsec =
    h > 5
      ? 58.1 / te - 0.07 / te ** 3 + 0.000086 / te ** 5
      : h > -0.575
        ? 1735 + h * (-518.2 + h * (103.4 + h * (-12.79 + h * 0.711)))
        : -20.772 / te;
  return arcsec / 3600;
}

export interface SunDay {
  /** Minutes after 00:00 UTC of that day; null in polar day or night. */
  sunrise: number | null;
  sunset: number | null;
  solarNoon: number;
}

/** Sunrise, solar noon and sunset (NOAA: zenith 90.833° for refraction and the sun's disc). */
export function sunDay(dateUtcMidnightMs: number, latitude: number, longitude: number): SunDay {
  const noonGuess = dateUtcMidnightMs + (720 - 4 * longitude) * 60_000;
  const { declination, equationOfTime } = solarTerms(noonGuess);
  const solarNoon = 720 - 4 * longitude - equationOfTime;
  const x = cos(90.833) / (cos(latitude) * cos(declination)) - tan(latitude) * tan(declination);
  if (x < -1 || x > 1) return { sunrise: null, sunset: null, solarNoon };
  const ha = acosDeg(x);
  return { sunrise: solarNoon - 4 * ha, sunset: solarNoon + 4 * ha, solarNoon };
}

/* ------------------------------------------------------------------------------------------------ */
/* Where: postal code → latitude and longitude                                                       */

/**
 * Rough centre of each German postal "Leitregion" (first two digits of the postal code), degrees.
 * Within about half a degree: the daylight model hardly notices (1° of latitude ≈ 1° of sun height).
 */
const LEITREGION: Record<string, readonly [number, number]> = {
  "01": [51.05, 13.74],
  "02": [51.18, 14.43],
  "03": [51.76, 14.33],
  "04": [51.34, 12.37],
  "06": [51.48, 11.97],
  "07": [50.88, 12.08],
  "08": [50.72, 12.49],
  "09": [50.83, 12.92],
  "10": [52.52, 13.4],
  "12": [52.46, 13.45],
  "13": [52.57, 13.35],
  "14": [52.39, 13.06],
  "15": [52.34, 14.55],
  "16": [52.83, 13.82],
  "17": [53.56, 13.26],
  "18": [54.09, 12.13],
  "19": [53.63, 11.41],
  "20": [53.55, 10.0],
  "21": [53.3, 10.2],
  "22": [53.6, 10.0],
  "23": [53.87, 10.69],
  "24": [54.32, 10.12],
  "25": [54.0, 9.3],
  "26": [53.14, 8.21],
  "27": [53.3, 8.8],
  "28": [53.08, 8.8],
  "29": [52.62, 10.08],
  "30": [52.37, 9.74],
  "31": [52.15, 9.95],
  "32": [52.1, 8.7],
  "33": [52.02, 8.53],
  "34": [51.31, 9.48],
  "35": [50.58, 8.68],
  "36": [50.55, 9.68],
  "37": [51.54, 9.92],
  "38": [52.27, 10.52],
  "39": [52.12, 11.63],
  "40": [51.23, 6.78],
  "41": [51.19, 6.44],
  "42": [51.26, 7.15],
  "44": [51.51, 7.47],
  "45": [51.46, 7.01],
  "46": [51.5, 6.85],
  "47": [51.43, 6.76],
  "48": [51.96, 7.63],
  "49": [52.28, 8.05],
  "50": [50.94, 6.96],
  "51": [50.95, 7.1],
  "52": [50.78, 6.08],
  "53": [50.73, 7.1],
  "54": [49.75, 6.64],
  "55": [50.0, 8.27],
  "56": [50.36, 7.59],
  "57": [50.87, 8.02],
  "58": [51.36, 7.47],
  "59": [51.68, 7.82],
  "60": [50.11, 8.68],
  "61": [50.23, 8.62],
  "63": [50.0, 9.0],
  "64": [49.87, 8.65],
  "65": [50.08, 8.24],
  "66": [49.24, 6.99],
  "67": [49.45, 8.0],
  "68": [49.49, 8.47],
  "69": [49.4, 8.69],
  "70": [48.78, 9.18],
  "71": [48.8, 9.1],
  "72": [48.5, 9.1],
  "73": [48.7, 9.6],
  "74": [49.14, 9.22],
  "75": [48.89, 8.7],
  "76": [49.01, 8.4],
  "77": [48.47, 7.94],
  "78": [48.0, 8.6],
  "79": [47.99, 7.85],
  "80": [48.14, 11.58],
  "81": [48.12, 11.6],
  "82": [47.9, 11.3],
  "83": [47.86, 12.12],
  "84": [48.54, 12.15],
  "85": [48.6, 11.6],
  "86": [48.37, 10.9],
  "87": [47.73, 10.31],
  "88": [47.78, 9.61],
  "89": [48.4, 9.99],
  "90": [49.45, 11.08],
  "91": [49.5, 10.9],
  "92": [49.5, 12.0],
  "93": [49.01, 12.1],
  "94": [48.57, 13.43],
  "95": [50.0, 11.7],
  "96": [50.0, 10.9],
  "97": [49.79, 9.95],
  "98": [50.6, 10.7],
  "99": [50.98, 11.03],
};

/** Germany's middle (near Kassel): used when no postal code is given. */
export const GERMANY_CENTRE = { latitude: 51.2, longitude: 10.4 } as const;

/** Latitude and longitude of a five-digit German postal code's region, or null if it is no such code. */
export function locatePostalCode(code: string): { latitude: number; longitude: number } | null {
  if (!/^\d{5}$/.test(code) || code === "00000") return null;
  const hit = LEITREGION[code.slice(0, 2)];
  return hit ? { latitude: hit[0], longitude: hit[1] } : null;
}

/* ------------------------------------------------------------------------------------------------ */
/* The window and the room                                                                            */

/** How much of the sky in front of the window is hidden: elevation in degrees up to which it is. */
export const OBSTRUCTIONS = { open: 5, some: 25, heavy: 45 } as const;
export type Obstruction = keyof typeof OBSTRUCTIONS;

export interface WindowSpot {
  /** Compass direction the window faces (out of the room), degrees clockwise from north. */
  azimuth: number;
  /** Metres from the glass into the room. */
  distance: number;
  obstruction: Obstruction;
  latitude: number;
  longitude: number;
}

const GLAZING = 0.7;
const WINDOW_WIDTH = 1.2;
const WINDOW_HEIGHT = 1.4;
const GROUND_REFLECTANCE = 0.2;
const PLANT_HEIGHT = 0.4;
/**
 * Inter-reflected share: window area 1.68 m² · mean reflectance 0.5 / (80 m² of room surfaces · (1 − 0.5))
 * (BRE split-flux formula for a room of about 4 × 5 m).
 */
const INTERNAL_REFLECTION = (WINDOW_WIDTH * WINDOW_HEIGHT * 0.5) / (80 * 0.5);
/** µmol m⁻² s⁻¹ of photosynthetically active radiation per lux of daylight. */
export const PPFD_PER_LUX = 0.0185;
const EXTRATERRESTRIAL_LUX = 127_500;
/** Relative sunshine duration in Germany by month (DWD normals 1991–2020, rounded). */
const SUNSHINE_SHARE = [0.2, 0.27, 0.33, 0.42, 0.43, 0.45, 0.46, 0.46, 0.41, 0.32, 0.22, 0.17];

/** View factor of a window (W×H) from a point facing it at distance d on its axis (0..1). */
export function windowViewFactor(distance: number): number {
  const d = Math.max(distance, 0.01);
  const x = WINDOW_WIDTH / 2 / d;
  const y = WINDOW_HEIGHT / 2 / d;
  const quadrant =
    (x / Math.sqrt(1 + x * x)) * Math.atan(y / Math.sqrt(1 + x * x)) +
    (y / Math.sqrt(1 + y * y)) * Math.atan(x / Math.sqrt(1 + y * y));
  return (4 * quadrant) / (2 * Math.PI);
}

/** Share of a vertical plane's uniform-sky illuminance that comes from above `obstruction` degrees. */
function skyAbove(obstruction: number): number {
  const o = obstruction * RAD;
  return 1 - (2 / Math.PI) * (o + Math.sin(o) * Math.cos(o));
}

/** Illuminance on the spot (lx) at one moment, for clear and overcast sky. */
function spotLux(sun: SunPosition, spot: WindowSpot): { clear: number; overcast: number } {
  const h = sun.elevation;
  if (h <= 0) return { clear: 0, overcast: 0 };
  const obstruction = OBSTRUCTIONS[spot.obstruction];
  const view = windowViewFactor(spot.distance);
  const sky = skyAbove(obstruction);
  const reflected = (1 - sky) * GROUND_REFLECTANCE;
  const overcastVertical = 0.396 * (300 + 21_000 * sin(h));
  const clearSkyVertical = 0.5 * (800 + 15_500 * Math.sqrt(sin(h)));
  // Direct sun on the window, and how much of a plant 0.4 m tall at the spot its beam reaches: the
  // beam through the window (sill at the spot's height, top 1.4 m above) sinks by tan h per metre.
  const facing = cos(sun.azimuth - spot.azimuth);
  let direct = 0;
  let reach = 0;
  if (facing > 0 && h > obstruction) {
    direct = EXTRATERRESTRIAL_LUX * Math.exp(-0.21 / sin(h)) * cos(h) * facing;
    const sink = (spot.distance / facing) * tan(h);
    reach = Math.min(1, Math.max(0, (WINDOW_HEIGHT - sink) / PLANT_HEIGHT));
  }
  const window = (vertical: number) => vertical * (sky + reflected);
  // Light that entered the room and bounced off floor, walls and ceiling (split-flux method).
  const bounced = (onWindow: number) => GLAZING * onWindow * INTERNAL_REFLECTION;
  const clearOnWindow = window(clearSkyVertical) + direct;
  const overcastOnWindow = window(overcastVertical);
  return {
    clear: GLAZING * (view * window(clearSkyVertical) + reach * direct) + bounced(clearOnWindow),
    overcast: GLAZING * view * overcastOnWindow + bounced(overcastOnWindow),
  };
}

/** Illuminance (lx) at the spot at one moment, under the month's typical weather; 0 with the sun down. */
export function momentLight(timeMs: number, spot: WindowSpot): { lux: number; sunElevation: number } {
  const sun = sunPosition(timeMs, spot.latitude, spot.longitude);
  const sunny = SUNSHINE_SHARE[new Date(timeMs).getUTCMonth()] ?? 0.3;
  const { clear, overcast } = spotLux(sun, spot);
  return { lux: sunny * clear + (1 - sunny) * overcast, sunElevation: sun.elevation };
}

export interface DayLight {
  /** Mean illuminance (lx) while the sun is up, typical weather. */
  lux: number;
  /** Daily light integral, mol m⁻² d⁻¹, typical weather. */
  dli: number;
  level: LightLevel;
  /** Hours of daylight. */
  dayLength: number;
}

const STEP_MIN = 10;

/** Light at the spot over one day (UTC date at midnight, ms), weighted by the month's typical weather. */
export function dayLight(dateUtcMidnightMs: number, spot: WindowSpot): DayLight {
  const month = new Date(dateUtcMidnightMs).getUTCMonth();
  const sunny = SUNSHINE_SHARE[month] ?? 0.3;
  const samples: number[] = [];
  let dayMinutes = 0;
  for (let m = 0; m < 1440; m += STEP_MIN) {
    const sun = sunPosition(dateUtcMidnightMs + (m + STEP_MIN / 2) * 60_000, spot.latitude, spot.longitude);
    if (sun.elevation > 0) dayMinutes += STEP_MIN;
    const { clear, overcast } = spotLux(sun, spot);
    samples.push(sunny * clear + (1 - sunny) * overcast);
  }
  const luxSeconds = samples.reduce((s, lux) => s + lux * STEP_MIN * 60, 0);
  const dli = (luxSeconds * PPFD_PER_LUX) / 1e6;
  return {
    lux: dayMinutes > 0 ? luxSeconds / (dayMinutes * 60) : 0,
    dli,
    level: levelFromDli(dli),
    dayLength: dayMinutes / 60,
  };
}

/**
 * The catalogue's light levels by daily light integral: the lux limits of domain/scan/light.ts (1,000 and
 * 2,500 lx) held over a 12-hour day, i.e. about 0.8 and 2.0 mol m⁻² d⁻¹.
 */
export const LOW_MAX_DLI = (LOW_MAX_LUX * PPFD_PER_LUX * 12 * 3600) / 1e6;
export const MEDIUM_MAX_DLI = (MEDIUM_MAX_LUX * PPFD_PER_LUX * 12 * 3600) / 1e6;
export function levelFromDli(dli: number): LightLevel {
  if (!(dli >= LOW_MAX_DLI)) return "low";
  return dli <= MEDIUM_MAX_DLI ? "medium" : "high";
}

/** The lux that, held over a 12-hour day, gives this DLI (how the level is compared with a measurement). */
export const luxOfDli = (dli: number) => (dli * 1e6) / (PPFD_PER_LUX * 12 * 3600);

export interface SeasonalLight {
  summer: DayLight;
  winter: DayLight;
  /** Today (the date given). */
  today: DayLight;
  /** What the plants are chosen for: the spring/autumn light (equinox), between summer and winter. */
  year: DayLight;
}

const utcMidnight = (year: number, month: number, day: number) => Date.UTC(year, month, day);

/** Summer solstice, winter solstice, equinox and today for a spot. */
export function seasonalLight(spot: WindowSpot, todayMs: number): SeasonalLight {
  const now = new Date(todayMs);
  const year = now.getUTCFullYear();
  return {
    summer: dayLight(utcMidnight(year, 5, 21), spot),
    winter: dayLight(utcMidnight(year, 11, 21), spot),
    today: dayLight(utcMidnight(year, now.getUTCMonth(), now.getUTCDate()), spot),
    year: dayLight(utcMidnight(year, 2, 20), spot),
  };
}

/** Compass heading (degrees) → the nearest of the four window directions the manual form offers. */
export function cardinalOf(azimuth: number): "north" | "east" | "south" | "west" {
  const a = mod(azimuth, 360);
  return a >= 315 || a < 45 ? "north" : a < 135 ? "east" : a < 225 ? "south" : "west";
}

export const CARDINAL_AZIMUTH = { north: 0, east: 90, south: 180, west: 270 } as const;
