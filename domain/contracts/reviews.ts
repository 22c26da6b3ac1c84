import { z } from "../text/zod-mini";

/** One review as everybody sees it: the author's first name and initial, never the email. */
export const publicReviewSchema = z.object({
  id: z.string(),
  /** "Anna B." */
  author: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  /** The author received this plant from an order of theirs ("verifizierter Kauf", domain/catalog/verified-purchase.ts). */
  verified: z.boolean(),
  /** Written by the customer asking, who may edit it. */
  mine: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/reviews?plantId=… and the plant page's loader. */
export const plantReviewsSchema = z.object({
  average: z.number(),
  count: z.number(),
  reviews: z.array(publicReviewSchema),
});
export type PlantReviews = z.infer<typeof plantReviewsSchema>;

/** POST /api/reviews (201), PATCH and DELETE /api/reviews/:id. */
export const reviewIdSchema = z.object({ id: z.string() });
