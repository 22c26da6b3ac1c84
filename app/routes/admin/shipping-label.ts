import { data } from "react-router";
import { requirePermission, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/shipping-label";

/**
 * GET /admin/labels/:id: a DHL label as DHL made it, a PDF (#34): an outbound label for those who ship
 * (`orders.fulfil`), a return label for those who handle withdrawals (#49 §3).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin);
  const fulfil = admin.can(member, "orders.fulfil");
  if (!fulfil) requirePermission(admin, member, "withdrawals");
  const label = await admin.shipping.labelPdf(params.id);
  if (!label) throw data(null, { status: 404 });
  requirePermission(admin, member, label.kind === "return" ? "withdrawals" : "orders.fulfil");
  return new Response(new Uint8Array(label.content), {
    headers: {
      "Content-Type": label.contentType,
      "Content-Disposition": `inline; filename="${label.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
