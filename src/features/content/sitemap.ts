import 'server-only';
// The site map: the specification's public pages, every shop category, the products and the blog
// posts, each in the three languages (English without a prefix) with hreflang alternates.
// One file holds at most 50,000 URLs, so it lists the first SITEMAP_MAX_PRODUCTS products (by id);
// a larger catalog's other products stay reachable through the category listings, which it lists.
import type { MetadataRoute } from 'next';
import { db } from '@/db/client';
import { locales, type Locale } from '@/i18n/routing';
import { categoryHref } from '@/routes';
import { BLOG_HREF, blogPostHref } from './model';

const STATIC_PATHS = ['/', '/catalog', '/catalog/products', '/about-us', '/contact-us', '/terms', '/faq', BLOG_HREF];

/** Leaves room under the 50,000-URL limit of one file for the pages, categories and posts. */
const SITEMAP_MAX_PRODUCTS = 45_000;

const localized = (origin: string, path: string, locale: Locale) =>
  `${origin}${locale === 'en' ? '' : `/${locale}`}${path === '/' && locale !== 'en' ? '' : path}`;

export async function sitemapEntries(origin: string, database = db()): Promise<MetadataRoute.Sitemap> {
  const [posts, categories, products] = await Promise.all([
    database.$client.query<{ slug: string; published_at: Date }>(
      'SELECT slug, published_at FROM blog_posts WHERE published_at <= now() ORDER BY published_at DESC',
    ),
    database.$client.query<{ slug: string; layout: 'categories' | 'products' }>(
      `SELECT slug, layout FROM categories WHERE type = 'shop' ORDER BY path`,
    ),
    database.$client.query<{ slug: string }>(`SELECT slug FROM products WHERE visibility = 'published' ORDER BY id LIMIT $1`, [
      SITEMAP_MAX_PRODUCTS,
    ]),
  ]);
  const entry = (path: string, lastModified?: Date, priority = 0.5): MetadataRoute.Sitemap[number] => ({
    url: localized(origin, path, 'en'),
    lastModified,
    priority,
    alternates: { languages: Object.fromEntries(locales.map((l) => [l, localized(origin, path, l)])) },
  });
  return [
    ...STATIC_PATHS.map((p) => entry(p, undefined, p === '/' ? 1 : 0.7)),
    ...categories.rows.map((c) => entry(categoryHref(c), undefined, 0.6)),
    ...products.rows.map((p) => entry(`/products/${encodeURIComponent(p.slug)}`, undefined, 0.5)),
    ...posts.rows.map((p) => entry(blogPostHref(p.slug), p.published_at, 0.4)),
  ];
}
