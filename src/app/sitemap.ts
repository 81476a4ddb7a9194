import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { sitemapEntries } from '@/features/content/sitemap';

// Read at request time: the list follows the database, and the host the shop is served under.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await siteOrigin());
}

async function siteOrigin() {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  return `${h.get('x-forwarded-proto') ?? 'http'}://${host}`;
}
