// The shop's public address for the absolute links a page writes (the site map, robots.txt, a
// product's canonical address and structured data): the owner's SITE_URL or BETTER_AUTH_URL when
// set; otherwise the address this request reached — its Host, or, behind the proxies the owner
// declares (AXLE_TRUSTED_PROXIES), the host and scheme the outermost of them received. A client's
// own X-Forwarded-* headers are never believed without those proxies.
import { trustedProxyCount } from '@/features/rate-limits/model';

/** The entry of a comma-separated X-Forwarded-* header that the outermost trusted proxy wrote. */
export function forwardedEntry(value: string | null | undefined, proxies: number): string | undefined {
  if (!value || proxies < 1) return undefined;
  const chain = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - proxies)];
}

/** The origin (scheme://host) a page's absolute links use. */
export function requestOrigin(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim() || env.BETTER_AUTH_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const proxies = trustedProxyCount(env.AXLE_TRUSTED_PROXIES);
  const host = forwardedEntry(headers.get('x-forwarded-host'), proxies) ?? headers.get('host') ?? `localhost:${env.PORT || 3000}`;
  const scheme = forwardedEntry(headers.get('x-forwarded-proto'), proxies)?.toLowerCase() === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}
