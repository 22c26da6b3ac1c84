import { BRAND } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { firstNameOf } from "../../../domain/text/mail-greeting";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/** The link to set a new password, in the language of the page that asked (#19). Unsolicited. */
export const resetPasswordMessages = defineMessages(
  {
    subject: (brand: string) => `Neues Passwort für ${brand}`,
    body: (
      brand: string,
      url: string,
    ) => `du möchtest ein neues Passwort für dein ${brand}-Konto festlegen. Das geht mit diesem Link:

${url}

Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach wirst du auf allen Geräten abgemeldet.

Du hast kein neues Passwort angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.`,
  },
  {
    subject: (brand: string) => `New password for ${brand}`,
    body: (
      brand: string,
      url: string,
    ) => `you would like to set a new password for your ${brand} account. You can do so with this link:

${url}

The link is valid for one hour and works only once. Afterwards you will be signed out on all devices.

You did not ask for a new password? Then ignore this email; your password stays unchanged.`,
  },
);

export function resetPasswordMail(to: string, name: string, url: string, locale: Locale = "de"): OutboxMail {
  const t = resetPasswordMessages[locale];
  return {
    kind: "reset-password",
    to,
    subject: t.subject(BRAND.name),
    text: textLayout({ locale, name: firstNameOf(name) }, [t.body(BRAND.name, url)]),
  };
}
