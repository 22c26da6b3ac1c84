import { plantFormKey } from "../contracts/admin-plant-messages";
import { parseEuroInput } from "../orders/money";
import { VAT_RATES, type VatRate } from "../orders/vat";
import { cleanText, textProblem } from "../text/text-rules";
import { multiLineText, singleLineText } from "../text/text-schemas";
import { z } from "../text/zod";
import {
  LEVELS,
  MERCHANT_POPULARITIES,
  PLANT_TEXT_KEYS,
  type PlantTextKey,
  type PlantTexts,
  readSynonyms,
} from "./plant";
import {
  ALLOWED_CATEGORY_WORDS,
  type PlantCategory,
  readCategoryList,
  withPetFlag,
} from "./plant-categories";
import { readGtin, readSku } from "./plant-codes";
import { PLANT_SIZES } from "./sizes";

export { PLANT_SIZES };

/** The rates a product may have, as the form's select offers them: 7 first, a plant's default. */
export const PLANT_VAT_RATES = [VAT_RATES.reduced, VAT_RATES.standard] as const;

/** Optional text under the one text rule (#29); "" becomes null. Tips and descriptions keep line breaks. */
const text = (max: number, multiLine = false) =>
  (multiLine ? multiLineText : singleLineText)(
    { max, required: false, keyed: true },
    { tooLong: plantFormKey("tooLong", max) },
  ).transform((v) => (v === "" ? null : v));
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((v) => v === "on" || v === "true");

/**
 * The categories as the form (checkboxes, joined with commas) and the CSV post them → slugs of the one
 * vocabulary (domain/catalog/plant-categories.ts). An unknown word is refused with the allowed ones named.
 */
const categoriesField = z
  .string()
  .max(1000, plantFormKey("categories", ALLOWED_CATEGORY_WORDS))
  .transform((v, ctx) => {
    const r = readCategoryList(v);
    if (!r.ok) {
      ctx.addIssue({ code: "custom", message: plantFormKey("categories", r.unknown.join(", ")) });
      return z.NEVER;
    }
    return r;
  });

/**
 * The plant form as the browser posts it (all strings) → the values of a `plants` row. Its issues
 * carry message keys (#30), rendered by the page (German) next to their field.
 */
const plantFields = z.object({
  // Printed on every invoice line: only what its fonts print (domain/text/printable.ts, #29).
  name: singleLineText(
    { max: 120, printable: true, keyed: true },
    { required: plantFormKey("name"), tooLong: plantFormKey("name") },
  ),
  // The English name (#32): optional, the German name's rule; empty shows the German name on /en.
  nameEn: singleLineText(
    { max: 120, printable: true, required: false, keyed: true },
    { tooLong: plantFormKey("tooLong", 120) },
  ).transform((v) => (v ? v : null)),
  botanicalName: text(160).transform((v) => v ?? ""),
  // Other names (#46 §3): former botanical and trade names, comma-separated, searched like the name.
  synonyms: singleLineText(
    { max: 1000, required: false, keyed: true },
    { tooLong: plantFormKey("tooLong", 1000) },
  ).transform((v, ctx) => {
    const names = readSynonyms(v);
    if (!names) {
      ctx.addIssue({ code: "custom", message: plantFormKey("synonyms") });
      return z.NEVER;
    }
    return names;
  }),
  price: z.string().transform((v, ctx) => {
    const cents = parseEuroInput(v);
    if (cents === undefined) {
      ctx.addIssue({ code: "custom", message: plantFormKey("price") });
      return z.NEVER;
    }
    // 0,00 € would give the plant away, by form or by one import line (#49 §4).
    if (cents < 1) {
      ctx.addIssue({ code: "custom", message: plantFormKey("priceZero") });
      return z.NEVER;
    }
    return cents;
  }),
  size: z.enum(PLANT_SIZES, { error: plantFormKey("level") }),
  // "7" or "19" exactly, as the select posts it; 16, "0,19" or "" are refused, never guessed.
  vatRate: z
    .enum(["7", "19"], { error: plantFormKey("vatRate") })
    .transform((v): VatRate => (v === "19" ? VAT_RATES.standard : VAT_RATES.reduced)),
  categories: categoriesField,
  // Article number and EAN (#34): optional; unique in the shop (the service checks, the DB enforces).
  sku: z.string().transform((v, ctx) => {
    const sku = readSku(v);
    if (sku === undefined) {
      ctx.addIssue({ code: "custom", message: plantFormKey("sku") });
      return z.NEVER;
    }
    return sku;
  }),
  gtin: z.string().transform((v, ctx) => {
    const r = readGtin(v);
    if (!r.ok) {
      ctx.addIssue({ code: "custom", message: plantFormKey(r.reason === "format" ? "gtin" : "gtinCheck") });
      return z.NEVER;
    }
    return r.gtin;
  }),
  lightLevel: z.enum(LEVELS, { error: plantFormKey("level") }),
  waterLevel: z.enum(LEVELS, { error: plantFormKey("level") }),
  petFriendly: checkbox,
  popularity: z
    .union([z.enum(MERCHANT_POPULARITIES), z.literal("")], { error: plantFormKey("level") })
    .transform((v) => (v === "" ? null : v)),
  description: text(5000, true).transform((v) => v ?? ""),
  height: text(60),
  potDiameter: text(60),
  maturity: text(60),
  weight: text(60),
  waterTips: text(1000, true),
  lightTips: text(1000, true),
  temperatureTips: text(1000, true),
  humidityTips: text(1000, true),
  // English texts (#19): optional, the same limits as the German ones.
  descriptionEn: text(5000, true),
  heightEn: text(60),
  potDiameterEn: text(60),
  maturityEn: text(60),
  weightEn: text(60),
  waterTipsEn: text(1000, true),
  lightTipsEn: text(1000, true),
  temperatureTipsEn: text(1000, true),
  humidityTipsEn: text(1000, true),
  stock: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, plantFormKey("stock"))
    .transform(Number),
  published: checkbox,
  // „Als Aktionspreis zeigen“ (#43 §2): the reduction is measured by the shop (domain/catalog/reduced-price.ts).
  onSale: checkbox,
});

