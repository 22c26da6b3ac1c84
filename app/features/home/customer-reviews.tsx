import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { Link, useMessages } from "../../lib/i18n/react";
import { useLazyEmbla } from "../../lib/use-lazy-embla";
import { homeMessages } from "./messages";

const OPTIONS = { loop: true, align: "start" } as const;

/** How many reviews the home page shows at most. */
export const HOME_REVIEWS = 6;

/** A published review from a verified purchase, with the plant's name in the page's language. */
export interface HomeReview {
  id: string;
  author: string;
  rating: number;
  comment: string;
  createdAt: string;
  plantId: string;
  plantName: string;
}

/**
 * Customers' reviews carousel (spec §1, as #32 corrects it): the newest reviews from verified purchases,
 * whatever their stars. Invented quotes are a claim the shop cannot back (UWG Anhang Nr. 23b/c): with no
 * real review there is no section at all.
 */
export function CustomerReviews({ reviews }: { reviews: readonly HomeReview[] }) {
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
  if (!reviews.length) return null;

  return (
    <section aria-labelledby="reviews-h" aria-roledescription="Karussell" className="bg-leaf-50 py-16">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="reviews-h" className="text-3xl font-bold text-leaf-950">
            {HOME.reviews}
          </h2>
          {reviews.length > 1 && (
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
          )}
        </div>
        <div ref={ref} className="overflow-hidden">
          <ul className="flex">
            {reviews.map((r, i) => (
              <li
                key={r.id}
                data-testid="customer-review"
                aria-label={HOME.quote(i + 1, reviews.length)}
                className="min-w-0 shrink-0 grow-0 basis-full pr-4 md:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
                  <Quote aria-hidden className="h-6 w-6 text-leaf-500" />
                  <span role="img" aria-label={HOME.stars(r.rating)} data-rating={r.rating} className="flex">
                    {[1, 2, 3, 4, 5].map((s) => (
                      <Star
                        key={s}
                        aria-hidden
                        className={cn(
                          "h-4 w-4",
                          s <= r.rating ? "fill-amber-400 text-amber-400" : "text-stone-300",
                        )}
                      />
                    ))}
                  </span>
                  <blockquote className="flex-1 whitespace-pre-line break-words text-stone-800">
                    „{r.comment}“
                  </blockquote>
                  <figcaption className="flex flex-col gap-1 text-sm">
                    <span className="font-medium text-leaf-900">{r.author}</span>
                    <span className="text-xs text-stone-600">
                      {HOME.verifiedAbout}{" "}
                      <Link to={`/shop/plant/${r.plantId}`} className="underline underline-offset-2">
                        {r.plantName}
                      </Link>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        {reviews.length > 1 && (
          <div className="mt-4 flex justify-center gap-1">
            {reviews.map((r, i) => (
              <button
                key={r.id}
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
        )}
        <p className="mt-4 text-center text-xs text-stone-600">{HOME.reviewsNote}</p>
      </div>
    </section>
  );
}
