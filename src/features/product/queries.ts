import 'server-only';
// Reads of one product: everything its page and the quick view show, its reviews a page at a time,
// the vehicles it fits, and the related parts and analogs carousels.
//
// Decisions:
// - Localised texts travel as { en, ru, ar } objects, so one answer serves the page in any
//   language and the quick-view JSON can be rendered by the client in the shopper's language.
// - Analogs: other brands' products of the same part (its second tag is the part) in the same
//   category, i.e. parts that can replace this one. Related: best-selling products of the same
//   department from other categories, i.e. parts bought alongside.
// - Tags are slugs on the product (the carousels match on them); the page shows each by its name in
//   the `tags` table, in the page's language (model.namedTags).
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/db/client';
import { isPublished } from '@/db/published';
import { isSlugKey } from '@/db/row-id';
import {
  attributeGroupAttributes,
  attributeGroups,
  attributes,
  attributeValues,
  brands,
  countries,
  productAttributes,
  productCategories,
  productFitment,
  productImages,
  productInterchange,
  productOptions,
  productOptionValues,
  products,
  reviews,
  tags,
  vehicles,
  type Localized,
} from '@/db/schema';
import { PRODUCT_BADGES, cardColumns, toProductCard, type ProductBadge, type ProductCard } from '@/features/catalog/queries';
import { fitStatus, type Compatibility, type FitStatus, type Vehicle } from '@/features/vehicles/model';
import { vehicleById } from '@/features/vehicles/queries';
import { REVIEWS_PER_PAGE, namedTags, pageCount, type FitVehicle, type NamedTag, type ReviewSort } from './model';

export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';

export type ProductDetail = {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  name: Localized;
  excerpt: Localized;
  /** Stored HTML per language; sanitise (model.sanitizeDescription) before rendering. */
  description: Localized;
  /** USD cents. */
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockStatus: StockStatus;
  rating: number;
  reviewsCount: number;
  badges: ProductBadge[];
  compatibility: Compatibility;
  /** Slugs in the product's order, each with its name in every language. */
  tags: NamedTag[];
  images: string[];
  brand: { slug: string; name: string; country: { code: string; name: Localized } | null } | null;
  /** From the department down to the product's own category. */
  categories: { id: number; slug: string; name: Localized }[];
  options: { slug: string; name: Localized; type: 'default' | 'color'; values: { slug: string; name: Localized; color: string | null }[] }[];
  /** The product type's attribute groups, in order, with this product's values. */
  specification: { slug: string; name: Localized; attributes: { slug: string; name: Localized; values: Localized[] }[] }[];
  /** Attributes the store marked as featured (shown beside the price). */
  featuredAttributes: { slug: string; name: Localized; values: Localized[] }[];
  interchange: { kind: 'oem' | 'aftermarket' | 'superseded'; brandName: string; number: string }[];
};

