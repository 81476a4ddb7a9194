import 'server-only';
// The site map: the specification's public pages, the blog and its posts, shop departments and
// brands' product lists, each in the three languages (English without a prefix) with hreflang
// alternates. Products are left to the catalog's listings: a large catalog would exceed the
// 50,000-URL limit of one file.
import type { MetadataRoute } from 'next';
import { db } from '@/db/client';
import { locales, type Locale } from '@/i18n/routing';
import { BLOG_HREF, blogPostHref, categoryHref } from './model';

const STATIC_PATHS = ['/', '/catalog', '/catalog/products', '/about-us', '/contact-us', '/terms', '/faq', BLOG_HREF];

const localized = (origin: string, path: string, locale: Locale) => `${origin}${locale === 'en' ? '' : `/${locale}`}${path === '/' && locale !== 'en' ? '' : path}`;

export async function sitemapEntries(origin: string, database = db()): Promise<MetadataRoute.Sitemap> {
  const [posts, departments] = await Promise.all([
    database.$client.query<{ slug: string; published_at: Date }>('SELECT slug, published_at FROM blog_posts WHERE published_at <= now() ORDER BY published_at DESC'),
    database.$client.query<{ slug: string; layout: 'categories' | 'products' }>(`SELECT slug, layout FROM categories WHERE type = 'shop' AND depth <= 1 ORDER BY path`),
  ]);
  const entry = (path: string, lastModified?: Date, priority = 0.5): MetadataRoute.Sitemap[number] => ({
    url: localized(origin, path, 'en'),
    lastModified,
    priority,
    alternates: { languages: Object.fromEntries(locales.map((l) => [l, localized(origin, path, l)])) },
  });
  return [
    ...STATIC_PATHS.map((p) => entry(p, undefined, p === '/' ? 1 : 0.7)),
    ...departments.rows.map((c) => entry(categoryHref(c), undefined, 0.6)),
    ...posts.rows.map((p) => entry(blogPostHref(p.slug), p.published_at, 0.4)),
  ];
}
