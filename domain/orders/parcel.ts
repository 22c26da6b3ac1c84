import type { ParcelRefusals } from "../contracts/parcel-messages";
import type { Parsed as ParsedAs, Refusal } from "../text/refusal";

/**
 * The packing table (#34), pure: the parcel's weight as staff type it, an address line split into street
 * and house number (DHL's Geschäftskundenportal import and its Returns API want them apart), the
 * ISO 3166 alpha-3 country DHL's APIs take, and the reference printed on a label.
 */

export type ParcelRefusal = Refusal<ParcelRefusals>;
type Parsed<T> = ParsedAs<T, ParcelRefusal>;

/** DHL Paket: up to 31.5 kg (the API's Weight maximum, 31500 g). */
export const MAX_PARCEL_GRAMS = 31_500;
export const MIN_PARCEL_GRAMS = 10;

/** "2", "2,5", "2.5 kg", "750 g" → grams; between 10 g and 31.5 kg. */
export function parseWeight(text: string): Parsed<number> {
  const t = text.trim().toLowerCase().replace(/\s+/g, "");
  if (!t) return { ok: false, error: "weight_required" };
  const m = /^(\d{1,5}(?:[.,]\d{1,3})?)(kg|g)?$/.exec(t);
  if (!m) return { ok: false, error: "weight_invalid" };
  const value = Number(m[1]!.replace(",", "."));
  const grams = Math.round(m[2] === "g" ? value : value * 1000);
  if (grams < MIN_PARCEL_GRAMS || grams > MAX_PARCEL_GRAMS)
    return { ok: false, error: "weight_out_of_range" };
  return { ok: true, value: grams };
}

/** 2000 → "2", 2500 → "2,5" (German, as the form shows it and the CSV carries it, in kg). */
export const formatKg = (grams: number) =>
  (grams / 1000).toLocaleString("de-DE", { maximumFractionDigits: 3, useGrouping: false });

/**
 * "Lindenstraße 12a" → { street: "Lindenstraße", house: "12a" }; "Am Markt 3-5" → "3-5";
 * "Hauptstr. 7 b" → "7 b". An address without a number ("Gut Rosenhof") keeps it all as the street and
 * an empty house number: DHL accepts the number inside addressStreet, the portal's import then shows it.
 */
