import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type ProfileRow, profiles, users } from "../db/schema";

/** Sign-up's single name field: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: first, lastName: rest.join(" ") };
}

export async function createProfileFromName(db: Db, userId: string, name: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, ...splitName(name) })
    .onConflictDoNothing();
}

/** The user's profile; created from the account name if it is missing (e.g. a failed sign-up hook). */
export async function getProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (row) return row;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  await createProfileFromName(db, userId, user.name);
  return (await db.select().from(profiles).where(eq(profiles.id, userId)))[0] ?? null;
}

/** Updates the names (the account's display name follows); only ever called for the session's user. */
export async function updateProfile(
  db: Db,
  userId: string,
  values: { firstName: string; lastName: string },
): Promise<ProfileRow | null> {
  if (!(await getProfile(db, userId))) return null;
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  await db
    .update(users)
    .set({ name: `${values.firstName} ${values.lastName}`.trim(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return row ?? null;
}
