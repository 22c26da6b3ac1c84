import { BRAND } from "../../domain/brand";
import type { Mail } from "../mail/message";

/** The account mails, in German. Links are absolute (PUBLIC_URL). */
const greeting = (name: string) => (name.trim() ? `Hallo ${name.trim().split(/\s+/)[0]},` : "Hallo,");
const signature = `\n\nViele Grüße\ndein ${BRAND.name}-Team`;

export function verifyEmailMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: `Bestätige deine E-Mail-Adresse für ${BRAND.name}`,
    text: `${greeting(name)}

willkommen bei ${BRAND.name}! Bitte bestätige deine E-Mail-Adresse mit diesem Link – danach bist du direkt angemeldet:

${url}

Der Link ist 24 Stunden gültig. Mit der bestätigten Adresse ordnen wir auch Bestellungen, die du ohne Konto aufgegeben hast, deinem Konto zu.

Du hast dich nicht bei ${BRAND.name} registriert? Dann ignoriere diese E-Mail einfach.${signature}`,
  };
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: `Neues Passwort für ${BRAND.name}`,
    text: `${greeting(name)}

du möchtest ein neues Passwort für dein ${BRAND.name}-Konto festlegen. Das geht mit diesem Link:

${url}

Der Link ist eine Stunde gültig und funktioniert nur einmal. Danach wirst du auf allen Geräten abgemeldet.

Du hast kein neues Passwort angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.${signature}`,
  };
}

/** Sent instead of a second account, so the sign-up answer never tells whether an address is registered. */
export function existingAccountMail(to: string, name: string, signInUrl: string, resetUrl: string): Mail {
  return {
    to,
    subject: `Du hast bereits ein Konto bei ${BRAND.name}`,
    text: `${greeting(name)}

jemand – vermutlich du – wollte gerade mit dieser E-Mail-Adresse ein Konto bei ${BRAND.name} anlegen. Du hast aber schon eins. Melde dich einfach hier an:

${signInUrl}

Passwort vergessen? Hier kannst du ein neues festlegen:

${resetUrl}

Warst du das nicht? Dann ignoriere diese E-Mail; an deinem Konto hat sich nichts geändert.${signature}`,
  };
}
