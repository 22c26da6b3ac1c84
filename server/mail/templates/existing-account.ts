import { BRAND } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { firstNameOf } from "../../../domain/text/mail-greeting";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/** Sent instead of a second account, so the sign-up answer never tells whether an address is registered. */
export const existingAccountMessages = defineMessages(
  {
    subject: (brand: string) => `Du hast bereits ein Konto bei ${brand}`,
    body: (
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
    subject: (brand: string) => `You already have an account with ${brand}`,
    body: (
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

export function existingAccountMail(
  to: string,
  name: string,
  signInUrl: string,
  resetUrl: string,
  locale: Locale = "de",
): OutboxMail {
  const t = existingAccountMessages[locale];
  return {
    kind: "existing-account",
    to,
    subject: t.subject(BRAND.name),
    text: textLayout({ locale, name: firstNameOf(name) }, [t.body(BRAND.name, signInUrl, resetUrl)]),
  };
}
