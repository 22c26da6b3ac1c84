import { type AppLoadContext, data } from "react-router";
import type { Permission } from "../../../domain/shop/roles";
import { ADMIN } from "./messages";

type AdminService = AppLoadContext["services"]["admin"];

/**
 * Every back-office loader and action starts here. Guests and customers get a plain 404: the back
 * office does not admit it exists. Staff without the permission get 403 with the reason.
 */
export async function requireStaff(
  request: Request,
  admin: AdminService,
  permission: Permission = "backoffice",
) {
  const member = await admin.staffFor(request);
  if (!member) throw data(null, { status: 404 });
  if (!admin.can(member, permission)) throw data(ADMIN.forbiddenText, { status: 403 });
  return member;
}

/** Back-office answers: never stored by any cache, never indexed. */
export const adminHeaders = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});
