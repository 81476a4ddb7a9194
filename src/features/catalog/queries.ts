import 'server-only';
import { and, desc, eq, gt, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { isPublished } from '@/db/published';
import { isSlugKey } from '@/db/row-id';
import { products } from '@/db/schema';
import type { Localized } from '@/db/schema/common';

export type ProductBadge = 'sale' | 'new' | 'hot';
export const PRODUCT_BADGES: readonly ProductBadge[] = ['sale', 'new', 'hot'];

/** What a product card shows: the one shape the home page, listings and carousels share. */
export type ProductCard = {
  id: number;
  slug: string;
  name: { en: string; ru?: string; ar?: string };
  sku: string;
  /** USD cents. */
  price: number;
  /** USD cents; a sale when above `price`. */
  compareAtPrice: number | null;
  stockStatus: 'in-stock' | 'out-of-stock' | 'on-backorder';
  /** The first image's URL (lowest position), if the product has one. */
  image: string | null;
  /** 0 to 5, two decimals (the average of its reviews). */
  rating: number;
  reviewsCount: number;
  /** Known badges only, in the order sale, new, hot. */
  badges: ProductBadge[];
  /** The product has purchase options: a card cannot add it to the cart without the shopper choosing them. */
  hasOptions: boolean;
};

/** The columns every product card reads; other features' queries select these too. */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  sku: products.sku,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  stockStatus: products.stockStatus,
  // Spelled out: drizzle renders ${products.id} in a select as a bare "id", which inside this
  // subquery would mean product_images.id.
  image: sql<string | null>`(SELECT i.url FROM product_images i WHERE i.product_id = "products"."id" ORDER BY i.position, i.id LIMIT 1)`,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  badges: products.badges,
  hasOptions: sql<boolean>`EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = "products"."id")`,
};

/** The card's columns in raw SQL, for products aliased `p` (the listing and search build their own SQL). */
export const cardSelect = `p.id, p.slug, p.name, p.sku, p.price, p.compare_at_price AS "compareAtPrice", p.stock_status AS "stockStatus",
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image,
  p.rating::float8 AS rating, p.reviews_count AS "reviewsCount", p.badges,
  EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id) AS "hasOptions"`;
export type CardSqlRow = CardRow;

type CardRow = Omit<ProductCard, 'badges' | 'rating'> & { badges: string[]; rating: number | string };

/** A row as the card wants it: a numeric rating and only the badges the card knows, in a fixed order. */
export function toProductCard(row: CardRow): ProductCard {
  return {
    ...row,
    rating: Number(row.rating) || 0,
    badges: PRODUCT_BADGES.filter((b) => row.badges.includes(b)),
  };
}

async function cards(database: Database, limit: number, where: SQL | undefined, ...order: SQL[]): Promise<ProductCard[]> {
  const rows = await database
    .select(cardColumns)
    .from(products)
    .where(and(isPublished, where))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toProductCard);
}

/** The newest products, newest first. */
export async function latestProducts(limit: number, database = db()): Promise<ProductCard[]> {
  return cards(database, limit, undefined, desc(products.createdAt), desc(products.id));
}

/**
 * Products the store owner marked as featured, newest first; when there are fewer than `limit`,
 * the newest other products fill the row, so the home page block is never half empty.
 */
export async function featuredProducts(limit: number, database = db()): Promise<ProductCard[]> {
  const featured = await cards(database, limit, eq(products.featured, true), desc(products.createdAt), desc(products.id));
  if (featured.length >= limit) return featured;
  const ids = featured.map((p) => p.id);
  const rest = await cards(
    database,
    limit - featured.length,
    ids.length ? notInArray(products.id, ids) : undefined,
    desc(products.createdAt),
    desc(products.id),
  );
  return [...featured, ...rest];
}

/** The most sold products. */
export async function bestsellers(limit: number, database = db()): Promise<ProductCard[]> {
  return cards(database, limit, undefined, desc(products.salesCount), desc(products.id));
}