export function splitStreet(address: string): { street: string; house: string } {
  const a = address.trim().replace(/\s+/g, " ");
  const m = /^(.*?\D)\s*(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/.exec(a);
  if (!m || !m[1]!.trim()) return { street: a, house: "" };
  return { street: m[1]!.trim().replace(/,$/, ""), house: m[2]!.replace(/\s+/g, " ") };
}

/**
 * Whether a street line carries a house number DHL can read apart ("Gartenweg 3", "Am Markt 3-5",
 * "Packstation 123"). DHL's Returns API refuses an address without one, so the checkout asks for it.
 */
export const hasHouseNumber = (address: string) => splitStreet(address).house !== "";

/**
 * A text in lines of at most `max` characters, split between words ("Anna-Lena Gräfin von Bergen-…"
 * continues on the next line instead of being cut); a word longer than a line is split inside. At most
 * `lines` lines; what would not fit is left in the last one, cut at `max` (only a text longer than
 * lines × max loses characters).
 */
export function wrapWords(text: string, max: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = "";
  for (let word of words) {
    while (word.length > max) {
      if (line) {
        out.push(line);
        line = "";
      }
      out.push(word.slice(0, max));
      word = word.slice(max);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= max) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  return [
    ...out.slice(0, lines - 1),
    out
      .slice(lines - 1)
      .join(" ")
      .slice(0, max),
  ];
}

/** The countries an order may go to, as DHL's APIs name them (ISO 3166-1 alpha-3). */
const ALPHA3: Record<string, string> = {
  DE: "DEU",
  AT: "AUT",
  CH: "CHE",
  NL: "NLD",
  BE: "BEL",
  LU: "LUX",
  FR: "FRA",
  DK: "DNK",
  PL: "POL",
  CZ: "CZE",
  IT: "ITA",
  ES: "ESP",
};

/** "DE" → "DEU"; "Deutschland" (the business address's default wording) → "DEU". */
export function alpha3(country: string): string {
  const c = country.trim();
  if (/^[A-Za-z]{3}$/.test(c)) return c.toUpperCase();
  if (/^deutschland|germany/i.test(c.replace(PLACEHOLDER, "").trim())) return "DEU";
  return ALPHA3[c.toUpperCase()] ?? "DEU";
}
const PLACEHOLDER = "(Platzhalter)";

/** The label's reference (refNo: 8 to 35 characters): the order number, which DHL prints on the label. */
export const labelReference = (orderNumber: string) => orderNumber.slice(0, 35).padEnd(8, "-");

/** One parcel for DHL's Geschäftskundenportal import (one CSV line). */
export interface PortalParcel {
  name: string;
  addressAddition: string | null;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  /** Only with the customer's consent (#49); null: the cell stays empty. */
  email: string | null;
  weightGrams: number;
  reference: string;
}

/** The CSV's columns, in the order the portal's import template maps them once. */
export const PORTAL_HEADER = [
  "Empfänger Name",
  "Adresszusatz",
  "Straße",
  "Hausnummer",
  "PLZ",
  "Ort",
  "Land",
  "E-Mail",
  "Gewicht (kg)",
  "Referenz",
] as const;

/** The cells of one portal line; the server joins them (semicolons, BOM, formulas defused). */
export function portalRow(p: PortalParcel): string[] {
  const { street, house } = splitStreet(p.address);
  return [
    p.name,
    p.addressAddition ?? "",
    street,
    house,
    p.postalCode,
    p.city,
    alpha3(p.country),
    p.email ?? "",
    formatKg(p.weightGrams),
    p.reference,
  ];
}

/**
 * What a parcel holds, counted for the packing slip (#50): live plants (7 %, Anlage 2 Nr. 6 UStG) and
 * other articles (pots, fertiliser, accessories: 19 %), so a pot is never counted as a plant.
 */
export function parcelCount(lines: readonly { quantity: number; vatRate: number }[]): {
  plants: number;
  others: number;
} {
  let plants = 0;
  let others = 0;
  for (const l of lines) {
    if (l.vatRate === 7) plants += l.quantity;
    else others += l.quantity;
  }
  return { plants, others };
}

/** „2 Pflanzen und 1 weiterer Artikel in diesem Paket.“, „1 Artikel in diesem Paket.“ */
export function parcelCountText(count: { plants: number; others: number }): string {
  const plants = `${count.plants} ${count.plants === 1 ? "Pflanze" : "Pflanzen"}`;
  if (count.others === 0) return `${plants} in diesem Paket.`;
  if (count.plants === 0) return `${count.others} Artikel in diesem Paket.`;
  const others = `${count.others} ${count.others === 1 ? "weiterer Artikel" : "weitere Artikel"}`;
  return `${plants} und ${others} in diesem Paket.`;
}

/**
 * A plant's packed weight when its page states none: what the shop's sizes weigh in their pots, at the
 * upper end (a parcel declared too light is charged again by DHL).
 */
export const SIZE_GRAMS: Record<"small" | "medium" | "large", number> = {
  small: 800,
  medium: 2500,
  large: 6000,
};
/** Box, padding and paper around the goods. */
export const PACKAGING_GRAMS = 500;

/**
 * The weight stated on an article's page, in grams, at its upper end: „0,5–0,8 kg“ → 800,
 * „1.5-2 kg“ → 2000, „750 g“ → 750; null when the text says no weight.
 */
export function statedGrams(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /(\d+(?:[.,]\d+)?)\s*(?:[-–—]|bis)?\s*(\d+(?:[.,]\d+)?)?\s*(kg|g)\b/i.exec(text);
  if (!m) return null;
  const value = Number((m[2] ?? m[1])!.replace(",", "."));
  const grams = Math.round(m[3]!.toLowerCase() === "g" ? value : value * 1000);
  return grams > 0 ? grams : null;
}

/**
 * The parcel's weight for its DHL label and the portal's CSV (#50), from what is in it: each line's
 * stated weight (or its size's), times its quantity, plus the packaging; within DHL Paket's limits.
 * The one function both use, so a label and the CSV agree.
 */
export function parcelWeightGrams(
  lines: readonly { quantity: number; size: string; weight: string | null }[],
): number {
  const goods = lines.reduce(
    (sum, l) =>
      sum +
      l.quantity *
        (statedGrams(l.weight) ?? SIZE_GRAMS[l.size as keyof typeof SIZE_GRAMS] ?? SIZE_GRAMS.medium),
    0,
  );
  return Math.min(MAX_PARCEL_GRAMS, Math.max(MIN_PARCEL_GRAMS, goods + PACKAGING_GRAMS));
}
