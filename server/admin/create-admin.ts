import { teamRefusalMessages } from "../../domain/contracts/team-messages";
import { renderRefusal } from "../../domain/text/refusal";
import type { Services } from "../services";
import { inviteMember } from "./invite";

export type CreateAdminResult =
  | { ok: true; created: boolean; email: string; setPasswordUrl: string | null }
  | { ok: false; message: string };

/** How the invitation mail names who invited: the person who runs the command owns the shop. */
export const COMMAND_LINE_INVITER = "Die Inhaberin oder der Inhaber des Shops";

/**
 * `npm run admin:create -- --email …`: makes the account with this address an owner with the team
 * invitation (server/admin/invite.ts): a new account (confirmed address, no password) gets the one-time
 * link to set its password; an existing one keeps its password. No default credentials exist anywhere.
 */
export async function createAdmin(services: Services, rawEmail: string): Promise<CreateAdminResult> {
  const result = await inviteMember(
    { db: services.database.db, outbox: services.outbox, publicUrl: services.config.publicUrl },
    { id: null, email: "Kommandozeile (admin:create)" },
    COMMAND_LINE_INVITER,
    rawEmail,
    "owner",
  );
  if (!result.ok) return { ok: false, message: renderRefusal(teamRefusalMessages, "de", result) };
  await services.outbox.flush();
  return {
    ok: true,
    created: result.created,
    email: result.member.email,
    setPasswordUrl: result.setPasswordUrl,
  };
}
