import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { ADMIN } from "./messages";

/** „Zurück · Seite 2 von 9 · Weiter“ under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={ADMIN.page(page, pages)} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass("outline", "md")}>
          {ADMIN.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700">{ADMIN.page(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass("outline", "md")}>
          {ADMIN.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
