import { unprintableList } from "./printable";
import type { Refusal } from "./refusal";
import {
  PRINTABLE_MESSAGES,
  printableKey,
  TEXT_RULE_MESSAGES,
  type TextRefusals,
  textKey,
} from "./text-messages";

export { TEXT_RULE_MESSAGES, textRuleMessages } from "./text-messages";

/**
 * The one rule for text people type (#29): names, addresses, spot names, reasons. Such text ends up in
 * mail headers and greetings, in the invoice's buyer block (§ 14 UStG), in CSV exports and in the back
 * office, so it must not carry what changes how other text is read:
 * - control characters (`\p{Cc}`: CR/LF that add lines, such as "Anna\r\nBcc: …", BEL, ESC and ANSI
 *   sequences, NUL), and in a single-line field no line or paragraph separator either;
 * - bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C), which turn the text around
 *   as it is displayed ("Trojan Source");
 * - unpaired surrogates, which no database or mail can store;
 * and it must have at least one visible character: only spaces, zero-width or other invisible
 * characters (U+200B, U+3164 …) is no name. Text is NFC-normalised and trimmed before it is measured.
 * Multi-line text (a review, a withdrawal's free text) keeps line breaks and tabs; CR LF becomes LF.
 */

export type TextProblem = keyof Omit<typeof TEXT_RULE_MESSAGES, "notText" | "tooLong"> | "tooLong";

/** Explicit direction marks, embeddings, overrides and isolates. */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
/** Control characters, line and paragraph separators: none in one line. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** In multi-line text: control characters other than LF and tab (CR LF is made LF first). */
const CONTROL_BUT_NEWLINE = /[^\P{Cc}\n\t]/u;
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * A character someone can see: not white space, not default-ignorable (zero-width space and joiners,
 * soft hyphen, variation selectors, Hangul fillers), not a format character, not a combining mark on
 * its own, not the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{M}\u2800]/u;

export interface TextRule {
  /** Most characters (UTF-16 code units, as the database and zod count) after trimming. */
  max: number;
  /** Line breaks and tabs allowed (a review, a free-text message). */
  multiLine?: boolean;
  /** "" is a problem ("required"); otherwise "" passes as no value. */
  required?: boolean;
  /** Printed on the invoice (names and addresses): only what its fonts print (domain/text/printable.ts). */
  printable?: boolean;
}

/** The text as it is kept: NFC, CR LF → LF, trimmed. */
export function cleanText(value: string, multiLine = false): string {
  const nfc = wellFormed(value) ? value.normalize("NFC") : value;
  return (multiLine ? nfc.replace(/\r\n?/g, "\n") : nfc).trim();
}

const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** What is wrong with already cleaned text (see cleanText), or null. The first problem found. */
export function textProblem(text: string, rule: TextRule): TextProblem | null {
  if (text === "") return rule.required ? "required" : null;
  if (rule.multiLine ? CONTROL_BUT_NEWLINE.test(text) : LINE_BREAKING.test(text))
    return rule.multiLine ? "control" : "lineBreak";
  if (BIDI_CONTROLS.test(text)) return "bidi";
  if (!wellFormed(text)) return "control";
  if (!VISIBLE.test(text)) return "invisible";
  if (text.length > rule.max) return "tooLong";
  return null;
}

/** German message for a problem (the English twin comes from textRuleMessages at the edge). */
export function textProblemMessage(
  problem: TextProblem,
  rule: TextRule,
  messages: TextMessages = {},
): string {
  if (problem === "tooLong") return messages.tooLong ?? TEXT_RULE_MESSAGES.tooLong(rule.max);
  if (problem === "required") return messages.required ?? TEXT_RULE_MESSAGES.required;
  if (problem === "lineBreak" || problem === "control")
    return messages.control ?? TEXT_RULE_MESSAGES[problem];
  return TEXT_RULE_MESSAGES[problem];
}

/** The key of a problem's message (#30, domain/text/message-keys.ts); a field's own keys come first. */
export function textProblemKey(problem: TextProblem, rule: TextRule, messages: TextMessages = {}): string {
  if (problem === "tooLong") return messages.tooLong ?? textKey("tooLong", rule.max);
  if (problem === "required") return messages.required ?? textKey("required");
  if (problem === "lineBreak" || problem === "control") return messages.control ?? textKey(problem);
  return textKey(problem);
}

/** A field's own wording for "missing" and "too long" (e.g. „Bitte gib deinen Vornamen ein.“). */
export interface TextMessages {
  required?: string;
  tooLong?: string;
  /** Not a string at all (defaults to `required`, then to „Hier wird ein Text erwartet.“). */
  notText?: string;
  /** A form's own wording for control characters and line breaks (the withdrawal form had one first). */
  control?: string;
}

/** A text's first problem; for printable text also the characters the invoice cannot print. */
export type TextRefusal = { problem: TextProblem } | { problem: "unprintable"; characters: string };

/** The cleaned text or its first problem, for parsers that answer codes (#30, `TextRefusals`). */
export function checkTextRule(
  value: string,
  rule: TextRule,
): { ok: true; value: string } | ({ ok: false } & TextRefusal) {
  const text = cleanText(value, rule.multiLine);
  const problem = textProblem(text, rule);
  if (problem) return { ok: false, problem };
  // A text over several lines (a greeting card, #43 §4) prints line by line: its line breaks are no glyphs.
  const characters = rule.printable ? unprintableList(rule.multiLine ? text.replace(/\n/g, "") : text) : null;
  return characters === null ? { ok: true, value: text } : { ok: false, problem: "unprintable", characters };
}

/**
 * A text's problem as an area's refusal: the field's own codes for "missing", "too long" and, if it has
 * one, control characters; the text rule's codes for the rest (`TextRefusals`).
 */
export function textRefusal<C extends string>(
  refused: TextRefusal,
  own: { required: C; tooLong: C; control?: C },
): { error: C; params?: undefined } | Refusal<TextRefusals> {
  const { problem } = refused;
  if (refused.problem === "unprintable")
    return { error: "unprintable", params: { characters: refused.characters } };
  if (problem === "required" || problem === "tooLong") return { error: own[problem] };
  if (own.control && (problem === "lineBreak" || problem === "control")) return { error: own.control };
  return { error: "text_rule", params: { problem: problem as TextRefusals["text_rule"]["problem"] } };
}

/**
 * A plain function for callers outside zod: the cleaned text or the German message; with `keyed`, the
 * message's key instead (#30: rendered in the page's language by the form or the HTTP edge).
 */
export function checkText(
  value: string,
  rule: TextRule,
  messages: TextMessages = {},
  keyed = false,
): { ok: true; value: string } | { ok: false; message: string } {
  const checked = checkTextRule(value, rule);
  if (checked.ok) return checked;
  if (checked.problem === "unprintable")
    return {
      ok: false,
      message: keyed
        ? printableKey("unprintable", checked.characters)
        : PRINTABLE_MESSAGES.unprintable(checked.characters),
    };
  return {
    ok: false,
    message: keyed
      ? textProblemKey(checked.problem, rule, messages)
      : textProblemMessage(checked.problem, rule, messages),
  };
}
