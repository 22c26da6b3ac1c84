import { useSyncExternalStore } from "react";
import { COOKIE_POLICY_VERSION } from "../../../domain/shop/shop-facts";
import { isRecord } from "../../lib/check";
import { storage } from "../../lib/storage";

export const CONSENT_KEY = "cookieConsentGiven";
export const PREFERENCES_KEY = "cookiePreferences";
/** The cookie policy version the stored choice refers to; another version asks again. */
export const CONSENT_VERSION_KEY = "cookieConsentVersion";
/** Entries of the category "funktional" (cookie policy): only with consent in the browser's storage. */
export const FUNCTIONAL_KEYS = ["skipPlantTutorial", "plantRecommendationsViewMode"] as const;

export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};
export const ALL_ACCEPTED: CookiePreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};

/** A stored choice that is not a boolean counts as "no" (and a stored value that is no object, as none). */
function parsePreferences(v: unknown): Omit<CookiePreferences, "necessary"> {
  if (!isRecord(v)) throw new Error("cookie preferences are not an object");
  const yes = (x: unknown) => (typeof x === "boolean" ? x : false);
  return { functional: yes(v.functional), analytics: yes(v.analytics), marketing: yes(v.marketing) };
}

export function readPreferences(raw: string | null): CookiePreferences {
  if (!raw) return NECESSARY_ONLY;
  try {
    return { necessary: true, ...parsePreferences(JSON.parse(raw)) };
  } catch (err) {
    console.error("Failed to parse cookie preferences", err);
    return NECESSARY_ONLY;
  }
}

interface ConsentState {
  given: boolean;
  preferences: CookiePreferences;
  /** Bumped by openCookieSettings() so the dialog can reopen. */
  openRequests: number;
}

const SERVER_STATE: ConsentState = { given: false, preferences: NECESSARY_ONLY, openRequests: 0 };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

/**
 * The stored choice, if it was made for the current cookie policy. A choice made for an older version
 * (or before versions were stored) counts as none: the dialog asks again, with nothing pre-selected.
 */
function readStored(): Pick<ConsentState, "given" | "preferences"> {
  const current =
    storage.get(CONSENT_KEY) === "true" && storage.get(CONSENT_VERSION_KEY) === COOKIE_POLICY_VERSION;
  return current
    ? { given: true, preferences: readPreferences(storage.get(PREFERENCES_KEY)) }
    : { given: false, preferences: NECESSARY_ONLY };
}

function current(): ConsentState {
  if (typeof window === "undefined") return SERVER_STATE;
  state ??= { ...readStored(), openRequests: 0 };
  return state;
}

function set(next: ConsentState) {
  state = next;
  for (const l of listeners) l();
}

export function saveConsent(preferences: CookiePreferences) {
  storage.set(CONSENT_KEY, "true");
  storage.set(PREFERENCES_KEY, JSON.stringify(preferences));
  storage.set(CONSENT_VERSION_KEY, COOKIE_POLICY_VERSION);
  // A withdrawn consent: its entries go (the cookie policy promises it); this visit keeps them in memory.
  if (!preferences.functional) for (const key of FUNCTIONAL_KEYS) storage.remove(key);
  set({ ...current(), given: true, preferences });
}

/** The global cookie-settings function of spec §4 (footer button; also on window for other scripts). */
export function openCookieSettings() {
  set({ ...current(), openRequests: current().openRequests + 1 });
}

/** Has the visitor made a choice (read from the browser, also while hydrating)? */
export const consentGiven = (): boolean => current().given;

/** May a script of this category run? Nothing non-essential before consent. */
export const hasConsent = (category: "functional" | "analytics" | "marketing"): boolean =>
  current().given && current().preferences[category];

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => SERVER_STATE,
  );
}
