import { defineRefusals } from "../refusal";

/** Refusals of giving someone a role (server/admin/team.ts: the back office and the command line, #30). */
export type TeamRefusals = {
  /** 404: no customer account with this address. */
  no_account: { email: string };
  /** 409: the shop would lock itself out. */
  last_admin: undefined;
};

export const teamRefusalMessages = defineRefusals<TeamRefusals>(
  {
    no_account: ({ email }) =>
      `Zu ${email} gibt es kein Kundenkonto. Die Person muss sich zuerst im Shop registrieren.`,
    last_admin: "Das ist die letzte Administration: Vergib die Rolle zuerst an eine zweite Person.",
  },
  {
    no_account: ({ email }) =>
      `There is no customer account for ${email}. The person must sign up in the shop first.`,
    last_admin: "This is the last administrator: give the role to a second person first.",
  },
);
