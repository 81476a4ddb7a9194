import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { requestOrigin } from '@/server/site-origin';

export const dynamic = 'force-dynamic';

// Private and transactional pages stay out of search engines; everything else is crawlable.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = requestOrigin(await headers());
  const privatePaths = ['/account/', '/cart', '/wishlist', '/compare', '/track-order', '/api/'];
  return {
    rules: { userAgent: '*', allow: '/', disallow: privatePaths.flatMap((p) => [p, `/ru${p}`, `/ar${p}`]) },
    sitemap: `${origin}/sitemap.xml`,
  };
}
