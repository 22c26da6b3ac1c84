import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/**
 * A band of an info page with an h2. `id` makes it a link target (html scroll-padding keeps it clear of
 * the fixed header when the page scrolls to it).
 */
export function InfoSection({
  id,
  eyebrow,
  heading,
  intro,
  tone = "plain",
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  tone?: "plain" | "white" | "dark";
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? slug(heading)}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-14 md:py-20",
        tone === "white" && "bg-white",
        tone === "dark" && "bg-leaf-950 text-white",
      )}
    >
      <div className={cn("mx-auto max-w-6xl px-4 md:px-6", className)}>
        {eyebrow ? (
          <p
            className={cn(
              "text-sm font-semibold uppercase tracking-wider",
              tone === "dark" ? "text-leaf-300" : "text-leaf-700",
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h2
          id={headingId}
          className={cn(
            "mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl",
            tone === "dark" ? "text-white" : "text-leaf-950",
          )}
        >
          {heading}
        </h2>
        {intro ? (
          <div className={cn("mt-4 max-w-3xl text-lg", tone === "dark" ? "text-leaf-100" : "text-stone-700")}>
            {intro}
          </div>
        ) : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