export const plantFormSchema = plantFields
  // One source of truth (#34): „Tierfreundlich“ is the pet flag. The form has no checkbox for it; a CSV
  // cell naming it says „ja“ (domain/catalog/plant-csv.ts refuses a row whose Haustierfreundlich says „nein“).
  .transform(({ categories, ...rest }) => {
    const petFriendly = rest.petFriendly || categories.mentionsPetFriendly;
    return {
      ...rest,
      petFriendly,
      categories: withPetFlag(categories.categories, petFriendly) as PlantCategory[],
    };
  });

export type PlantInput = z.output<typeof plantFormSchema>;

/**
 * Another size of a plant as its form posts it (#43 §1): the fields a size has of its own, by the plant
 * form's rules and messages.
 */
export const sizeFormSchema = plantFields.pick({
  size: true,
  price: true,
  stock: true,
  sku: true,
  gtin: true,
  height: true,
  potDiameter: true,
  weight: true,
  published: true,
  onSale: true,
});
export type SizeInput = z.output<typeof sizeFormSchema>;
export type SizeFormErrors = Partial<Record<keyof SizeInput | "form", string>>;

/** A schema's values, or the first message key per field. */
function parsedWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}

/** A size's form data → values, or the first message key per field. */
export function parseSizeForm(
  form: Record<string, unknown>,
): { ok: true; value: SizeInput } | { ok: false; errors: SizeFormErrors } {
  return parsedWith(sizeFormSchema, { sku: "", gtin: "", height: "", potDiameter: "", weight: "", ...form });
}

/**
 * A size's English measures (#43 §1), which the CSV carries beside the size form's fields: the plant
 * form's rules for them; "" is none.
 */
const sizeEnglishSchema = plantFields.pick({ heightEn: true, potDiameterEn: true, weightEn: true });
export type SizeEnglishInput = z.output<typeof sizeEnglishSchema>;
export const parseSizeEnglish = (form: Record<string, unknown>) =>
  parsedWith(sizeEnglishSchema, { heightEn: "", potDiameterEn: "", weightEn: "", ...form });

/** The form field of an English text: "description" → "descriptionEn". */
export const englishField = (key: PlantTextKey) => `${key}En` as const;
export type EnglishField = ReturnType<typeof englishField>;

/** The form's English fields → `plants.texts_en`: the filled ones; `{}` when the plant has none. */
export function englishTexts(input: Pick<PlantInput, EnglishField>): PlantTexts {
  const texts: PlantTexts = {};
  for (const key of PLANT_TEXT_KEYS) {
    const v = input[englishField(key)];
    if (v) texts[key] = v;
  }
  return texts;
}

/** `plants.texts_en` → the form's English fields (empty where a text is missing). */
export function englishFormFields(texts: PlantTexts | null | undefined): Record<EnglishField, string> {
  return Object.fromEntries(PLANT_TEXT_KEYS.map((k) => [englishField(k), texts?.[k] ?? ""])) as Record<
    EnglishField,
    string
  >;
}
export type PlantFormErrors = Partial<Record<keyof PlantInput | "form", string>>;

/** Form data → values, or the first message key per field (renderPlantFormErrors shows them). */
export function parsePlantForm(
  form: Record<string, unknown>,
): { ok: true; value: PlantInput } | { ok: false; errors: PlantFormErrors } {
  const withDefaults = {
    categories: "",
    sku: "",
    gtin: "",
    description: "",
    botanicalName: "",
    synonyms: "",
    popularity: "",
    nameEn: "",
    ...englishFormFields(null),
    ...form,
  };
  return parsedWith(plantFormSchema, withDefaults);
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

/** "Grünlilie Größe L" → "gruenlilie-groesse-l": ASCII, lower case, hyphens; never empty. */
export function plantSlug(name: string): string {
  const slug = name
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "pflanze";
}

/** What an id (slug) of a plant looks like; the route and the uploads folder rely on it. */
export const PLANT_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** An image's alt text as typed → trimmed (empty: none), or undefined when longer than 200 or multi-line. */
export function readImageAlt(raw: string): string | undefined {
  const v = cleanText(raw);
  return textProblem(v, { max: 200 }) === null ? v : undefined;
}

/** The list with `item` one place nearer the front („up“) or back; the same array when it cannot move. */
export function moveInList<T>(list: readonly T[], item: T, direction: "up" | "down"): readonly T[] {
  const i = list.indexOf(item);
  const j = direction === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
