import * as layout from "../../app/components/layout/messages";
import * as account from "../../app/features/account/messages";
import * as auth from "../../app/features/auth/messages";
import * as cart from "../../app/features/cart/messages";
import * as catalog from "../../app/features/catalog/messages";
import * as checkout from "../../app/features/checkout/messages";
import * as consent from "../../app/features/consent/messages";
import * as finderEntry from "../../app/features/finder/entry-messages";
import * as finder from "../../app/features/finder/messages";
import * as tutorial from "../../app/features/finder/tutorial-messages";
import * as home from "../../app/features/home/messages";
import * as info from "../../app/features/info/messages";
import * as reviews from "../../app/features/reviews/messages";
import * as shopify from "../../app/features/shopify/messages";
import * as withdrawal from "../../app/features/withdrawal/messages";
import type { Locale } from "../../app/lib/i18n/locale";
import * as homeContent from "../../content/home";

/**
 * Every storefront catalogue (#19), for the check that a page shows no string of the other language.
 * Add a feature's messages module here when it gets one.
 */
const MODULES: Record<string, unknown>[] = [
  layout,
  account,
  auth,
  cart,
  catalog,
  checkout,
  consent,
  finder,
  finderEntry,
  tutorial,
  home,
  info,
  reviews,
  shopify,
  withdrawal,
  homeContent,
];

type Pair = Record<Locale, string>;

/**
 * The language switch names the other language in that language, on purpose (and marks it with `lang`);
 * "Start" and "Checkout" are German words too (a German legal text speaks of the Checkout).
 */
const BOTH_LANGUAGES = new Set<string>([
  "Start",
  "Checkout",
  layout.shellMessages.de.SHELL.switch.label,
  layout.shellMessages.en.SHELL.switch.label,
  layout.shellMessages.de.SHELL.switch.name,
  layout.shellMessages.en.SHELL.switch.name,
]);

/** Collects the plain strings of both catalogues side by side (functions are skipped: their output varies). */
function pairs(de: unknown, en: unknown, out: Pair[]) {
  if (typeof de === "string" && typeof en === "string") out.push({ de, en });
  else if (de && en && typeof de === "object" && typeof en === "object")
    for (const key of Object.keys(de)) pairs((de as never)[key], (en as never)[key], out);
}

const isLocalized = (v: unknown): v is Record<Locale, unknown> =>
  Boolean(v && typeof v === "object" && "de" in v && "en" in v);

/** Strings that differ between the languages and are long enough to mean something on their own. */
export function foreignStrings(locale: Locale): string[] {
  const all: Pair[] = [];
  for (const mod of MODULES)
    for (const value of Object.values(mod)) if (isLocalized(value)) pairs(value.de, value.en, all);
  const other: Locale = locale === "de" ? "en" : "de";
  const own = new Set(all.map((p) => p[locale]));
  return [
    ...new Set(
      all
        .filter(
          (p) =>
            p.de !== p.en &&
            p[other].trim().length >= 4 &&
            !own.has(p[other]) &&
            !BOTH_LANGUAGES.has(p[other]),
        )
        .map((p) => p[other].trim()),
    ),
  ];
}
