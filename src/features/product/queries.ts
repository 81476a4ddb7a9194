import 'server-only';
// Reads of one product: everything its page and the quick view show of the product itself. What
// the page shows around it (reviews, the vehicles it fits, the carousels) is product-page.ts.
//
// Decisions:
// - Localised texts travel as { en, ru, ar } objects, so one answer serves the page in any
//   language and the quick-view JSON can be rendered by the client in the shopper's language.
// - Tags are slugs on the product (the carousels match on them); the page shows each by its name in
//   the `tags` table, in the page's language (model.namedTags).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
  productImages,
  productInterchange,
  productOptions,
  productOptionValues,
  products,
  tags,
  type Localized,
} from '@/db/schema';
import { PRODUCT_BADGES, type ProductBadge } from '@/features/catalog/queries';
import type { Compatibility } from '@/features/vehicles/model';
import { namedTags, type NamedTag } from './model';

type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';

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
  options: {
    slug: string;
    name: Localized;
    type: 'default' | 'color';
    values: { slug: string; name: Localized; color: string | null }[];
  }[];
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
    database
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    database.execute<{ id: number; slug: string; name: Localized }>(sql`
      SELECT c.id, c.slug, c.name FROM categories c, categories leaf
      WHERE leaf.id = ${row.categoryId} AND (leaf.path LIKE '%/' || c.id || '/%' OR c.id = leaf.id)
      ORDER BY c.depth, c.id`),
    database
      .select({ id: productOptions.id, slug: productOptions.slug, name: productOptions.name, type: productOptions.type })
      .from(productOptions)
      .where(eq(productOptions.productId, row.id))
      .orderBy(asc(productOptions.position), asc(productOptions.id)),
    database
      .select({
        optionId: productOptionValues.optionId,
        slug: productOptionValues.slug,
        name: productOptionValues.name,
        color: productOptionValues.color,
      })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(eq(productOptions.productId, row.id))
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    database
      .select({
        attributeId: attributes.id,
        slug: attributes.slug,
        name: attributes.name,
        value: attributeValues.name,
        featured: productAttributes.featured,
      })
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
    database
      .select({ kind: productInterchange.kind, brandName: productInterchange.brandName, number: productInterchange.number })
      .from(productInterchange)
      .where(eq(productInterchange.productId, row.id))
      .orderBy(asc(productInterchange.kind), asc(productInterchange.id)),
    row.tags.length
      ? database.select({ slug: tags.slug, name: tags.name }).from(tags).where(inArray(tags.slug, row.tags))
      : Promise.resolve([]),
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
    brand:
      row.brandSlug && row.brandName
        ? {
            slug: row.brandSlug,
            name: row.brandName,
            country: row.countryCode && row.countryName ? { code: row.countryCode, name: row.countryName } : null,
          }
        : null,
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

/** A purchase option as the cart, the checkout and the comparison read it: names only, no swatches. */
export type PurchaseOption = { slug: string; name: Localized; values: { slug: string; name: Localized }[] };

/** Each product's purchase options with their values, in the product form's order (a product without any is absent). */
export async function purchaseOptionsOf(database: Database, productIds: number[]): Promise<Map<number, PurchaseOption[]>> {
  const byProduct = new Map<number, PurchaseOption[]>();
  if (!productIds.length) return byProduct;
  const rows = await database
    .select({
      productId: productOptions.productId,
      slug: productOptions.slug,
      name: productOptions.name,
      valueSlug: productOptionValues.slug,
      valueName: productOptionValues.name,
    })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(inArray(productOptions.productId, productIds))
    .orderBy(asc(productOptions.position), asc(productOptions.id), asc(productOptionValues.position), asc(productOptionValues.id));
  for (const r of rows) {
    const options = byProduct.get(r.productId) ?? [];
    if (!byProduct.has(r.productId)) byProduct.set(r.productId, options);
    let option = options.find((o) => o.slug === r.slug);
    if (!option) options.push((option = { slug: r.slug, name: r.name, values: [] }));
    option.values.push({ slug: r.valueSlug, name: r.valueName });
  }
  return byProduct;
}