/** The best rated products; among equal ratings, the one with more reviews first. */
export async function topRated(limit: number, database = db()): Promise<ProductCard[]> {
  return cards(database, limit, gt(products.reviewsCount, 0), desc(products.rating), desc(products.reviewsCount), desc(products.id));
}

/** Products on sale (compare-at price above the price), the deepest discount first. */
export async function specialOffers(limit: number, database = db()): Promise<ProductCard[]> {
  return cards(
    database,
    limit,
    and(isNotNull(products.compareAtPrice), gt(products.compareAtPrice, products.price)),
    sql`(${products.compareAtPrice} - ${products.price})::float8 / ${products.compareAtPrice} DESC`,
    desc(products.id),
  );
}

// ---- Categories ----

export type CategoryNode = {
  id: number;
  slug: string;
  type: 'shop' | 'blog';
  name: Localized;
  image: string | null;
  layout: 'categories' | 'products';
  itemsCount: number;
  depth: number;
  children: CategoryNode[];
};

export type CategoryPage = CategoryNode & { ancestors: Pick<CategoryNode, 'id' | 'slug' | 'name' | 'layout'>[] };

type CategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  type: 'shop' | 'blog';
  name: Localized;
  image: string | null;
  layout: 'categories' | 'products';
  items_count: number;
  depth: number;
  path: string;
};
const node = (r: CategoryRow): CategoryNode => ({
  id: r.id,
  slug: r.slug,
  type: r.type,
  name: r.name,
  image: r.image,
  layout: r.layout,
  itemsCount: r.items_count,
  depth: r.depth,
  children: [],
});

/** A category by slug (shop categories first, then blog), with two levels of children and its ancestors; null when unknown. */
export async function categoryBySlug(slug: string, database = db()): Promise<CategoryPage | null> {
  if (!isSlugKey(slug)) return null;
  const {
    rows: [row],
  } = await database.$client.query<CategoryRow>(
    `SELECT id, parent_id, slug, type, name, image, layout, items_count, depth, path FROM categories WHERE slug = $1 ORDER BY type = 'shop' DESC LIMIT 1`,
    [slug],
  );
  if (!row) return null;
  const ancestorIds = row.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== row.id);
  const [{ rows: below }, { rows: above }] = await Promise.all([
    database.$client.query<CategoryRow>(
      `SELECT id, parent_id, slug, type, name, image, layout, items_count, depth, path FROM categories WHERE path LIKE $1 AND depth <= $2 AND id <> $3 ORDER BY depth, position, id`,
      [`${row.path}%`, row.depth + 2, row.id],
    ),
    database.$client.query<CategoryRow>(
      `SELECT id, parent_id, slug, type, name, image, layout, items_count, depth, path FROM categories WHERE id = ANY($1::int[]) ORDER BY depth`,
      [ancestorIds],
    ),
  ]);
  const page: CategoryPage = { ...node(row), ancestors: above.map((a) => ({ id: a.id, slug: a.slug, name: a.name, layout: a.layout })) };
  const byId = new Map<number, CategoryNode>([[row.id, page]]);
  for (const r of below) {
    const n = node(r);
    byId.set(r.id, n);
    byId.get(r.parent_id ?? -1)?.children.push(n);
  }
  return page;
}

/** Every shop department with its subcategories (three levels), as the store owner ordered them. */
export async function shopCategoryTree(database = db()): Promise<CategoryNode[]> {
  const { rows } = await database.$client.query<CategoryRow>(
    `SELECT id, parent_id, slug, type, name, image, layout, items_count, depth, path FROM categories WHERE type = 'shop' AND depth <= 2 ORDER BY depth, position, id`,
  );
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const n = node(r);
    byId.set(r.id, n);
    if (r.parent_id === null) roots.push(n);
    else byId.get(r.parent_id)?.children.push(n);
  }
  return roots;
}
