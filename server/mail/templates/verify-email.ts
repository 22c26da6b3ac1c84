import { BRAND } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { firstNameOf } from "../../../domain/text/mail-greeting";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/**
 * The sign-up confirmation, in the language of the page the customer used (#19). The link is absolute
 * (PUBLIC_URL) and leads to that language's pages. Unsolicited: anyone can type any address.
 */
export const verifyEmailMessages = defineMessages(
  {
    subject: (brand: string) => `Bestätige deine E-Mail-Adresse für ${brand}`,
    body: (
      brand: string,
      url: string,
    ) => `willkommen bei ${brand}! Bitte bestätige deine E-Mail-Adresse mit diesem Link – danach bist du direkt angemeldet:

${url}

Der Link ist 24 Stunden gültig. Mit der bestätigten Adresse ordnen wir auch Bestellungen, die du ohne Konto aufgegeben hast, deinem Konto zu.

Du hast dich nicht bei ${brand} registriert? Dann ignoriere diese E-Mail einfach.`,
  },
  {
    subject: (brand: string) => `Confirm your email address for ${brand}`,
    body: (
      brand: string,
      url: string,
    ) => `welcome to ${brand}! Please confirm your email address with this link – you will be signed in right away:

${url}

The link is valid for 24 hours. With the confirmed address we also add orders you placed without an account to your account.

You did not sign up with ${brand}? Then simply ignore this email.`,
  },
);

export function verifyEmailMail(to: string, name: string, url: string, locale: Locale = "de"): OutboxMail {
  const t = verifyEmailMessages[locale];
  return {
    kind: "verify-email",
    to,
    subject: t.subject(BRAND.name),
    text: textLayout({ locale, name: firstNameOf(name) }, [t.body(BRAND.name, url)]),
  };
}
