import { asc, eq, ne, sql } from "drizzle-orm";
import type { TeamRefusals } from "../../domain/contracts/team-messages";
import type { Role } from "../../domain/shop/roles";
import type { Refusal } from "../../domain/text/refusal";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { audit } from "./audit";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** Who acts: the signed-in staff member, or the command line. */
export interface Actor {
  id: string | null;
  email: string;
}

export type SetRoleResult =
  | { ok: true; member: StaffMember; changed: boolean }
  | ({ ok: false; status: 404 | 409 } & Refusal<TeamRefusals>);

/** The shop's people: everyone with a role other than customer. */
export async function listTeam(db: Db): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(ne(users.role, "customer"))
    .orderBy(asc(users.email));
}

/**
 * Gives the account with this address a role (customer = takes the back office away), in one
 * transaction with its audit entry. The last owner cannot step down: the shop would lock itself out.
 */
export async function setRole(db: Db, actor: Actor, email: string, role: Role): Promise<SetRoleResult> {
  return db.transaction((tx) => setRoleIn(tx, actor, email, role));
}

/** setRole inside the caller's transaction (an invitation creates the account and mails in the same one). */
export async function setRoleIn(tx: Tx, actor: Actor, email: string, role: Role): Promise<SetRoleResult> {
  const normalized = email.trim().toLowerCase();
  // Lock the owners first, always in the same order: two owners stepping each other down at once
  // are serialised (the second then sees one owner left) and cannot deadlock.
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "owner"))
    .orderBy(asc(users.id))
    .for("update");
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, normalized))
    .for("update");
  if (!user) return { ok: false, status: 404, error: "no_account", params: { email: normalized } };
  if (user.role === role) return { ok: true, member: user, changed: false };
  if (user.role === "owner" && owners.length <= 1) {
    return { ok: false, status: 409, error: "last_owner" };
  }
  await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, user.id));
  await audit(tx, {
    actor,
    action: "role.set",
    entity: { type: "user", id: user.id },
    before: { role: user.role },
    after: { role },
  });
  return { ok: true, member: { ...user, role }, changed: true };
}

export async function roleOf(db: Db, userId: string): Promise<StaffMember | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
