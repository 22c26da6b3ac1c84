import { CJK_FONT_RANGES, TEXT_FONT_RANGES } from "./printable-ranges";
import { PRINTABLE_MESSAGES } from "./text-messages";

export { PRINTABLE_MESSAGES, printableMessages } from "./text-messages";

/**
 * What the invoice can print (#29): a § 14 UStG invoice must name the buyer, so checkout accepts in
 * names and addresses only characters one of the PDF's embedded fonts has a glyph for, and the PDF
 * (server/pdf/document.ts) picks the font per character with the same tables:
 * - Inter: Latin (with Polish, Turkish, Vietnamese … letters), Greek, Cyrillic, digits and signs;
 * - Noto Sans SC: Chinese characters and Japanese kana (left to right, no shaping needed).
 * Refused, with a message naming the characters: emoji and pictographs (no font prints them), and
 * every other script, among them Arabic and Hebrew: the PDF library lays text out left to right without
 * the Unicode bidirectional algorithm, so a right-to-left name next to digits or Latin letters would be
 * printed in the wrong order on a legal document. The tables come from the fonts themselves
 * (scripts/printable-ranges.mjs; server/pdf/printable.test.ts keeps them in step).
 */

export type PrintFont = "text" | "cjk";

function inRanges(cp: number, ranges: readonly (readonly [number, number])[]): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid] as readonly [number, number];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The font that prints the code point, or null when none of ours does. */
export function printFont(cp: number): PrintFont | null {
  if (inRanges(cp, TEXT_FONT_RANGES)) return "text";
  if (inRanges(cp, CJK_FONT_RANGES)) return "cjk";
  return null;
}

/** The characters of `text` the invoice cannot print, each once, in order. */
export function unprintableCharacters(text: string): string[] {
  const out = new Set<string>();
  for (const ch of text) if (printFont(ch.codePointAt(0) as number) === null) out.add(ch);
  return [...out];
}

export const isPrintable = (text: string): boolean => unprintableCharacters(text).length === 0;

/** `text` cut into runs of one font each, for the PDF. Unprintable characters go with the text font. */
export function fontRuns(text: string): { font: PrintFont; text: string }[] {
  const runs: { font: PrintFont; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    // A space or sign both fonts have stays in the run it is in.
    const own = printFont(cp) ?? "text";
    const last = runs[runs.length - 1];
    const font = last && own === "text" && /[\p{Zs}\p{P}]/u.test(ch) && last.font === "cjk" ? "cjk" : own;
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** How a character is named in a message: itself, or its code point when it shows nothing. */
const shown = (ch: string) =>
  /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) && !/\p{M}/u.test(ch)
    ? ch
    : `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`;

/** The characters of `text` the invoice cannot print, as a message names them, or null when none. */
export function unprintableList(text: string): string | null {
  const chars = unprintableCharacters(text);
  if (chars.length === 0) return null;
  return chars
    .slice(0, 5)
    .map((c) => `„${shown(c)}“`)
    .join(", ");
}

/** The German refusal for `text`, or null when the invoice prints every character. */
export function unprintableMessage(text: string): string | null {
  const list = unprintableList(text);
  return list === null ? null : PRINTABLE_MESSAGES.unprintable(list);
}
