import type { Locale } from "./i18n";

/** The first word of a name as typed: what sign-up stores as the first name (server/account/profiles.ts). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? "";

/**
 * The one greeting of every mail (#32): „Hallo Anna,“ / „Hello Anna,“ with the first name only, and
 * „Hallo,“ / „Hello,“ without one. A full name typed into a form ("Anna Bergmann") greets as „Hallo Anna,“.
 */
export function mailGreeting(locale: Locale, name: string): string {
  const first = firstNameOf(name);
  const hello = locale === "en" ? "Hello" : "Hallo";
  return first ? `${hello} ${first},` : `${hello},`;
}
