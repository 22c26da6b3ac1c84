import { defineRefusals } from "../text/refusal";

/** Refusals of giving someone a role or inviting them (server/admin/team.ts, invite.ts: the back office and the command line, #30, #34). */
export type TeamRefusals = {
  /** 404: no customer account with this address. */
  no_account: { email: string };
  /** 409: the last owner cannot step down: the shop would lock itself out. */
  last_owner: undefined;
  /** 400: the invitation's address is not an email address. */
  invalid_email: { email: string };
  /** 400: an invitation is to one of the four back-office roles only. */
  invalid_role: undefined;
};

export const teamRefusalMessages = defineRefusals<TeamRefusals>(
  {
    no_account: ({ email }) =>
      `Zu ${email} gibt es kein Kundenkonto. Die Person muss sich zuerst im Shop registrieren.`,
    last_owner:
      "Das ist die letzte Inhaberin/der letzte Inhaber: Vergib die Rolle zuerst an eine zweite Person.",
    invalid_email: ({ email }) => `„${email}“ ist keine gültige E-Mail-Adresse.`,
    invalid_role: "Eingeladen wird als Inhaber/in, Packen & Versand, Buchhaltung oder Kundenservice.",
  },
  {
    no_account: ({ email }) =>
      `There is no customer account for ${email}. The person must sign up in the shop first.`,
    last_owner: "This is the last owner: give the role to a second person first.",
    invalid_email: ({ email }) => `“${email}” is not a valid email address.`,
    invalid_role: "An invitation is to the owner, packing, accounting or service role.",
  },
);
