import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";

const h1 = "text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl";
const backLink = "text-sm text-leaf-800 underline underline-offset-4";

/**
 * A back-office page: its heading (title, description, buttons beside it, the way back) and its content.
 * A record's page (a `badge` beside its title: an order, a withdrawal) puts the way back above as a row of
 * its own and its `description` (the date) close under the title.
 */
export function AdminPage({
  title,
  description,
  note,
  back,
  badge,
  actions,
  mono = false,
  gap = 5,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** A small line under the title (a plant's id and shop link). */
  note?: ReactNode;
  back?: { to: string; label: string };
  badge?: ReactNode;
  /** Buttons right of the heading (new, import, export). */
  actions?: ReactNode;
  /** The title in the typewriter face (order numbers). */
  mono?: boolean;
  gap?: 5 | 6;
  children: ReactNode;
}) {
  const heading = <h1 className={cn(h1, mono && "font-mono", back && !badge && "mt-1")}>{title}</h1>;
  return (
    <div className={cn("flex flex-col", gap === 6 ? "gap-6" : "gap-5")}>
      {badge ? (
        <>
          {back ? (
            <Link to={back.to} className={cn(backLink, "font-medium")}>
              {back.label}
            </Link>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badge}
          </div>
          {description ? <p className="-mt-3 text-stone-700">{description}</p> : null}
        </>
      ) : (
        <div className={actions === undefined ? undefined : "flex flex-wrap items-end justify-between gap-3"}>
          <div>
            {back ? (
              <Link to={back.to} className={backLink}>
                {back.label}
              </Link>
            ) : null}
            {heading}
            {description ? <p className="text-stone-700">{description}</p> : null}
            {note ? <p className="text-sm text-stone-700">{note}</p> : null}
          </div>
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
