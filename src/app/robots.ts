import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';

export const dynamic = 'force-dynamic';

// Private and transactional pages stay out of search engines; everything else is crawlable.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const h = await headers();
  const origin = process.env.SITE_URL?.replace(/\/$/, '') ?? `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000'}`;
  const privatePaths = ['/account/', '/cart', '/wishlist', '/compare', '/track-order', '/api/'];
  return {
    rules: { userAgent: '*', allow: '/', disallow: privatePaths.flatMap((p) => [p, `/ru${p}`, `/ar${p}`]) },
    sitemap: `${origin}/sitemap.xml`,
  };
}
