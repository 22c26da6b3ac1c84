import { data } from "react-router";
import { BOOKS_DOWNLOADS, type BooksDownloadKind, parsePeriod } from "../../../domain/books/books-period";
import { refusalText } from "../../features/admin/refusal.server";
import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/books-download";

/**
 * GET /admin/books/download/{documents|payments|datev|pdfs}?from=&to=: a file of the books for the
 * tax adviser. Staff only (everyone else the shop's 404); a bad period 400 with a German sentence.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "books");
  const kind = params.kind as BooksDownloadKind;
  if (!BOOKS_DOWNLOADS.includes(kind)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const parsed = parsePeriod(url.searchParams.get("from"), url.searchParams.get("to"));
  if (!parsed.ok)
    return new Response(refusalText(parsed), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const file = await context.services.books.download(kind, parsed.period);
  if ("refused" in file)
    return new Response(file.refused, {
      status: 422,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  // A copy on its own ArrayBuffer: what Response takes as a body.
  return new Response(typeof file.body === "string" ? file.body : new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
