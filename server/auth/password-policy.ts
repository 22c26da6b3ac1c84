import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as de from "@zxcvbn-ts/language-de";
import * as en from "@zxcvbn-ts/language-en";
import { PLANTS } from "../../content/catalog/plants";
import { BRAND } from "../../domain/shop/brand";
import { defineMessages } from "../../domain/text/i18n";
import { type KeyedCatalogues, renderMessage } from "../../domain/text/message-keys";

/**
 * Our password rule: at least 10 characters and a zxcvbn score of at least 3 of 4 ("safely
 * unguessable: moderate protection from offline slow-hash attacks"), judged against German and
 * English words, names, common passwords and keyboard patterns, and against the customer's own
 * name and email and the shop's words. Length alone lets "Passwort123" through; the score alone lets short random
 * strings through that are brute-forced offline.
 *
 * zxcvbn alone still passes what cracking rules try first (issue #18): a word with digits, a year or
 * symbols put before or after it ("Sommer2024!!", "Passwort1234!", "Monstera2024!") and the
 * customer's name in another order ("Bergmann.Anna7"). So two more rules: a word-based password must
 * be strong without its leading and trailing digits and symbols, and its letters must not be made of
 * the customer's name and email alone.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;

/**
 * zxcvbn's German texts, with its broken "… keine persönlichen oder Seiten relevanten Daten …" (issue
 * #32) written properly.
 */
const GERMAN_FEEDBACK = {
  ...de.translations,
  warnings: {
    ...de.translations.warnings,
    userInputs: "Verwende keine persönlichen Daten und keine Wörter, die mit diesem Shop zu tun haben.",
  },
};

/** Each text of `texts` named by its key (#30): zxcvbn's advice comes back as keys we render. */
const asKeys = <T extends Record<string, string>>(area: string, texts: T) =>
  Object.fromEntries(Object.keys(texts).map((k) => [k, `${area}.${k}`])) as T;

const zxcvbn = new ZxcvbnFactory({
  translations: {
    ...GERMAN_FEEDBACK,
    warnings: asKeys("zxcvbnWarning", GERMAN_FEEDBACK.warnings),
    suggestions: asKeys("zxcvbnSuggestion", GERMAN_FEEDBACK.suggestions),
  },
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
});

export const WEAK_PASSWORD_MESSAGE = "Dieses Passwort ist zu leicht zu erraten.";

