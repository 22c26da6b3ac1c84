import { type AppLoadContext, data } from "react-router";
import { type Permission, ROLE_LABELS } from "../../../domain/shop/roles";
import { ADMIN } from "./messages";

type AdminService = AppLoadContext["services"]["admin"];
type Member = NonNullable<Awaited<ReturnType<AdminService["staffFor"]>>>;

/**
 * Every back-office loader and action starts here. Guests and customers get a plain 404: the back
 * office does not admit it exists. Staff whose role lacks the permission (domain/shop/roles.ts, #49 §3)
 * get 403 with the reason in German.
 */
export async function requireStaff(
  request: Request,
  admin: AdminService,
  permission: Permission = "backoffice",
) {
  const member = await admin.staffFor(request);
  if (!member) throw data(null, { status: 404 });
  requirePermission(admin, member, permission);
  return member;
}

/** For an action whose permission depends on what is posted (the intent): 403 unless the role may. */
export function requirePermission(admin: AdminService, member: Member, permission: Permission | undefined) {
  if (!permission || !admin.can(member, permission))
    throw data(ADMIN.forbiddenText(ROLE_LABELS[member.role]), { status: 403 });
}

/** Back-office answers: never stored by any cache, never indexed. */
export const adminHeaders = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});
