import { isRouteErrorResponse, useRouteError } from "react-router";
import { ADMIN } from "./messages";

/**
 * Errors inside the back office, shown in its frame: 403 for staff whose role may not (with the
 * server's reason naming the role), 404 for an
 * unknown back-office address. (Guests and customers never get here: the frame's loader sent them the
 * shop's 404.)
 */
export function AdminError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? [
          ADMIN.forbiddenTitle,
          isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : ADMIN.forbiddenText(),
        ]
      : status === 404
        ? ["Seite nicht gefunden", "Diese Seite gibt es im Backoffice nicht."]
        : ["Fehler", "Da ist etwas schiefgelaufen. Bitte lade die Seite neu."];
  if (status >= 500) console.error(error);
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <title>{`${title} | Backoffice`}</title>
      <h1 className="text-2xl font-bold text-leaf-950">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
    </section>
  );
}
