import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/dhl-export";

/**
 * GET /admin/dispatch/dhl.csv: the day's dispatches for the import of DHL's Geschäftskundenportal
 * (#34), one line per confirmed order waiting to be shipped. Staff only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "orders.fulfil");
  const { csv, day } = await admin.shipping.portalCsv();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="DHL-Versand-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
