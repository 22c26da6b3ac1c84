import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as de from "@zxcvbn-ts/language-de";
import * as en from "@zxcvbn-ts/language-en";
import { BRAND } from "../../app/lib/brand";

/**
 * Our password rule: at least 10 characters and a zxcvbn score of at least 3 of 4 ("safely
 * unguessable: moderate protection from offline slow-hash attacks"), judged against German and
 * English words, names, common passwords and keyboard patterns, and against the customer's own
 * name and email and the shop's name. Length alone lets "Passwort123" through; the score alone lets short random
 * strings through that are brute-forced offline.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  translations: de.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
});

export const WEAK_PASSWORD_MESSAGE = "Dieses Passwort ist zu leicht zu erraten.";

export interface PasswordVerdict {
  ok: boolean;
  score: number;
  /** Why it is weak, in German; empty when ok. */
  reasons: string[];
}

export function checkPassword(password: string, userInputs: string[] = []): PasswordVerdict {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    reasons.push(`Verwende mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`);
  if (password.length > PASSWORD_MAX_LENGTH)
    reasons.push(`Verwende höchstens ${PASSWORD_MAX_LENGTH} Zeichen.`);
  // zxcvbn's cost grows with length; anything over the maximum is rejected above anyway.
  const inputs = [...userInputs.filter(Boolean), BRAND.name, BRAND.scanName, "pflanze", "pflanzen"];
  const result = zxcvbn.check(password.slice(0, PASSWORD_MAX_LENGTH), inputs);
  if (result.score < PASSWORD_MIN_SCORE) {
    if (result.feedback.warning) reasons.push(result.feedback.warning);
    reasons.push(...result.feedback.suggestions);
    if (reasons.length === 0) reasons.push("Verwende eine längere, weniger vorhersehbare Kombination.");
  }
  return { ok: reasons.length === 0, score: result.score, reasons: [...new Set(reasons)] };
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
  ].filter((s) => s.length >= 3);
}
