import { parseBulkNumbers } from "../../../domain/orders/bulk";
import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/packing-slips";

/**
 * GET /admin/dispatch/packing-slips.pdf: the day's batch (#34), a Lieferschein per confirmed order
 * waiting to be shipped, oldest first, in one PDF; with `?order=…` (repeated) those of the orders chosen
 * on the list (#50 §5). Staff only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "orders.fulfil");
  const chosen = new URL(request.url).searchParams.getAll("order");
  const numbers = chosen.length ? parseBulkNumbers(chosen) : undefined;
  if (numbers === null)
    return new Response("Bitte wähle höchstens 50 Bestellungen mit gültiger Bestellnummer.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { pdf, day } = await admin.shipping.packingSlips(numbers);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Lieferscheine-${day}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
