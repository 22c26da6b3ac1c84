import { useId, useState } from "react";
import type { PublicReview } from "../../../domain/contracts/reviews";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { SubmitButton } from "../../components/ui/submit-button";
import { api, contract } from "../../lib/api";
import { useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { reviewsMessages } from "./messages";
import { StarInput } from "./star-input";

export const COMMENT_MAX = 2000;

/** Writes a new review, or edits the customer's own (`existing`). */
export function ReviewForm({
  plantId,
  existing,
  onDone,
  onCancel,
}: {
  plantId: string;
  existing?: PublicReview;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { REVIEWS } = useMessages(reviewsMessages);
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <form
      data-testid="review-form"
      className="flex flex-col gap-3 rounded-xl bg-leaf-50 p-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!rating) return setError(REVIEWS.chooseRating);
        setBusy(true);
        setError(null);
        const res = await api(
          existing ? `/api/reviews/${existing.id}` : "/api/reviews",
          contract("reviewId"),
          {
            method: existing ? "PATCH" : "POST",
            json: existing ? { rating, comment } : { plantId, rating, comment },
          },
        );
        setBusy(false);
        if (!res.ok) return setError(res.error.message);
        toast.success(existing ? REVIEWS.updated : REVIEWS.saved);
        onDone();
      }}
    >
      <StarInput name={`${id}-rating`} value={rating} onChange={setRating} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-leaf-950">
          {REVIEWS.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          aria-describedby={`${id}-hint`}
          rows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="w-full rounded-xl border border-stone-300 bg-white p-3 text-base text-stone-900 focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30"
        />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {REVIEWS.commentHint(COMMENT_MAX)}
        </p>
      </div>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div className="flex gap-2">
        <SubmitButton size="sm" disabled={busy}>
          {existing ? REVIEWS.update : REVIEWS.submit}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {REVIEWS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
