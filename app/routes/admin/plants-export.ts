import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/plants-export";

/** GET /admin/plants/export.csv: every plant in the import's columns, to edit in a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin, "plants");
  if (config.shopify) return new Response(null, { status: 404 });
  return new Response(await admin.plantCsv.export(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="Blattwerk-Pflanzen.csv"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