/** The whole product for its page, or null when no product has this slug. */
export async function productBySlug(slug: string, database: Database = db()): Promise<ProductDetail | null> {
  if (!isSlugKey(slug)) return null;
  const [row] = await database
    .select({
      id: products.id,
      slug: products.slug,
      sku: products.sku,
      partNumber: products.partNumber,
      name: products.name,
      excerpt: products.excerpt,
      description: products.description,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      stock: products.stock,
      stockStatus: products.stockStatus,
      rating: products.rating,
      reviewsCount: products.reviewsCount,
      badges: products.badges,
      compatibility: products.compatibility,
      tags: products.tags,
      productTypeId: products.productTypeId,
      categoryId: products.categoryId,
      brandSlug: brands.slug,
      brandName: brands.name,
      countryCode: countries.code,
      countryName: countries.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(countries, eq(countries.code, brands.countryCode))
    .where(and(eq(products.slug, slug), isPublished))
    .limit(1);
  if (!row) return null;

  const [images, crumbs, options, values, attrs, groups, interchange, tagNames] = await Promise.all([
    database.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, row.id)).orderBy(asc(productImages.position), asc(productImages.id)),
    database.execute<{ id: number; slug: string; name: Localized }>(sql`
      SELECT c.id, c.slug, c.name FROM categories c, categories leaf
      WHERE leaf.id = ${row.categoryId} AND (leaf.path LIKE '%/' || c.id || '/%' OR c.id = leaf.id)
      ORDER BY c.depth, c.id`),
    database.select({ id: productOptions.id, slug: productOptions.slug, name: productOptions.name, type: productOptions.type }).from(productOptions).where(eq(productOptions.productId, row.id)).orderBy(asc(productOptions.position), asc(productOptions.id)),
    database
      .select({ optionId: productOptionValues.optionId, slug: productOptionValues.slug, name: productOptionValues.name, color: productOptionValues.color })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(eq(productOptions.productId, row.id))
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    database
      .select({ attributeId: attributes.id, slug: attributes.slug, name: attributes.name, value: attributeValues.name, featured: productAttributes.featured })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributes.valueId))
      .where(eq(productAttributes.productId, row.id))
      .orderBy(asc(attributes.id), asc(attributeValues.id)),
    row.productTypeId === null
      ? Promise.resolve([])
      : database
          .select({ slug: attributeGroups.slug, name: attributeGroups.name, attributeId: attributeGroupAttributes.attributeId })
          .from(attributeGroups)
          .innerJoin(attributeGroupAttributes, eq(attributeGroupAttributes.groupId, attributeGroups.id))
          .where(eq(attributeGroups.productTypeId, row.productTypeId))
          .orderBy(asc(attributeGroups.position), asc(attributeGroups.id), asc(attributeGroupAttributes.position)),
    database.select({ kind: productInterchange.kind, brandName: productInterchange.brandName, number: productInterchange.number }).from(productInterchange).where(eq(productInterchange.productId, row.id)).orderBy(asc(productInterchange.kind), asc(productInterchange.id)),
    row.tags.length ? database.select({ slug: tags.slug, name: tags.name }).from(tags).where(inArray(tags.slug, row.tags)) : Promise.resolve([]),
  ]);

  const byAttribute = new Map<number, { slug: string; name: Localized; values: Localized[]; featured: boolean }>();
  for (const a of attrs) {
    const entry = byAttribute.get(a.attributeId) ?? { slug: a.slug, name: a.name, values: [], featured: false };
    entry.values.push(a.value);
    entry.featured ||= a.featured;
    byAttribute.set(a.attributeId, entry);
  }
  const specification: ProductDetail['specification'] = [];
  for (const g of groups) {
    const attribute = byAttribute.get(g.attributeId);
    if (!attribute) continue;
    let group = specification.find((s) => s.slug === g.slug);
    if (!group) specification.push((group = { slug: g.slug, name: g.name, attributes: [] }));
    group.attributes.push({ slug: attribute.slug, name: attribute.name, values: attribute.values });
  }

  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    partNumber: row.partNumber,
    name: row.name,
    excerpt: row.excerpt,
    description: row.description,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    stock: row.stock,
    stockStatus: row.stockStatus,
    rating: Number(row.rating) || 0,
    reviewsCount: row.reviewsCount,
    badges: PRODUCT_BADGES.filter((b) => row.badges.includes(b)),
    compatibility: row.compatibility,
    tags: namedTags(row.tags, tagNames),
    images: images.map((i) => i.url),
    brand: row.brandSlug && row.brandName ? { slug: row.brandSlug, name: row.brandName, country: row.countryCode && row.countryName ? { code: row.countryCode, name: row.countryName } : null } : null,
    categories: crumbs.rows.map((c) => ({ id: Number(c.id), slug: c.slug, name: c.name })),
    options: options.map((o) => ({
      slug: o.slug,
      name: o.name,
      type: o.type,
      values: values.filter((v) => v.optionId === o.id).map((v) => ({ slug: v.slug, name: v.name, color: v.color })),
    })),
    specification,
    featuredAttributes: [...byAttribute.values()].filter((a) => a.featured).map(({ slug, name, values: v }) => ({ slug, name, values: v })),
    interchange,
  };
}

// ---- Reviews ----

export type Review = { id: number; date: string; author: string; avatar: string | null; rating: number; content: string };
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
  const [{ total }] = (await database.select({ total: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.productId, productId))) as [{ total: number }];
  const pages = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), pages);
  const rows = await database
    .select({ id: reviews.id, createdAt: reviews.createdAt, author: reviews.author, avatar: reviews.avatar, rating: reviews.rating, content: reviews.content })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(...REVIEW_ORDER[sort])
    .limit(limit)
    .offset((current - 1) * limit);
  return {
    items: rows.map((r) => ({ id: r.id, date: r.createdAt.toISOString(), author: r.author, avatar: r.avatar, rating: r.rating, content: r.content })),
    page: current,
    pages,
    total,
    sort,
    limit,
  };
}

// ---- Fitment ----

/** Whether the product is listed for the vehicle (compatibility 'list'). */
export async function fitsVehicle(productId: number, vehicleId: number, database: Database = db()): Promise<boolean> {
  const rows = await database
    .select({ one: sql`1` })
    .from(productFitment)
    .where(and(eq(productFitment.productId, productId), eq(productFitment.vehicleId, vehicleId)))
    .limit(1);
  return rows.length > 0;
}

/** Every vehicle the product is listed for. */
export async function compatibleVehicles(productId: number, database: Database = db()): Promise<FitVehicle[]> {
  return database
    .select({ id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine })
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
  fit: { status: FitStatus; vehicle: Vehicle | null };
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
  const [reviewsResult, compatible, vehicle, fits, analogs, related] = await Promise.all([
    productReviews(product.id, { page: reviewsPage, sort }, database),
    product.compatibility === 'list' ? compatibleVehicles(product.id, database) : Promise.resolve([]),
    vehicleId === null ? Promise.resolve(null) : vehicleById(vehicleId, database),
    vehicleId === null || product.compatibility !== 'list' ? Promise.resolve(false) : fitsVehicle(product.id, vehicleId, database),
    analogProducts(product, 10, database),
    relatedProducts(product, 10, database),
  ]);
  // A cookie naming a vehicle that no longer exists counts as no vehicle.
  const status = fitStatus(product.compatibility, vehicle?.id ?? null, fits);
  return { product, reviews: reviewsResult, compatible, fit: { status, vehicle }, analogs, related };
}
