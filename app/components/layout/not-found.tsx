import { Link, useMessages } from "../../lib/i18n/react";
import { shellMessages } from "./messages";

/** Not-found screen of spec §2: "404 Oops! Page not found" with a link to /. */
export function NotFound() {
  const { NOT_FOUND } = useMessages(shellMessages);
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 pt-24 text-center">
      <h1 className="text-4xl font-bold text-leaf-950">
        <span className="block text-7xl text-leaf-700">{NOT_FOUND.code}</span> {NOT_FOUND.text}
      </h1>
      <Link to="/" viewTransition className="text-lg font-medium text-leaf-800 underline underline-offset-4">
        {NOT_FOUND.back}
      </Link>
    </section>
  );
}
