import 'server-only';
// Storing a review: validated input in, one transaction that inserts the review and recomputes the
// product's rating and review count, so the two never disagree. The per-client rate limit shares
// the rate_limits table with sign-in, so it holds across every app instance.
import { and, eq, sql } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { isPublished } from '@/db/published';
import { products, reviews } from '@/db/schema';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { REVIEW_LIMIT, type ReviewErrors } from './model';
import { checkReview } from './review-input';
import { isRowId } from '@/db/row-id';

export type AddReviewResult =
  | { ok: true; reviewId: number; rating: number; reviewsCount: number }
  | { ok: false; code: 'INVALID'; errors: ReviewErrors }
  | { ok: false; code: 'NOT_FOUND' | 'RATE_LIMITED' };

/** Validates and stores a review of `productId` from `clientKey` (the caller's address or user id). */
export async function addReview(
  productId: number,
  raw: Record<string, unknown>,
  clientKey: string,
  database: Database = db(),
): Promise<AddReviewResult> {
  const checked = checkReview(raw);
  if (!checked.ok) return { ok: false, code: 'INVALID', errors: checked.errors };
  if (!isRowId(productId)) return { ok: false, code: 'NOT_FOUND' };
  const [exists] = await database
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isPublished))
    .limit(1);
  if (!exists) return { ok: false, code: 'NOT_FOUND' };
  if (!(await consumeAllowance(`review:${clientKey}`.slice(0, 200), REVIEW_LIMIT, database))) return { ok: false, code: 'RATE_LIMITED' };

  const { review } = checked;
  return database.transaction(async (tx) => {
    // Lock the product first: the statements below then read a snapshot taken after any concurrent
    // review of the same product committed, so the recomputed rating counts every review.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    const [inserted] = await tx
      .insert(reviews)
      .values({ productId, author: review.author, rating: review.rating, content: review.content })
      .returning({ id: reviews.id });
    const [updated] = await tx
      .update(products)
      .set({
        rating: sql`(SELECT round(avg(r.rating)::numeric, 2) FROM reviews r WHERE r.product_id = ${productId})`,
        reviewsCount: sql`(SELECT count(*)::int FROM reviews r WHERE r.product_id = ${productId})`,
      })
      .where(eq(products.id, productId))
      .returning({ rating: products.rating, reviewsCount: products.reviewsCount });
    return { ok: true as const, reviewId: inserted!.id, rating: Number(updated!.rating), reviewsCount: updated!.reviewsCount };
  });
}
