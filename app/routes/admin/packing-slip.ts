import { data } from "react-router";
import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/packing-slip";

/** GET /admin/orders/:number/packing-slip: the order's Lieferschein as a PDF (#34). Staff only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "orders.fulfil");
  const pdf = await admin.shipping.packingSlip(params.number);
  if (!pdf) throw data(null, { status: 404 });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Lieferschein-${params.number.replace(/[^\w-]/g, "")}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
