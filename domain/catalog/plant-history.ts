import { formatEuro } from "../orders/money";
import { PLANT_TEXT_KEYS } from "./plant";
import { categoryLabelOf } from "./plant-categories";

/**
 * What one entry of a plant's history changed (#34): „Preis: 18,99 € → 19,49 €“ instead of „geändert“.
 * The audit log keeps the editable fields before and after (server/admin/plants.ts `editable`); this
 * compares them field by field and words each value as the form shows it. Pure: the labels come in.
 */
export interface PlantChange {
  /** The field's label, e.g. „Preis“. */
  field: string;
  from: string;
  to: string;
}

/** The labels the back office uses (app/features/admin/messages.ts PLANT_UI). */
export interface PlantHistoryLabels {
  fields: Readonly<Record<string, string>>;
  englishFields: Readonly<Record<string, string>>;
  sizes: Readonly<Record<string, string>>;
  levels: Readonly<Record<string, string>>;
  popularities: Readonly<Record<string, string>>;
  yes: string;
  no: string;
  empty: string;
  images: string;
  imageOrder: string;
  imageCount: (n: number) => string;
  /** „Bild 2“: where a moved image was and is. */
  imagePosition: (n: number) => string;
  /** „Alternativtext Bild 2“ */
  imageAlt: (n: number) => string;
}

/** The fields in the form's order; a field not listed here is not shown (e.g. the position). */
const FIELD_ORDER = [
  "name",
  "sku",
  "gtin",
  "botanicalName",
  "synonyms",
  "priceCents",
  "vatRate",
  "size",
  "popularity",
  "categories",
  "lightLevel",
  "waterLevel",
  "petFriendly",
  "description",
  "height",
  "potDiameter",
  "maturity",
  "weight",
  "waterTips",
  "lightTips",
  "temperatureTips",
  "humidityTips",
  "nameEn",
  "stock",
  "published",
  "onSale",
] as const;

/** A long text cut, so a changed description does not fill the page. */
const cut = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s);

type Snapshot = Record<string, unknown>;

const asSnapshot = (v: unknown): Snapshot | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Snapshot) : null;

/** One stored value as the page says it. */
function word(field: string, v: unknown, l: PlantHistoryLabels): string {
  if (v === null || v === undefined || v === "") return l.empty;
  switch (field) {
    case "priceCents":
      return typeof v === "number" ? formatEuro(v) : String(v);
    case "vatRate":
      return `${v} %`;
    case "size":
      return l.sizes[String(v)] ?? String(v);
    case "lightLevel":
    case "waterLevel":
      return l.levels[String(v)] ?? String(v);
    case "popularity":
      return l.popularities[String(v)] ?? String(v);
    case "petFriendly":
    case "published":
    case "onSale":
      return v ? l.yes : l.no;
    case "categories":
      return Array.isArray(v) && v.length > 0 ? v.map((c) => categoryLabelOf(String(c))).join(", ") : l.empty;
    case "synonyms":
      return Array.isArray(v) && v.length > 0 ? cut(v.join(", ")) : l.empty;
    case "stock":
      return typeof v === "number" ? v.toLocaleString("de-DE") : String(v);
    default:
      return cut(String(v));
  }
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) || ((a ?? "") === "" && (b ?? "") === "");

/**
 * The changes between two audit snapshots, in the form's order. A field only one snapshot has (an
 * entry written before the field existed) is left out rather than shown as cleared.
 */
export function plantChanges(beforeRaw: unknown, afterRaw: unknown, l: PlantHistoryLabels): PlantChange[] {
  const before = asSnapshot(beforeRaw);
  const after = asSnapshot(afterRaw);
  if (!before || !after) return [];
  const changes: PlantChange[] = [];
  for (const field of FIELD_ORDER) {
    if (!(field in before) || !(field in after)) continue;
    if (same(before[field], after[field])) continue;
    changes.push({
      field: l.fields[field] ?? field,
      from: word(field, before[field], l),
      to: word(field, after[field], l),
    });
  }
  // English texts key by key: none at all (NULL) and an empty set ({}) are the same.
  if ("textsEn" in before && "textsEn" in after) {
    const a = asSnapshot(before.textsEn) ?? {};
    const b = asSnapshot(after.textsEn) ?? {};
    for (const key of PLANT_TEXT_KEYS)
      if (!same(a[key], b[key]))
        changes.push({
          field: l.englishFields[`${key}En`] ?? key,
          from: word(key, a[key], l),
          to: word(key, b[key], l),
        });
  }
  // Images: how many, their order, and their alt texts (by URL).
  if (Array.isArray(before.images) && Array.isArray(after.images)) {
    const a = before.images as string[];
    const b = after.images as string[];
    if (a.length !== b.length)
      changes.push({ field: l.images, from: l.imageCount(a.length), to: l.imageCount(b.length) });
    else if (!same(a, b)) {
      // A move swaps two neighbours: the one that went further towards the front is the moved one.
      const moved = b.findIndex((url, i) => a[i] !== url);
      const url = a.indexOf(b[moved]!) > moved ? b[moved]! : b[moved + 1]!;
      changes.push({
        field: l.imageOrder,
        from: l.imagePosition(a.indexOf(url) + 1),
        to: l.imagePosition(b.indexOf(url) + 1),
      });
    }
    const altsA = asSnapshot(before.imageAlts);
    const altsB = asSnapshot(after.imageAlts);
    if (altsA && altsB)
      b.forEach((url, i) => {
        if (!same(altsA[url], altsB[url]))
          changes.push({
            field: l.imageAlt(i + 1),
            from: word("alt", altsA[url], l),
            to: word("alt", altsB[url], l),
          });
      });
  }
  return changes;
}
