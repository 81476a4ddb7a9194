import 'server-only';
// What the product page shows around the product (queries.ts): a page of its reviews, the vehicles
// it fits, the analogs and related carousels, and all of it in one call for the page (productPage).
//
// Decisions:
// - Analogs: other brands' products of the same part (its second tag is the part) in the same
//   category, i.e. parts that can replace this one. Related: best-selling products of the same
//   department from other categories, i.e. parts bought alongside.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { isPublished } from '@/db/published';
import { productCategories, productFitment, products, reviews, vehicles } from '@/db/schema';
import { cardColumns, toProductCard, type ProductCard } from '@/features/catalog/queries';
import { fitStatus, type FitQualifiers, type FitStatus, type Vehicle } from '@/features/vehicles/model';
import { vehicleById } from '@/features/vehicles/queries';
import type { FitVehicle } from './fitment';
import { REVIEWS_PER_PAGE, pageCount, type ReviewSort } from './model';
import { productBySlug, type ProductDetail } from './queries';

// ---- Reviews ----

type Review = { id: number; date: string; author: string; avatar: string | null; rating: number; content: string };
export type ReviewsPage = { items: Review[]; page: number; pages: number; total: number; sort: ReviewSort; limit: number };

const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of a product's reviews; a page past the end gives the last page. */
export async function productReviews(
  productId: number,
  { page = 1, sort = 'newest', limit = REVIEWS_PER_PAGE }: { page?: number; sort?: ReviewSort; limit?: number } = {},
  database: Database = db(),
): Promise<ReviewsPage> {
  const [{ total }] = (await database
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId))) as [{ total: number }];
  const pages = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), pages);
  const rows = await database
    .select({
      id: reviews.id,
      createdAt: reviews.createdAt,
      author: reviews.author,
      avatar: reviews.avatar,
      rating: reviews.rating,
      content: reviews.content,
    })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(...REVIEW_ORDER[sort])
    .limit(limit)
    .offset((current - 1) * limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      author: r.author,
      avatar: r.avatar,
      rating: r.rating,
      content: r.content,
    })),
    page: current,
    pages,
    total,
    sort,
    limit,
  };
}

// ---- Fitment ----

/** How the product is fitted to the vehicle (its fitment row), or null when it is not listed for it. */
export async function vehicleFitment(productId: number, vehicleId: number, database: Database = db()): Promise<FitQualifiers | null> {
  const [row] = await database
    .select({ position: productFitment.position, quantity: productFitment.quantity, notes: productFitment.notes })
    .from(productFitment)
    .where(and(eq(productFitment.productId, productId), eq(productFitment.vehicleId, vehicleId)))
    .limit(1);
  return row ?? null;
}

/** Every vehicle the product is listed for, with how it is fitted to each. */
export async function compatibleVehicles(productId: number, database: Database = db()): Promise<FitVehicle[]> {
  return database
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      engine: vehicles.engine,
      position: productFitment.position,
      quantity: productFitment.quantity,
      notes: productFitment.notes,
    })
    .from(productFitment)
    .innerJoin(vehicles, eq(vehicles.id, productFitment.vehicleId))
    .where(eq(productFitment.productId, productId))
    .orderBy(asc(vehicles.make), asc(vehicles.model), desc(vehicles.year), asc(vehicles.engine));
}

// ---- Carousels ----

type CarouselSource = Pick<ProductDetail, 'id' | 'tags' | 'categories'>;

/** Other brands' versions of the same part, best rated first. */
export async function analogProducts(product: CarouselSource, limit = 10, database: Database = db()): Promise<ProductCard[]> {
  const leaf = product.categories.at(-1);
  const part = product.tags[1]?.slug;
  if (!leaf || !part) return [];
  const rows = await database
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.categoryId, leaf.id), ne(products.id, product.id), sql`${products.tags}[2] = ${part}`, isPublished))
    .orderBy(desc(products.rating), desc(products.reviewsCount), asc(products.id))
    .limit(limit);
  return rows.map(toProductCard);
}

/** Best sellers of the same department from other categories. */
export async function relatedProducts(product: CarouselSource, limit = 10, database: Database = db()): Promise<ProductCard[]> {
  const department = product.categories[0];
  const leaf = product.categories.at(-1);
  if (!department || !leaf || department.id === leaf.id) return [];
  const rows = await database
    .select(cardColumns)
    .from(products)
    .innerJoin(productCategories, and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, department.id)))
    .where(and(ne(products.id, product.id), ne(products.categoryId, leaf.id), isPublished))
    .orderBy(desc(products.salesCount), asc(products.id))
    .limit(limit);
  return rows.map(toProductCard);
}

// ---- Everything the product page shows, in one call ----

export type ProductPageData = {
  product: ProductDetail;
  reviews: ReviewsPage;
  compatible: FitVehicle[];
  /** `qualifiers`: how the part is fitted to the current vehicle, when it is listed for it. */
  fit: { status: FitStatus; vehicle: Vehicle | null; qualifiers: FitQualifiers | null };
  analogs: ProductCard[];
  related: ProductCard[];
};

/** The product page for a slug (or an already loaded product) as seen with the current vehicle, or null for an unknown slug. */
export async function productPage(
  slugOrProduct: string | ProductDetail | null,
  { vehicleId, reviewsPage = 1, sort = 'newest' }: { vehicleId: number | null; reviewsPage?: number; sort?: ReviewSort },
  database: Database = db(),
): Promise<ProductPageData | null> {
  const product = typeof slugOrProduct === 'string' ? await productBySlug(slugOrProduct, database) : slugOrProduct;
  if (!product) return null;
  const [reviewsResult, compatible, vehicle, qualifiers, analogs, related] = await Promise.all([
    productReviews(product.id, { page: reviewsPage, sort }, database),
    product.compatibility === 'list' ? compatibleVehicles(product.id, database) : Promise.resolve([]),
    vehicleId === null ? Promise.resolve(null) : vehicleById(vehicleId, database),
    vehicleId === null || product.compatibility !== 'list' ? Promise.resolve(null) : vehicleFitment(product.id, vehicleId, database),
    analogProducts(product, 10, database),
    relatedProducts(product, 10, database),
  ]);
  // A cookie naming a vehicle that no longer exists counts as no vehicle.
  const status = fitStatus(product.compatibility, vehicle?.id ?? null, qualifiers !== null);
  return {
    product,
    reviews: reviewsResult,
    compatible,
    fit: { status, vehicle, qualifiers: status === 'fits' ? qualifiers : null },
    analogs,
    related,
  };
}
