import { BRAND } from "../../domain/brand";
import { defineMessages, type Locale } from "../../domain/i18n";
import { firstNameOf } from "../../domain/mail-greeting";
import type { Mail } from "../mail/message";

/**
 * The account mails, in the language of the page the customer used (#19; German by default). Links are
 * absolute (PUBLIC_URL) and lead to the pages of that language.
 */
export const authMailMessages = defineMessages(
  {
    greeting: (first: string) => (first ? `Hallo ${first},` : "Hallo,"),
    signature: (brand: string) => `\n\nViele Grüße\ndein ${brand}-Team`,
    verifySubject: (brand: string) => `Bestätige deine E-Mail-Adresse für ${brand}`,
    verify: (
      brand: string,
      url: string,
    ) => `willkommen bei ${brand}! Bitte bestätige deine E-Mail-Adresse mit diesem Link – danach bist du direkt angemeldet:

${url}

Der Link ist 24 Stunden gültig. Mit der bestätigten Adresse ordnen wir auch Bestellungen, die du ohne Konto aufgegeben hast, deinem Konto zu.

Du hast dich nicht bei ${brand} registriert? Dann ignoriere diese E-Mail einfach.`,
    resetSubject: (brand: string) => `Neues Passwort für ${brand}`,
    reset: (
      brand: string,
      url: string,
    ) => `du möchtest ein neues Passwort für dein ${brand}-Konto festlegen. Das geht mit diesem Link:

${url}

Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach wirst du auf allen Geräten abgemeldet.

Du hast kein neues Passwort angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.`,
    existingSubject: (brand: string) => `Du hast bereits ein Konto bei ${brand}`,
    existing: (
      brand: string,
      signInUrl: string,
      resetUrl: string,
    ) => `jemand – vermutlich du – wollte gerade mit dieser E-Mail-Adresse ein Konto bei ${brand} anlegen. Du hast aber schon eins. Melde dich einfach hier an:

${signInUrl}

Passwort vergessen? Hier kannst du ein neues festlegen:

${resetUrl}

Warst du das nicht? Dann ignoriere diese E-Mail; an deinem Konto hat sich nichts geändert.`,
  },
  {
    greeting: (first: string) => (first ? `Hello ${first},` : "Hello,"),
    signature: (brand: string) => `\n\nKind regards\nyour ${brand} team`,
    verifySubject: (brand: string) => `Confirm your email address for ${brand}`,
    verify: (
      brand: string,
      url: string,
    ) => `welcome to ${brand}! Please confirm your email address with this link – you will be signed in right away:

${url}

The link is valid for 24 hours. With the confirmed address we also add orders you placed without an account to your account.

You did not sign up with ${brand}? Then simply ignore this email.`,
    resetSubject: (brand: string) => `New password for ${brand}`,
    reset: (
      brand: string,
      url: string,
    ) => `you would like to set a new password for your ${brand} account. You can do so with this link:

${url}

The link is valid for one hour and works only once. Afterwards you will be signed out on all devices.

You did not ask for a new password? Then ignore this email; your password stays unchanged.`,
    existingSubject: (brand: string) => `You already have an account with ${brand}`,
    existing: (
      brand: string,
      signInUrl: string,
      resetUrl: string,
    ) => `someone – probably you – just tried to create an account with ${brand} using this email address. But you already have one. Simply sign in here:

${signInUrl}

Forgotten your password? You can set a new one here:

${resetUrl}

Wasn't you? Then ignore this email; nothing has changed in your account.`,
  },
);

const firstName = firstNameOf;

export function verifyEmailMail(to: string, name: string, url: string, locale: Locale = "de"): Mail {
  const t = authMailMessages[locale];
  return {
    to,
    subject: t.verifySubject(BRAND.name),
    text: `${t.greeting(firstName(name))}\n\n${t.verify(BRAND.name, url)}${t.signature(BRAND.name)}`,
  };
}

export function resetPasswordMail(to: string, name: string, url: string, locale: Locale = "de"): Mail {
  const t = authMailMessages[locale];
  return {
    to,
    subject: t.resetSubject(BRAND.name),
    text: `${t.greeting(firstName(name))}\n\n${t.reset(BRAND.name, url)}${t.signature(BRAND.name)}`,
  };
}

/** Sent instead of a second account, so the sign-up answer never tells whether an address is registered. */
export function existingAccountMail(
  to: string,
  name: string,
  signInUrl: string,
  resetUrl: string,
  locale: Locale = "de",
): Mail {
  const t = authMailMessages[locale];
  return {
    to,
    subject: t.existingSubject(BRAND.name),
    text: `${t.greeting(firstName(name))}\n\n${t.existing(BRAND.name, signInUrl, resetUrl)}${t.signature(BRAND.name)}`,
  };
}
