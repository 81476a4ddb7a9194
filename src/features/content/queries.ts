import 'server-only';
import { db } from '@/db/client';
import { cachedRows, catalogVersion } from '@/features/catalog/facet-cache';
import type { Localized } from '@/db/schema/common';
import { currentSettings } from '@/features/settings/queries';
import { chosenCurrency, currencyList } from '@/server/currency';
import { formatPrice } from '@/i18n/currency';
import { homeFeatures as configuredFeatures, homeSlides as configuredSlides } from '@/seed/data/store';
import { categoryHref } from '@/routes';
import {
  localizedWithShopFacts,
  type BrandCard,
  type CategoryLink,
  type HomeFeature,
  type HomeSlide,
  type PopularCategory,
  type PostCard,
} from './model';

/**
 * The store's slides (seed/data/store.ts), each linking to its department, whose name describes the
 * picture. A slide whose department is missing links to the whole catalog.
 */
export async function homeSlides(database = db()): Promise<HomeSlide[]> {
  const { rows } = await database.$client.query<{ slug: string; name: Localized; layout: CategoryLink['layout'] }>(
    `SELECT slug, name, layout FROM categories WHERE type = 'shop' AND parent_id IS NULL AND slug = ANY($1::text[])`,
    [configuredSlides.map((s) => s.department)],
  );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return configuredSlides.map((s) => {
    const department = bySlug.get(s.department);
    return {
      slug: s.slug,
      title: s.title,
      text: s.text,
      cta: s.cta,
      href: department ? categoryHref(department) : '/catalog',
      eyebrow: department?.name,
      imageAlt: department?.name,
    };
  });
}

/** The promises of the features strip (seed/data/store.ts), with the free-delivery threshold of the settings. */
export async function homeFeatures(): Promise<HomeFeature[]> {
  const amount = await freeShippingAmount();
  return configuredFeatures.flatMap((f) => {
    const text = localizedWithShopFacts(f.text, amount);
    return text ? [{ ...f, text }] : [];
  });
}

/** The free-delivery threshold in the shopper's currency, or null when shipping is never free. */
export async function freeShippingAmount(): Promise<string | null> {
  const [{ shipping }, currencies] = await Promise.all([currentSettings(), currencyList()]);
  if (shipping.freeFrom === null) return null;
  const code = await chosenCurrency(currencies);
  return formatPrice(shipping.freeFrom, currencies.find((c) => c.code === code) ?? currencies[0]!);
}

/** The newest published blog posts, newest first. */
export async function latestPosts(limit: number, database = db()): Promise<PostCard[]> {
  const { rows } = await database.$client.query<{
    id: number;
    slug: string;
    title: Localized;
    excerpt: Localized;
    image: string | null;
    author: string;
    published_at: Date;
  }>(
    `SELECT id, slug, title, excerpt, image, author, published_at
       FROM blog_posts
      WHERE published_at <= now()
      ORDER BY published_at DESC, id DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.image,
    author: r.author,
    publishedAt: r.published_at.toISOString(),
  }));
}

/**
 * Brands with a logo, the ones with the most products first. Counting them reads every product (0.2 s
 * at 1,000,000), so the answer is kept until the catalogue version changes (a product's brand is
 * part of it), like the facet counts.
 */
export async function homeBrands(limit: number, database = db()): Promise<BrandCard[]> {
  const rows = await cachedRows<{ slug: string; name: string; image: string | null; products_count: number }>(
    database,
    await catalogVersion(database),
    `SELECT b.slug, b.name, b.image, count(p.id)::int AS products_count
       FROM brands b
       LEFT JOIN products p ON p.brand_id = b.id AND p.visibility = 'published'
      WHERE b.image IS NOT NULL
      GROUP BY b.id
      ORDER BY products_count DESC, b.name
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name, image: r.image, productsCount: r.products_count }));
}

/**
 * Shop departments in the store owner's order, each with its image, item count and its `childLimit`
 * largest subcategories (the ones that have products).
 */
export async function popularCategories(limit: number, childLimit = 5, database = db()): Promise<PopularCategory[]> {
  const { rows } = await database.$client.query<{
    id: number;
    slug: string;
    name: Localized;
    image: string | null;
    layout: CategoryLink['layout'];
    items_count: number;
    children: CategoryLink[] | null;
  }>(
    `SELECT d.id, d.slug, d.name, d.image, d.layout, d.items_count,
            (SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'layout', c.layout, 'itemsCount', c.items_count)
                             ORDER BY c.items_count DESC, c.position, c.id)
               FROM (SELECT * FROM categories s
                      WHERE s.parent_id = d.id AND s.items_count > 0
                      ORDER BY s.items_count DESC, s.position, s.id
                      LIMIT $2) c) AS children
       FROM categories d
      WHERE d.type = 'shop' AND d.parent_id IS NULL
      ORDER BY d.position, d.id
      LIMIT $1`,
    [limit, childLimit],
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    image: r.image,
    layout: r.layout,
    itemsCount: r.items_count,
    children: r.children ?? [],
  }));
}

/** The store in numbers, for the about page: products, brands, vehicles with fitment, categories. */
export async function storeStats(database = db()) {
  const { rows } = await database.$client.query<{ products: number; brands: number; vehicles: number; categories: number }>(
    `SELECT (SELECT count(*)::int FROM products WHERE visibility = 'published') AS products,
            (SELECT count(*)::int FROM brands) AS brands,
            (SELECT count(*)::int FROM vehicles) AS vehicles,
            (SELECT count(*)::int FROM categories WHERE type = 'shop') AS categories`,
  );
  return rows[0] ?? { products: 0, brands: 0, vehicles: 0, categories: 0 };
}
