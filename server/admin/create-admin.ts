import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { teamRefusalMessages } from "../../domain/contracts/team-messages";
import { renderRefusal } from "../../domain/refusal";
import { createProfileFromName } from "../account/profiles";
import { users } from "../db/schema";
import type { Services } from "../services";
import { setRole } from "./team";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CreateAdminResult =
  | { ok: true; created: boolean; email: string }
  | { ok: false; message: string };

/**
 * `npm run admin:create -- --email …`: makes the account with this address an admin (creating it, with
 * a confirmed address and no password, if there is none) and sends the one-time link to set a password
 * (the password-reset link: valid for an hour, once). No default credentials exist anywhere.
 */
export async function createAdmin(services: Services, rawEmail: string): Promise<CreateAdminResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email)) return { ok: false, message: `„${rawEmail}“ ist keine gültige E-Mail-Adresse.` };
  const { db } = services.database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) {
    const id = randomUUID();
    const name = email.split("@")[0]!;
    await db.insert(users).values({ id, name, email, emailVerified: true });
    await createProfileFromName(db, id, name);
  }
  const role = await setRole(db, { id: null, email: "Kommandozeile (admin:create)" }, email, "admin");
  if (!role.ok) return { ok: false, message: renderRefusal(teamRefusalMessages, "de", role) };
  // better-auth's own reset flow makes and mails the one-time link; the outbox delivers it.
  const res = await services.auth.handler(
    new Request(`${services.config.publicUrl}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: services.config.publicUrl },
      body: JSON.stringify({ email, redirectTo: "/auth/reset-password" }),
    }),
  );
  if (!res.ok) return { ok: false, message: `Der Link konnte nicht erstellt werden (${res.status}).` };
  await services.outbox.flush();
  return { ok: true, created: !existing, email };
}
