import { BRAND } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { firstNameOf } from "../../../domain/text/mail-greeting";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/**
 * The invitation to the back office (#34): from the team page or `npm run admin:create`. A new account
 * gets the one-time link to set its first password; an existing account keeps its password and is told
 * where the back office is.
 */
export const teamInvitationMessages = defineMessages(
  {
    subject: (brand: string) => `Einladung ins Backoffice von ${brand}`,
    intro: (brand: string, inviter: string, role: string) =>
      `${inviter} hat dich ins Backoffice von ${brand} eingeladen, mit der Rolle „${role}“. Im Backoffice bearbeitet das Team des Shops Bestellungen, Widerrufe und Pflanzen.`,
    setPassword: (url: string, hours: number) => `Lege mit diesem Link dein Passwort fest:

${url}

Der Link ist ${hours} Stunden gültig und funktioniert nur einmal. Ist er abgelaufen, bitte um eine neue Einladung.`,
    existing: (
      signInUrl: string,
      forgotUrl: string,
    ) => `Du hast schon ein Konto mit dieser Adresse: Dein Passwort bleibt, wie es ist. Melde dich wie gewohnt an:

${signInUrl}

Passwort vergessen? Hier legst du ein neues fest:

${forgotUrl}`,
    backoffice: (url: string) => `Nach der Anmeldung findest du das Backoffice hier: ${url}`,
    unexpected:
      "Du erwartest keine Einladung? Dann antworte bitte auf diese E-Mail, damit wir den Zugang wieder entfernen.",
  },
  {
    subject: (brand: string) => `Invitation to the ${brand} back office`,
    intro: (brand: string, inviter: string, role: string) =>
      `${inviter} has invited you to the ${brand} back office, with the role “${role}”. In the back office the shop's team handles orders, withdrawals and plants.`,
    setPassword: (url: string, hours: number) => `Set your password with this link:

${url}

The link is valid for ${hours} hours and works only once. If it has expired, ask for a new invitation.`,
    existing: (
      signInUrl: string,
      forgotUrl: string,
    ) => `You already have an account with this address: your password stays as it is. Sign in as usual:

${signInUrl}

Forgotten your password? You can set a new one here:

${forgotUrl}`,
    backoffice: (url: string) => `Once signed in, you will find the back office here: ${url}`,
    unexpected:
      "You expected no invitation? Then please reply to this email so that we remove the access again.",
  },
);

export interface TeamInvitation {
  to: string;
  name: string;
  /** Who invited: a name or address, or the command line. */
  inviter: string;
  /** The role's label as the team page shows it. */
  role: string;
  /** The one-time link for a new account's first password; null for an account that has one. */
  setPassword: { url: string; validHours: number } | null;
  signInUrl: string;
  forgotUrl: string;
  backofficeUrl: string;
}

export function teamInvitationMail(invitation: TeamInvitation, locale: Locale = "de"): OutboxMail {
  const t = teamInvitationMessages[locale];
  const { setPassword } = invitation;
  return {
    kind: "team-invitation",
    to: invitation.to,
    subject: t.subject(BRAND.name),
    text: textLayout({ locale, name: firstNameOf(invitation.name) }, [
      t.intro(BRAND.name, invitation.inviter, invitation.role),
      setPassword
        ? t.setPassword(setPassword.url, setPassword.validHours)
        : t.existing(invitation.signInUrl, invitation.forgotUrl),
      t.backoffice(invitation.backofficeUrl),
      t.unexpected,
    ]),
  };
}
