import { BadgeCheck, Star } from "lucide-react";
import { useState } from "react";
import type { PlantReviews, PublicReview } from "../../../domain/contracts/reviews";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { api, contract } from "../../lib/api";
import { localePath } from "../../lib/i18n/locale";
import { Link, useLocale, useMessages, usePagePath } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { useUser } from "../account/use-user";
import { authClient } from "../auth/auth-client";
import { rememberRedirect } from "../auth/auth-redirect";
import { reviewsMessages } from "./messages";
import { ReviewForm } from "./review-form";

const DATE = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "Europe/Berlin" });

function Stars({ rating }: { rating: number }) {
  const { REVIEWS } = useMessages(reviewsMessages);
  return (
    <span role="img" aria-label={REVIEWS.stars(rating)} className="flex">
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden
          className={i <= rating ? "h-4 w-4 fill-amber-400 text-amber-400" : "h-4 w-4 text-stone-300"}
        />
      ))}
    </span>
  );
}

function ReviewItem({
  review,
  onEdit,
  onDelete,
}: {
  review: PublicReview;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { REVIEWS } = useMessages(reviewsMessages);
  return (
    <li data-testid="review" className="border-b border-stone-100 pb-3 last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-leaf-950">{review.author}</span>
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-stone-600">
          {DATE.format(new Date(review.createdAt))}
        </time>
        {review.verified ? (
          <span
            data-testid="verified-badge"
            title={REVIEWS.verifiedHint}
            className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-medium text-leaf-900"
          >
            <BadgeCheck aria-hidden className="h-3.5 w-3.5" /> {REVIEWS.verified}
          </span>
        ) : null}
      </div>
      <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{review.comment}</p>
      {onEdit && onDelete ? (
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="outline" className="h-8 px-3" onClick={onEdit}>
            {REVIEWS.edit}
          </Button>
          <Button size="sm" variant="ghost" className="h-8 px-3" onClick={onDelete}>
            {REVIEWS.delete}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Reviews need a confirmed address (issue #18): say so, and offer the confirmation link again. */
function ConfirmAddressFirst({ email }: { email: string }) {
  const { REVIEWS } = useMessages(reviewsMessages);
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const resend = async () => {
    setState("sending");
    try {
      await authClient.sendVerificationEmail(email);
      setState("sent");
    } catch {
      setState("failed");
    }
  };
  return (
    <div
      data-testid="review-confirm-first"
      className="flex flex-col items-start gap-2 rounded-xl bg-leaf-50 p-4"
    >
      <p className="text-sm text-stone-800">{REVIEWS.confirmFirst}</p>
      {state === "sent" ? (
        <p role="status" className="text-sm font-medium text-leaf-900">
          {REVIEWS.linkSent(email)}
        </p>
      ) : (
        <Button size="sm" variant="outline" disabled={state === "sending"} onClick={() => void resend()}>
          {state === "sending" ? REVIEWS.resendingLink : REVIEWS.resendLink}
        </Button>
      )}
      {state === "failed" ? <FormMessage>{REVIEWS.linkFailed}</FormMessage> : null}
    </div>
  );
}

/**
 * Real reviews (DESIGN §7): the list, and for a signed-in customer a form for their one review per
 * plant. Signed out, a link to /auth that returns to this plant.
 */
export function ReviewsSection({
  plantId,
  data,
  failed,
  reload,
}: {
  plantId: string;
  data: PlantReviews | null;
  failed?: boolean;
  reload: () => Promise<void>;
}) {
  const { REVIEWS } = useMessages(reviewsMessages);
  const user = useUser();
  const locale = useLocale();
  const pagePath = usePagePath();
  const [editing, setEditing] = useState(false);
  const mine = data?.reviews.find((r) => r.mine);

  const remove = async (review: PublicReview) => {
    const res = await api(`/api/reviews/${review.id}`, contract("reviewId"), { method: "DELETE" });
    if (res.ok) toast.success(REVIEWS.deleted);
    else toast.error(res.error.message);
    await reload();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="reviews">
      {!data ? (
        <p>{failed ? REVIEWS.loadFailed : REVIEWS.loading}</p>
      ) : data.reviews.length ? (
        <ul className="flex flex-col gap-3">
          {data.reviews.map((r) =>
            r.mine && editing ? (
              <li key={r.id}>
                <ReviewForm
                  plantId={plantId}
                  existing={r}
                  onCancel={() => setEditing(false)}
                  onDone={async () => {
                    setEditing(false);
                    await reload();
                  }}
                />
              </li>
            ) : (
              <ReviewItem
                key={r.id}
                review={r}
                onEdit={r.mine ? () => setEditing(true) : undefined}
                onDelete={r.mine ? () => void remove(r) : undefined}
              />
            ),
          )}
        </ul>
      ) : (
        <p>{REVIEWS.none}</p>
      )}
      {user ? (
        mine || !data ? null : user.emailVerified ? (
          <ReviewForm plantId={plantId} onDone={reload} />
        ) : (
          <ConfirmAddressFirst email={user.email} />
        )
      ) : (
        <p>
          <Link
            to="/auth"
            onClick={() =>
              rememberRedirect(
                localePath(locale, pagePath.startsWith("/shop/plant/") ? pagePath : `/shop/plant/${plantId}`),
              )
            }
            className="font-medium text-leaf-800 underline underline-offset-4"
          >
            {REVIEWS.signIn}
          </Link>
          {" – "}
          {REVIEWS.signInPrompt}
        </p>
      )}
    </div>
  );
}
