import { Star } from "lucide-react";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { reviewsMessages } from "./messages";

/** Five radio buttons drawn as stars: arrow keys change the rating, as in any radio group. */
export function StarInput({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange: (n: number) => void;
  name: string;
}) {
  const { REVIEWS } = useMessages(reviewsMessages);
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-leaf-950">{REVIEWS.yourRating}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{REVIEWS.starOption(n)}</span>
            <Star
              aria-hidden
              className={cn("h-7 w-7", n <= value ? "fill-amber-400 text-amber-500" : "text-stone-400")}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
