import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/packing-slips";

/**
 * GET /admin/dispatch/packing-slips.pdf: the day's batch (#34), a Lieferschein per confirmed order
 * waiting to be shipped, oldest first, in one PDF. Staff only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "orders.fulfil");
  const { pdf, day } = await admin.shipping.packingSlips();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Lieferscheine-${day}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
