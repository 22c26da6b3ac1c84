import { Star } from "lucide-react";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/** Stars for an average rating (rounded, spec §3) with the number of reviews; nothing without reviews. */
export function StarRating({ average, count }: { average: number; count: number }) {
  const { CATALOG } = useMessages(catalogMessages);
  // Five empty stars and "(0 Bewertungen)" say nothing: nothing until the first review.
  if (!count) return null;
  const full = Math.round(average);
  return (
    <div className="flex items-center gap-2 text-sm text-stone-700">
      <span role="img" aria-label={CATALOG.rating(average)} className="flex">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star
            key={i}
            aria-hidden
            className={i <= full ? "h-4 w-4 fill-amber-400 text-amber-400" : "h-4 w-4 text-stone-300"}
          />
        ))}
      </span>
      <span>({CATALOG.reviewCount(count)})</span>
    </div>
  );
}
