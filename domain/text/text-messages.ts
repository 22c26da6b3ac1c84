import { defineMessages } from "./i18n";
import { messageKeys } from "./message-keys";
import { defineRefusals } from "./refusal";

/**
 * The messages of the text rule (domain/text/text-rules.ts) and of what the invoice prints
 * (domain/text/printable.ts), #29. On their own, so the forms' translator (app/lib/i18n/form-errors.ts) does
 * not bring the rules and the font tables into every page's first view.
 */

export const TEXT_RULE_MESSAGES = {
  required: "Bitte fülle dieses Feld aus.",
  notText: "Hier wird ein Text erwartet.",
  tooLong: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  lineBreak:
    "Bitte schreib alles in eine Zeile – ohne Zeilenumbrüche, Tabulatoren oder andere Steuerzeichen.",
  control: "Bitte entferne die Steuerzeichen aus deinem Text (z. B. Escape- oder Klingelzeichen).",
  bidi: "Bitte entferne die unsichtbaren Zeichen, die die Schreibrichtung umkehren (z. B. U+202E).",
  invisible: "Bitte gib sichtbare Zeichen ein – nur Leerzeichen oder unsichtbare Zeichen reichen nicht.",
} as const;

export const textRuleMessages = defineMessages(TEXT_RULE_MESSAGES, {
  required: "Please fill in this field.",
  notText: "Text is expected here.",
  tooLong: (max: number) => `Please enter at most ${max} characters.`,
  lineBreak: "Please keep this to one line – without line breaks, tabs or other control characters.",
  control: "Please remove the control characters from your text (e.g. escape or bell characters).",
  bidi: "Please remove the invisible characters that reverse the writing direction (e.g. U+202E).",
  invisible: "Please enter visible characters – only spaces or invisible characters are not enough.",
});

export const PRINTABLE_MESSAGES = {
  unprintable: (chars: string) =>
    `Diese Zeichen können wir auf der Rechnung nicht drucken: ${chars}. Bitte schreib Namen und Adresse in lateinischen, griechischen, kyrillischen oder chinesischen/japanischen Schriftzeichen, ohne Emojis.`,
} as const;

export const printableMessages = defineMessages(PRINTABLE_MESSAGES, {
  unprintable: (chars: string) =>
    `We cannot print these characters on the invoice: ${chars}. Please write your name and address in Latin, Greek, Cyrillic or Chinese/Japanese characters, without emoji.`,
});

/** Keys of these texts for zod issues (#30, domain/text/message-keys.ts). */
export const textKey = messageKeys("text", textRuleMessages);
export const printableKey = messageKeys("printable", printableMessages);

/**
 * The text rule's refusals for parsers that answer codes (#30): a problem the field has no own wording
 * for, and the characters an invoice cannot print. An area's catalogue merges them in.
 */
export type TextRefusals = {
  text_rule: { problem: "lineBreak" | "control" | "bidi" | "invisible" };
  unprintable: { characters: string };
};

export const textRefusalMessages = defineRefusals<TextRefusals>(
  {
    text_rule: ({ problem }) => TEXT_RULE_MESSAGES[problem],
    unprintable: ({ characters }) => PRINTABLE_MESSAGES.unprintable(characters),
  },
  {
    text_rule: ({ problem }) => textRuleMessages.en[problem],
    unprintable: ({ characters }) => printableMessages.en.unprintable(characters),
  },
);
