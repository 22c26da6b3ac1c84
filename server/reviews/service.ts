import type { Db } from "../db/client";
import type { PublicChanges } from "../public-changes";
import {
  createReview,
  deleteReview,
  plantReviews,
  type ReviewInput,
  recentVerifiedReviews,
  updateReview,
} from "./reviews";

/** Who writes a review: the signed-in customer, whose address must be confirmed. */
export interface ReviewAuthor {
  id: string;
  emailVerified: boolean;
}

/**
 * Reviews of plants: read by anyone, written by signed-in customers with a confirmed address (an
 * unconfirmed throwaway account could otherwise post reviews that count at once); every write shows
 * on public pages. Deleting one's own review needs no confirmed address.
 */
export function createReviewService(db: Db, publicChanges: PublicChanges) {
  /** Runs a write and, if it changed something, tells the page cache. */
  const announce = async <T>(write: Promise<T | null | undefined>) => {
    const result = await write;
    if (result) publicChanges.changed("review");
    return result;
  };
  return {
    /** The plant's reviews, with the viewer's own review marked (viewerId null for guests). */
    forPlant: (plantId: string, viewerId: string | null) => plantReviews(db, plantId, viewerId),
    /** The newest verified-purchase reviews with a comment, for the home page (#32). */
    recentVerified: (limit: number) => recentVerifiedReviews(db, limit),
    /** The new review's id; "unconfirmed" without a confirmed address, "duplicate" for a second one. */
    async create(author: ReviewAuthor, plantId: string, input: ReviewInput) {
      if (!author.emailVerified) return "unconfirmed" as const;
      return (await announce(createReview(db, author.id, plantId, input))) ?? ("duplicate" as const);
    },
    /** The review's id; "unconfirmed", or null when the author has no review with that id. */
    async update(author: ReviewAuthor, reviewId: string, input: ReviewInput) {
      if (!author.emailVerified) return "unconfirmed" as const;
      return announce(updateReview(db, author.id, reviewId, input));
    },
    remove: (userId: string, reviewId: string) => announce(deleteReview(db, userId, reviewId)),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
