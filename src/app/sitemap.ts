import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { sitemapEntries } from '@/features/content/sitemap';
import { requestOrigin } from '@/server/site-origin';

// Read at request time: the list follows the database, and the host the shop is served under.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(requestOrigin(await headers()));
}
