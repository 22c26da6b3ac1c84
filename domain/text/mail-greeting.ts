import { defineMessages, type Locale } from "./i18n";

/** The first word of a name as typed: what sign-up stores as the first name (server/account/profiles.ts). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? "";

const greetingMessages = defineMessages(
  { hello: (name: string) => (name ? `Hallo ${name},` : "Hallo,") },
  { hello: (name: string) => (name ? `Hello ${name},` : "Hello,") },
);

/**
 * The one greeting of every mail (#32), with the name the mail addresses the customer by (the order's
 * first name, the account's first name …): „Hallo Anna,“ / „Hello Anna,“, and „Hallo,“ without one.
 */
export function greeting(locale: Locale, name: string): string {
  return greetingMessages[locale].hello(name.trim());
}

/** The greeting by the first name only: a full name typed into a form ("Anna Bergmann") greets as „Hallo Anna,“. */
export function mailGreeting(locale: Locale, name: string): string {
  return greeting(locale, firstNameOf(name));
}
