import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TeamRefusals } from "../../domain/contracts/team-messages";
import { ROLE_LABELS, type Role, STAFF_ROLES } from "../../domain/shop/roles";
import { localePath } from "../../domain/text/i18n";
import type { Refusal } from "../../domain/text/refusal";
import { createProfileFromName } from "../account/profiles";
import { RESET_PASSWORD_PATH } from "../auth/auth";
import type { Db } from "../db/client";
import { users, verifications } from "../db/schema";
import type { Outbox } from "../mail/outbox";
import { teamInvitationMail } from "../mail/templates/team-invitation";
import { audit } from "./audit";
import { type Actor, type StaffMember, setRoleIn } from "./team";

/**
 * How long a new member's link to set the first password works. Longer than a reset link's hour: an
 * invitation is read when the person gets to it, not right after asking for it.
 */
export const INVITATION_VALID_HOURS = 24;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue">;
  /** PUBLIC_URL (or the shop's own address from PORT/HOST): every link in the mail starts with it. */
  publicUrl: string;
}

export type InviteResult =
  | {
      ok: true;
      member: StaffMember;
      /** The account was made by this invitation. */
      created: boolean;
      /** The role changed (false: the person had it already). */
      changed: boolean;
      /** The invitation went out: the person gained the back office (not on a change between roles). */
      invited: boolean;
      /** The one-time link a new account's password is set with (the command line prints it). */
      setPasswordUrl: string | null;
    }
  | ({ ok: false; status: 400 | 404 | 409 } & Refusal<TeamRefusals>);

/**
 * Brings someone into the team (#34): the account with this address gets the role, and is created
 * (confirmed address, no password) when there is none. Whoever gains the back office this way (a new
 * account or a customer) gets the invitation mail, in the same transaction as the role and its audit
 * entries: a new account with the one-time link to set its first password, an existing one is told
 * to sign in with the password it has (nothing is reset). A change between staff and admin mails
 * nothing. `inviter` is how the mail names who invited.
 */
export async function inviteMember(
  { db, outbox, publicUrl }: InviteDeps,
  actor: Actor,
  inviter: string,
  rawEmail: string,
  role: string,
): Promise<InviteResult> {
  const email = rawEmail.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) {
    return { ok: false, status: 400, error: "invalid_email", params: { email: rawEmail.trim() } };
  }
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    return { ok: false, status: 400, error: "invalid_role" };
  }
  return db.transaction(async (tx) => {
    const name = email.split("@")[0]!;
    // No conflict error when the same address is invited twice at once: the second finds the account.
    const [created] = await tx
      .insert(users)
      .values({ id: randomUUID(), name, email, emailVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) await createProfileFromName(tx, created.id, name);
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email));
    const result = await setRoleIn(tx, actor, email, role as Role);
    if (!result.ok) return result;
    const { member } = result;
    const joins = before?.role === "customer" && result.changed;
    let setPasswordUrl: string | null = null;
    if (joins) {
      if (created) {
        // better-auth's own reset link (its identifier format, its /reset-password endpoint), with the
        // invitation's validity: the page that sets the password is the one a reset uses.
        const token = randomBytes(24).toString("base64url");
        await tx.insert(verifications).values({
          id: randomUUID(),
          identifier: `reset-password:${token}`,
          value: member.id,
          expiresAt: new Date(Date.now() + INVITATION_VALID_HOURS * 3_600_000),
        });
        setPasswordUrl = `${publicUrl}${localePath("de", RESET_PASSWORD_PATH)}?token=${token}`;
      }
      await audit(tx, {
        actor,
        action: "team.invite",
        entity: { type: "user", id: member.id },
        after: { role, newAccount: Boolean(created) },
      });
      await outbox.enqueue(
        tx,
        teamInvitationMail({
          to: email,
          name: member.name,
          inviter,
          role: ROLE_LABELS[role as Role],
          setPassword: setPasswordUrl ? { url: setPasswordUrl, validHours: INVITATION_VALID_HOURS } : null,
          signInUrl: `${publicUrl}/auth`,
          forgotUrl: `${publicUrl}/auth?view=forgot`,
          backofficeUrl: `${publicUrl}/admin`,
        }),
      );
    }
    return {
      ok: true,
      member,
      created: Boolean(created),
      changed: result.changed,
      invited: joins,
      setPasswordUrl,
    };
  });
}
