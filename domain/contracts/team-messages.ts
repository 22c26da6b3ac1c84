import { defineRefusals } from "../text/refusal";

/** Refusals of giving someone a role or inviting them (server/admin/team.ts, invite.ts: the back office and the command line, #30, #34). */
export type TeamRefusals = {
  /** 404: no customer account with this address. */
  no_account: { email: string };
  /** 409: the shop would lock itself out. */
  last_admin: undefined;
  /** 400: the invitation's address is not an email address. */
  invalid_email: { email: string };
  /** 400: an invitation is to the staff or admin role only. */
  invalid_role: undefined;
};

export const teamRefusalMessages = defineRefusals<TeamRefusals>(
  {
    no_account: ({ email }) =>
      `Zu ${email} gibt es kein Kundenkonto. Die Person muss sich zuerst im Shop registrieren.`,
    last_admin: "Das ist die letzte Administration: Vergib die Rolle zuerst an eine zweite Person.",
    invalid_email: ({ email }) => `„${email}“ ist keine gültige E-Mail-Adresse.`,
    invalid_role: "Eingeladen wird zur Mitarbeit oder zur Administration.",
  },
  {
    no_account: ({ email }) =>
      `There is no customer account for ${email}. The person must sign up in the shop first.`,
    last_admin: "This is the last administrator: give the role to a second person first.",
    invalid_email: ({ email }) => `“${email}” is not a valid email address.`,
    invalid_role: "An invitation is to the staff or the admin role.",
  },
);
