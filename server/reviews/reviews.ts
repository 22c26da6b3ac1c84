import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, reviews, users } from "../db/schema";

export interface PublicReview {
  id: string;
  /** First name and initial of the last name ("Anna B."); never the email. */
  author: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** The author has a (not cancelled) order containing this plant. */
  verified: boolean;
  /** Written by the customer asking, who may edit it. */
  mine: boolean;
}

export interface PlantReviews {
  average: number;
  count: number;
  reviews: PublicReview[];
}

export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Anonym";
  return initial ? `${first} ${initial}.` : first;
}

/**
 * Whether the review's author bought the plant: an order of theirs (or, with a confirmed address,
 * a guest order with their email) that contains it and was not cancelled.
 */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from order_items oi join orders o on o.id = oi.order_id
  where oi.plant_id = ${reviews.plantId} and o.status <> 'cancelled'
    and (o.user_id = ${reviews.userId}
      or (o.user_id is null and ${users.emailVerified} and lower(o.email) = ${users.email})))`;

export async function plantReviews(db: Db, plantId: string, viewerId: string | null): Promise<PlantReviews> {
  const rows = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      verified: verifiedPurchase,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.plantId, plantId))
    .orderBy(desc(reviews.createdAt), reviews.id)
    .limit(200);
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.plantId, plantId));
  return {
    count: stats?.count ?? 0,
    average: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
    reviews: rows.map((r) => ({
      id: r.id,
      author: authorName(r.firstName ?? "", r.lastName ?? ""),
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      verified: Boolean(r.verified),
      mine: r.userId === viewerId,
    })),
  };
}

export type ReviewInput = { rating: number; comment: string };

/** One review per customer and plant: a second one is refused (null), the first can be edited. */
export async function createReview(db: Db, userId: string, plantId: string, input: ReviewInput) {
  const [row] = await db
    .insert(reviews)
    .values({ userId, plantId, ...input })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return row ?? null;
}

/** Updates only the author's own review; anyone else's id behaves as if it did not exist. */
export async function updateReview(db: Db, userId: string, reviewId: string, input: ReviewInput) {
  if (!UUID.test(reviewId)) return null;
  const [row] = await db
    .update(reviews)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return row ?? null;
}

export async function deleteReview(db: Db, userId: string, reviewId: string) {
  if (!UUID.test(reviewId)) return null;
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id });
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
