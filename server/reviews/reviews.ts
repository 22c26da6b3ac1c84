import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  isVerifiedPurchase,
  type PurchaseOrder,
  type Reviewer,
  type WithdrawalNotice,
} from "../../domain/catalog/verified-purchase";
import type { PlantReviews } from "../../domain/contracts/reviews";
import type { Db } from "../db/client";
import { orderItems, orders, profiles, reviews, users, withdrawals } from "../db/schema";

export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : "Anonym";
  return initial ? `${first} ${initial}.` : first;
}

/** Reviews with their author's address and name: the rows both the plant page and the home page read. */
const reviewRows = (db: Db) =>
  db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      plantId: reviews.plantId,
      email: users.email,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId));

export async function plantReviews(db: Db, plantId: string, viewerId: string | null): Promise<PlantReviews> {
  // Reviews count once their author's address is confirmed (a throwaway account with someone else's
  // address does not), also for reviews written before that rule.
  const confirmedAuthor = and(eq(reviews.plantId, plantId), eq(users.emailVerified, true));
  const rows = await reviewRows(db)
    .where(confirmedAuthor)
    .orderBy(desc(reviews.createdAt), reviews.id)
    .limit(200);
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(confirmedAuthor);
  const reviewers = rows.map((r) => ({ id: r.userId, email: r.email, emailVerified: true }));
  const evidence = await purchaseEvidence(db, plantId, reviewers);
  return {
    count: stats?.count ?? 0,
    average: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
    reviews: rows.map((r, i) => ({
      id: r.id,
      author: authorName(r.firstName ?? "", r.lastName ?? ""),
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      verified: isVerifiedPurchase(reviewers[i]!, evidence.orders, evidence.withdrawals),
      mine: r.userId === viewerId,
    })),
  };
}

/**
 * The orders containing the plant that may be the reviewers' (placed by their accounts, or as guests
 * with their addresses) and the withdrawals linked to those orders: the facts
 * isVerifiedPurchase (domain/catalog/verified-purchase.ts) judges.
 */
async function purchaseEvidence(db: Db, plantId: string, reviewers: Reviewer[]) {
  if (reviewers.length === 0) return { orders: [], withdrawals: [] };
  const ids = [...new Set(reviewers.map((r) => r.id))];
  const emails = [...new Set(reviewers.map((r) => r.email.toLowerCase()))];
  const found: PurchaseOrder[] = await db
    .selectDistinct({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      email: orders.email,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orderItems.plantId, plantId),
        or(
          inArray(orders.userId, ids),
          and(isNull(orders.userId), inArray(sql`lower(${orders.email})`, emails)),
        ),
      ),
    );
  if (found.length === 0) return { orders: found, withdrawals: [] };
  const declared: WithdrawalNotice[] = await db
    .select({ orderId: withdrawals.orderId })
    .from(withdrawals)
    .where(
      inArray(
        withdrawals.orderId,
        found.map((o) => o.id),
      ),
    );
  return { orders: found, withdrawals: declared };
}

/** One review on the home page: whose, how many stars, what they wrote, about which plant. */
export interface ShopReview {
  id: string;
  plantId: string;
  author: string;
  rating: number;
  comment: string;
  createdAt: string;
}

/**
 * The newest reviews with a comment from verified purchases (domain/catalog/verified-purchase.ts), whatever
 * their stars: the home page shows real customers' words or nothing (#32, UWG Anhang Nr. 23b/c).
 * Plants no longer published are left to the caller (it asks the catalogue for their names).
 */
export async function recentVerifiedReviews(db: Db, limit: number): Promise<ShopReview[]> {
  const rows = await reviewRows(db)
    .where(and(eq(users.emailVerified, true), sql`length(trim(${reviews.comment})) > 0`))
    .orderBy(desc(reviews.createdAt), reviews.id)
    .limit(limit * 5);
  const evidence = new Map<string, Awaited<ReturnType<typeof purchaseEvidence>>>();
  const out: ShopReview[] = [];
  for (const r of rows) {
    if (out.length >= limit) break;
    const reviewer = { id: r.userId, email: r.email, emailVerified: true };
    let facts = evidence.get(r.plantId);
    if (!facts) {
      const onPlant = rows.filter((x) => x.plantId === r.plantId);
      facts = await purchaseEvidence(
        db,
        r.plantId,
        onPlant.map((x) => ({ id: x.userId, email: x.email, emailVerified: true })),
      );
      evidence.set(r.plantId, facts);
    }
    if (!isVerifiedPurchase(reviewer, facts.orders, facts.withdrawals)) continue;
    out.push({
      id: r.id,
      plantId: r.plantId,
      author: authorName(r.firstName ?? "", r.lastName ?? ""),
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return out;
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
