import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { HomeContent } from "../../../content/home";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { homeMessages } from "./messages";
import { useLazyEmbla } from "./use-lazy-embla";

const OPTIONS = { loop: true, align: "start" } as const;

/** Customer-quotes carousel (spec §1): 4 quotes, swipeable, with arrows and dots. */
export function Testimonials({ testimonials }: { testimonials: HomeContent["testimonials"] }) {
  const { HOME } = useMessages(homeMessages);
  const { ref, api, run } = useLazyEmbla(OPTIONS);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(api?.selectedScrollSnap() ?? 0), [api]);
  useEffect(() => {
    api?.on("select", onSelect);
    return () => {
      api?.off("select", onSelect);
    };
  }, [api, onSelect]);

  return (
    <section aria-labelledby="testimonials-h" aria-roledescription="Karussell" className="bg-leaf-50 py-16">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="testimonials-h" className="text-3xl font-bold text-leaf-950">
            {HOME.testimonials}
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              aria-label={HOME.prev}
              onClick={() => run((a) => a.scrollPrev())}
              className="rounded-full bg-white p-2 shadow-sm"
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={HOME.next}
              onClick={() => run((a) => a.scrollNext())}
              className="rounded-full bg-white p-2 shadow-sm"
            >
              <ChevronRight aria-hidden className="h-5 w-5" />
            </button>
          </div>
        </div>
        <div ref={ref} className="overflow-hidden">
          <ul className="flex">
            {testimonials.map((t, i) => (
              <li
                key={t.author}
                data-testid="testimonial"
                aria-label={HOME.quote(i + 1, testimonials.length)}
                className="min-w-0 shrink-0 grow-0 basis-full pr-4 md:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
                  <Quote aria-hidden className="h-6 w-6 text-leaf-500" />
                  <span role="img" aria-label={HOME.stars(t.rating)} data-rating={t.rating} className="flex">
                    {[1, 2, 3, 4, 5].map((s) => (
                      <Star
                        key={s}
                        aria-hidden
                        className={cn(
                          "h-4 w-4",
                          s <= t.rating ? "fill-amber-400 text-amber-400" : "text-stone-300",
                        )}
                      />
                    ))}
                  </span>
                  <blockquote className="flex-1 text-stone-800">„{t.quote}“</blockquote>
                  <figcaption className="text-sm font-medium text-leaf-900">{t.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 flex justify-center gap-1">
          {testimonials.map((t, i) => (
            <button
              key={t.author}
              type="button"
              aria-label={HOME.goTo(i + 1)}
              aria-current={selected === i || undefined}
              onClick={() => run((a) => a.scrollTo(i))}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                className={cn("h-2.5 w-2.5 rounded-full", selected === i ? "bg-leaf-700" : "bg-leaf-200")}
              />
            </button>
          ))}
        </div>
        <p className="mt-4 text-center text-xs text-stone-600">{HOME.testimonialsNote}</p>
      </div>
    </section>
  );
}
