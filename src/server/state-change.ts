// Requests that change something (place an order, save a vehicle, post a review) must come from the
// shop's own pages. A browser names the page a request comes from in `Origin` (and marks it with
// `Sec-Fetch-Site`): another site's page posting to us, even as a "simple" text/plain form that
// needs no preflight, is refused with 403. A request with neither header did not come from a browser
// page (a script, a test, a server) and cannot carry a shopper's cookies by accident; it passes.
// Bodies must also be declared JSON: a form post cannot then smuggle JSON in as text/plain (415).
import { trustedProxyCount } from '@/features/rate-limits/model';
import { apiError } from './api-error';
import { forwardedEntry } from './site-origin';

/** The hosts this request may come from: its own Host, and the forwarded host behind trusted proxies. */
function ownHosts(headers: Headers, requestUrl: string): Set<string> {
  const hosts = new Set<string>([new URL(requestUrl).host]);
  const host = headers.get('host');
  if (host) hosts.add(host);
  const forwarded = forwardedEntry(headers.get('x-forwarded-host'), trustedProxyCount(process.env.AXLE_TRUSTED_PROXIES));
  if (forwarded) hosts.add(forwarded);
  return hosts;
}

/** True when a browser says this request comes from another site's page. */
export function crossSiteRequest(headers: Headers, requestUrl: string): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return !ownHosts(headers, requestUrl).has(new URL(origin).host);
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not one of our pages.
    return true;
  }
}

/** The origins of the shop as this request reached it: what a page of ours sends as `Origin`. */
export const ownOrigins = (request: Request): string[] =>
  [...ownHosts(request.headers, request.url)].flatMap((h) => [`http://${h}`, `https://${h}`]);

const isJson = (headers: Headers) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(headers.get('content-type') ?? '');

const refusal = (request: Request, status: 403 | 415, code: string) => apiError(request, status, code);

/** The refusal for a state-changing request from another site or without a JSON body; null to go on. */
export function refuseStateChange(request: Request): Response | null {
  if (crossSiteRequest(request.headers, request.url)) return refusal(request, 403, 'ERROR_API_FOREIGN_ORIGIN');
  if (request.method !== 'DELETE' && !isJson(request.headers)) return refusal(request, 415, 'ERROR_API_JSON_REQUIRED');
  return null;
}

/**
 * The refusal for a server action (a POST naming `Next-Action`) posted from another site's page; null
 * to go on. Next refuses such a call itself, but by throwing, which answers 500; this answers first.
 */
export function refuseForeignAction(request: Request): Response | null {
  const action = request.method === 'POST' && request.headers.has('next-action');
  return action && crossSiteRequest(request.headers, request.url) ? refusal(request, 403, 'ERROR_API_FOREIGN_ORIGIN') : null;
}
