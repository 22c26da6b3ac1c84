import { shopClock } from "../orders/delivery";
import { parseEuroInput } from "../orders/money";
import { defineRefusals, type Refusal } from "../text/refusal";
import {
  CODE_PATTERN,
  DISCOUNT_KINDS,
  type DiscountCode,
  type DiscountKind,
  normalizeCode,
} from "./discounts";

/**
 * The back office's form for a new discount code (#43 §2, /admin/discounts), pure: the posted fields
 * become a code's values or a refusal code with the field it names.
 */
export type DiscountFormRefusals = {
  discount_form_code: undefined;
  discount_form_code_taken: { code: string };
  discount_form_kind: undefined;
  discount_form_percent: undefined;
  discount_form_amount: undefined;
  discount_form_minimum: undefined;
  discount_form_date: undefined;
  discount_form_dates_order: undefined;
  discount_form_uses: undefined;
  discount_form_list: undefined;
  discount_form_unknown: undefined;
};
export type DiscountFormRefusal = Refusal<DiscountFormRefusals>;

export const discountFormRefusalMessages = defineRefusals<DiscountFormRefusals>(
  {
    discount_form_code: "Der Code braucht 3 bis 32 Zeichen: Buchstaben, Ziffern, - und _.",
    discount_form_code_taken: ({ code }) => `Den Code „${code}“ gibt es schon.`,
    discount_form_kind: "Bitte wähle die Art des Rabatts.",
    discount_form_percent: "Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.",
    discount_form_amount: "Bitte gib einen Betrag über 0 € an, z. B. 5,00.",
    discount_form_minimum: "Der Mindestbestellwert muss ein Betrag sein, z. B. 40,00 – oder leer.",
    discount_form_date: "Bitte gib ein Datum an (TT.MM.JJJJ) – oder lass das Feld leer.",
    discount_form_dates_order: "„Gültig bis“ muss nach „Gültig ab“ liegen.",
    discount_form_uses: "Die Anzahl der Einlösungen muss eine ganze Zahl ab 1 sein – oder leer.",
    discount_form_list:
      "Pflanzen und Kategorien bitte als Liste mit Kommas, z. B. pothos, monstera-deliciosa.",
    discount_form_unknown: "Diesen Rabattcode gibt es nicht.",
  },
  {
    discount_form_code: "The code needs 3 to 32 characters: letters, digits, - and _.",
    discount_form_code_taken: ({ code }) => `The code “${code}” already exists.`,
    discount_form_kind: "Please choose the kind of discount.",
    discount_form_percent: "The percentage must be a whole number from 1 to 100.",
    discount_form_amount: "Please enter an amount above €0, e.g. 5.00.",
    discount_form_minimum: "The minimum order value must be an amount, e.g. 40.00 – or empty.",
    discount_form_date: "Please enter a date – or leave the field empty.",
    discount_form_dates_order: "“Valid until” must be after “valid from”.",
    discount_form_uses: "The number of uses must be a whole number from 1 – or empty.",
    discount_form_list:
      "Please list plants and categories separated by commas, e.g. pothos, monstera-deliciosa.",
    discount_form_unknown: "This discount code does not exist.",
  },
);

/** A new code's values: a code as the domain reads it, before it has an id (it starts active). */
export type DiscountCodeInput = Omit<DiscountCode, "id" | "active" | "plantIds" | "categories"> & {
  plantIds: string[];
  categories: string[];
};

/** Midnight at the start of a Berlin calendar day (YYYY-MM-DD), as an instant; null if no such day. */
export function berlinDayStart(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  if (new Date(utc).getUTCDate() !== d) return null;
  for (const offsetHours of [1, 2]) {
    const t = new Date(utc - offsetHours * 3_600_000);
    const clock = shopClock(t);
    if (clock.hour === 0 && clock.minute === 0 && clock.day.getTime() === utc) return t;
  }
  return null;
}

type Parsed = { ok: true; value: DiscountCodeInput } | ({ ok: false } & DiscountFormRefusal);
const fail = (error: Exclude<keyof DiscountFormRefusals, "discount_form_code_taken">): Parsed =>
  ({ ok: false, error }) as Parsed;

/** The form's fields: an optional whole number ≥ 1 (empty: none). */
const optionalCount = (text: string): number | null | undefined => {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,7}$/.test(t) && Number(t) >= 1 ? Number(t) : undefined;
};

const list = (text: string): string[] | undefined => {
  const items = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length <= 50 && items.every((s) => /^[a-z0-9][a-z0-9-]{0,99}$/i.test(s))
    ? [...new Set(items)]
    : undefined;
};

export function parseDiscountForm(form: (name: string) => string): Parsed {
  const code = normalizeCode(form("code"));
  if (!CODE_PATTERN.test(code)) return fail("discount_form_code");
  const kind = form("kind") as DiscountKind;
  if (!(DISCOUNT_KINDS as readonly string[]).includes(kind)) return fail("discount_form_kind");
  let value = 0;
  if (kind === "percent") {
    const t = form("value").trim().replace(/\s*%$/, "");
    if (!/^\d{1,3}$/.test(t) || Number(t) < 1 || Number(t) > 100) return fail("discount_form_percent");
    value = Number(t);
  } else if (kind === "amount") {
    const cents = parseEuroInput(form("value"));
    if (!cents || cents <= 0) return fail("discount_form_amount");
    value = cents;
  }
  const minText = form("minOrder").trim();
  const minOrderCents = minText ? (parseEuroInput(minText) ?? -1) : null;
  if (minOrderCents !== null && minOrderCents < 0) return fail("discount_form_minimum");
  const day = (name: string): Date | null | undefined => {
    const t = form(name).trim();
    return t ? (berlinDayStart(t) ?? undefined) : null;
  };
  const validFrom = day("validFrom");
  const untilDay = day("validUntil");
  if (validFrom === undefined || untilDay === undefined) return fail("discount_form_date");
  // „Gültig bis 24.12." holds the whole 24th: the code ends at the next midnight.
  const validUntil = untilDay && berlinDayStart(nextDay(form("validUntil").trim()));
  if (validFrom && validUntil && validUntil <= validFrom) return fail("discount_form_dates_order");
  const maxUses = optionalCount(form("maxUses"));
  const maxUsesPerEmail = optionalCount(form("maxUsesPerEmail"));
  if (maxUses === undefined || maxUsesPerEmail === undefined) return fail("discount_form_uses");
  const plantIds = list(form("plantIds"));
  const categories = list(form("categories"));
  if (!plantIds || !categories) return fail("discount_form_list");
  return {
    ok: true,
    value: {
      code,
      kind,
      value,
      minOrderCents,
      validFrom,
      validUntil: validUntil ?? null,
      maxUses,
      maxUsesPerEmail,
      plantIds,
      categories,
      combinable: form("combinable") === "on",
    },
  };
}

const nextDay = (iso: string): string => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};
