import { type Catalogue, defineMessages, type Locale, type Localized } from "./i18n";

/**
 * Refusals are codes, not sentences (#30, DESIGN §6): a service answers a code of its area with the
 * parameters its message needs; the message in the request's or the page's language is rendered once,
 * at the HTTP edge and in the browser, from the area's catalogue.
 */

/** Per code of an area: the parameters its message needs, `undefined` for none. */
export type RefusalParams = { [code: string]: object | undefined };

/** One refusal of an area: a code and, where its message needs them, its parameters. */
export type Refusal<P extends RefusalParams> = {
  [C in keyof P & string]: P[C] extends object
    ? { error: C; params: P[C] }
    : { error: C; params?: undefined };
}[keyof P & string];

/** A text for every code: a sentence, or a function of the code's parameters. */
export type RefusalTexts<P extends RefusalParams> = {
  [C in keyof P]: P[C] extends object ? (params: P[C]) => string : string;
};

/** An area's texts in both languages (the parameters' type rides along for the renderers). */
export type RefusalCatalogue<P extends RefusalParams> = Localized<RefusalTexts<P>> & {
  readonly __params?: P;
};

/** An area's texts in both languages: a code without German or English text fails typecheck. */
export const defineRefusals = <P extends RefusalParams>(
  de: RefusalTexts<P>,
  en: Catalogue<NoInfer<RefusalTexts<P>>>,
): RefusalCatalogue<P> => defineMessages<RefusalTexts<P>>(de, en);

/** The refusal's message in `locale`. */
export function renderRefusal<P extends RefusalParams>(
  texts: RefusalCatalogue<P>,
  locale: Locale,
  refusal: Refusal<P>,
): string {
  const text = (texts[locale] as Record<string, unknown>)[refusal.error];
  return typeof text === "function" ? (text as (p: unknown) => string)(refusal.params) : String(text);
}

/** An input as a parser reads it: the value, or a refusal of the parser's area. */
export type Parsed<T, R> = { ok: true; value: T } | ({ ok: false } & R);

/**
 * Two areas' catalogues as one, for a screen whose services answer codes of both (the back office's
 * order page: its actions and the ledger's). The areas' codes are distinct.
 */
export const mergeRefusals = <A extends RefusalParams, B extends RefusalParams>(
  a: RefusalCatalogue<A>,
  b: RefusalCatalogue<B>,
): RefusalCatalogue<A & B> =>
  ({
    de: { ...(a.de as object), ...(b.de as object) },
    en: { ...(a.en as object), ...(b.en as object) },
  }) as RefusalCatalogue<A & B>;