export const PASSWORD_REASONS = {
  tooShort: `Verwende mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  tooLong: `Verwende höchstens ${PASSWORD_MAX_LENGTH} Zeichen.`,
  decorated:
    "Zahlen, Jahreszahlen oder Sonderzeichen vor oder hinter einem Wort machen es nicht sicherer – sie werden zuerst ausprobiert.",
  personal: "Verwende nicht deinen Namen oder deine E-Mail-Adresse, auch nicht in anderer Reihenfolge.",
  fallback: "Verwende eine längere, weniger vorhersehbare Kombination.",
} as const;

/** English twins of the password answers (#19). */
export const passwordMessages = defineMessages(
  { WEAK_PASSWORD_MESSAGE, PASSWORD_REASONS },
  {
    WEAK_PASSWORD_MESSAGE: "This password is too easy to guess.",
    PASSWORD_REASONS: {
      tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
      decorated:
        "Digits, years or symbols before or after a word do not make it safer – they are tried first.",
      personal: "Do not use your name or email address, not even in a different order.",
      fallback: "Use a longer, less predictable combination.",
    },
  },
);

/**
 * zxcvbn's own warnings and suggestions: German from the checker, English twins with the same keys, so
 * an English sign-up gets its advice in English (issue #32: it was German).
 */
export const zxcvbnFeedbackMessages = defineMessages(
  { warnings: GERMAN_FEEDBACK.warnings, suggestions: GERMAN_FEEDBACK.suggestions },
  { warnings: en.translations.warnings, suggestions: en.translations.suggestions },
);

/** The catalogues the keys of a verdict's reasons name (#30), rendered at the edge (server/auth/routes.ts). */
export const PASSWORD_CATALOGUES = {
  password: { de: PASSWORD_REASONS, en: passwordMessages.en.PASSWORD_REASONS },
  zxcvbnWarning: { de: zxcvbnFeedbackMessages.de.warnings, en: zxcvbnFeedbackMessages.en.warnings },
  zxcvbnSuggestion: { de: zxcvbnFeedbackMessages.de.suggestions, en: zxcvbnFeedbackMessages.en.suggestions },
} satisfies KeyedCatalogues;

/** Words anyone guessing a password for this shop tries first: its name and what it sells. */
export const SHOP_WORDS: readonly string[] = [
  ...new Set(
    [
      BRAND.name,
      BRAND.scanName,
      "pflanze",
      "pflanzen",
      "zimmerpflanze",
      "zimmerpflanzen",
      "plant",
      "plants",
      "houseplant",
      ...PLANTS.flatMap((p) => `${p.name} ${p.botanicalName}`.split(/[^\p{L}]+/u)),
    ]
      .map((w) => w.toLowerCase())
      .filter((w) => w.length >= 4),
  ),
];

export interface PasswordVerdict {
  ok: boolean;
  score: number;
  /** Why it is weak, in German; empty when ok. */
  reasons: string[];
  /** The same reasons as keys (#30), for answers in the request's language. */
  reasonKeys: string[];
}

/** Digits, symbols and spaces before the first and after the last letter: "2024!", "!!", "1". */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;

export function checkPassword(password: string, userInputs: string[] = []): PasswordVerdict {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push("password.tooShort");
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push("password.tooLong");
  // zxcvbn's cost grows with length; anything over the maximum is rejected above anyway.
  const pw = password.slice(0, PASSWORD_MAX_LENGTH);
  const inputs = [...userInputs.filter(Boolean), ...SHOP_WORDS];
  const result = zxcvbn.check(pw, inputs);
  let score: number = result.score;
  if (result.score < PASSWORD_MIN_SCORE) {
    if (result.feedback.warning) reasons.push(result.feedback.warning);
    reasons.push(...result.feedback.suggestions);
  } else {
    // A word with something stuck on: as strong as the word alone. Random strings ("xK9#Lm2024!!") are
    // not words, so their decoration stays part of them.
    const core = pw.replace(DECORATION, "");
    if (core !== pw && core.length > 0) {
      const bare = zxcvbn.check(core, inputs);
      const wordBased = bare.sequence.some((m) => m.pattern === "dictionary");
      if (wordBased && bare.score < PASSWORD_MIN_SCORE) {
        score = bare.score;
        reasons.push("password.decorated");
      }
    }
  }
  if (madeOfPersonalWords(pw, userInputs)) {
    score = Math.min(score, PASSWORD_MIN_SCORE - 1);
    reasons.push("password.personal");
  }
  if (reasons.length === 0 && score < PASSWORD_MIN_SCORE) reasons.push("password.fallback");
  const reasonKeys = [...new Set(reasons)];
  return {
    ok: reasonKeys.length === 0,
    score,
    reasons: reasonKeys.map((k) => renderMessage(PASSWORD_CATALOGUES, k, "de")),
    reasonKeys,
  };
}

/**
 * Whether the password's letters, ignoring case, digits, separators and symbols, are nothing but the
 * customer's name and email parts in some order ("Bergmann.Anna7", "ANNA_anna-bergmann").
 */
export function madeOfPersonalWords(password: string, userInputs: string[]): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}]+/gu, "");
  if (!letters) return false;
  const words = new Set(
    userInputs.flatMap((s) => s.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 2),
  );
  if (words.size === 0) return false;
  // Word break: can letters[0..i) be split into personal words?
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let i = 0; i < letters.length; i++) {
    if (!reachable[i]) continue;
    for (const w of words) if (letters.startsWith(w, i)) reachable[i + w.length] = true;
  }
  return reachable[letters.length]!;
}

/** The parts of a name and an email address that make a password guessable for that person. */
export function personalInputs(email?: string, name?: string): string[] {
  const local = email?.split("@")[0] ?? "";
  const words = (name ?? "").split(/\s+/);
  return [
    email ?? "",
    local,
    local.replace(/[._+-]/g, ""),
    ...local.split(/[._+-]/),
    ...words,
    words.join(""),
    [...words].reverse().join(""),
  ].filter((s) => s.length >= 3);
}
