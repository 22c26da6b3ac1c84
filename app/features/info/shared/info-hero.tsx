import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** Top of an info page: eyebrow, the page's h1, a lead paragraph, optional actions and a visual. */
export function InfoHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  narrow,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  aside?: ReactNode;
  /** Match a narrow page body (max-w-4xl) so the left edges line up. */
  narrow?: boolean;
}) {
  return (
    <section className="bg-linear-to-b from-leaf-100 to-cream pt-28 pb-14 md:pt-36 md:pb-20">
      <div
        className={cn(
          "mx-auto grid items-center gap-10 px-4 md:px-6",
          narrow ? "max-w-4xl" : "max-w-6xl",
          aside && "lg:grid-cols-[1.1fr_1fr]",
        )}
      >
        <div>
          <p className="inline-block rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-leaf-800">
            {eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight text-balance text-leaf-950 md:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700 md:text-xl">{lead}</p>
          {actions ? <div className="mt-8 flex flex-wrap items-start gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="flex justify-center">{aside}</div> : null}
      </div>
    </section>
  );
}
