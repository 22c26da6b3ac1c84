import { data } from "react-router";
import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/shipping-label";

/** GET /admin/labels/:id: a DHL label (outbound or return) as DHL made it, a PDF (#34). Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "orders.fulfil");
  const label = await admin.shipping.labelPdf(params.id);
  if (!label) throw data(null, { status: 404 });
  return new Response(new Uint8Array(label.content), {
    headers: {
      "Content-Type": label.contentType,
      "Content-Disposition": `inline; filename="${label.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
