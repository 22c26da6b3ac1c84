import { data } from "react-router";
import { AdminError } from "../../features/admin/admin-error";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/not-found";

export const headers = adminHeaders;

/** An unknown address under /admin: staff see it in the back office's frame, everyone else the shop's 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin);
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export const ErrorBoundary = AdminError;
