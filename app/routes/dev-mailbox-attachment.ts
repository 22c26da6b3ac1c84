import { data } from "react-router";
import type { Route } from "./+types/dev-mailbox-attachment";

/** A file attached to a mail in the development mailbox, as a download (e.g. the legal PDF). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const index = Number(params.index);
  const file =
    Number.isInteger(index) && index >= 0 ? await context.mailbox?.attachment(params.id, index) : null;
  if (!file) throw data(null, { status: 404 });
  // The name comes from the mail: only safe characters go into the header.
  const name = file.filename.replace(/[^\w.\-äöüÄÖÜß ]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "no-store",
    },
  });
}
