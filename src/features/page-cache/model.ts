// The page cache: which page requests share one rendered answer, and which answers may be shared.
//
// Rendering a page costs 25-80 ms of one core (the site frame, the listing, the product), while its
// queries take 2-4 ms: on two cores that caps a page at about 30 answers a second. Yet a page's HTML
// is the same for every anonymous shopper who asks for the same address with the same language,
// currency and vehicle cookies: so our server (scripts/serve.ts) keeps each such answer for a few
// seconds, like a front-end micro-cache, and the next shopper gets it without a render.
//
// A signed-in shopper shares those copies too: the catalogue pages do not draw the shopper (the
// header learns who is signed in in the browser, from /api/account/me), so their session cookie and
// the signed-in hint are left out of the key. A page that does draw the shopper (the account area,
// checkout, sign-in, the admin) reads the session, which marks its answer as personal, and so does a
// page opened by a secret link (server/personal-render.ts): that answer is never kept, whoever asked.
//
// Safe by construction: only document GETs of pages, never the RSC payloads, server actions or the
// JSON API; a request carrying any cookie other than those (the visitor's orders, anything unknown)
// is rendered for itself, and so is a session without its hint or a hint without its session (the
// render repairs the hint); only a 200 HTML answer that sets no cookie (but the language one, which
// follows from the key) and read no session is kept. A price, catalogue or owner's settings change
// empties the cache at once (the catalogue version, as the facet cache does); stock, reviews and
// content show within the cache's seconds; a reload that asks for a fresh copy (Cache-Control:
// no-cache) renders.
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { LOCALE_COOKIE, routing } from '@/i18n/routing';
import { CURRENCY_COOKIE } from '@/i18n/currency';
import { VEHICLE_COOKIE } from '@/features/vehicles/model';
import { SIGNED_IN_COOKIE, isAuthCookie, signedInHintRepair } from '@/features/account/model';

/** The cookies a page's HTML may depend on for an anonymous shopper: they are part of the key. */
const SHARED_PAGE_COOKIES: readonly string[] = [LOCALE_COOKIE, CURRENCY_COOKIE, VEHICLE_COOKIE];

const DEFAULT_PAGE_CACHE_SECONDS = 10;
const MAX_PAGE_CACHE_SECONDS = 3600;

type Headers = Record<string, string | number | string[] | undefined>;
export type PageRequest = { method?: string; url?: string; headers: Headers };

const header = (headers: Headers, name: string): string => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : String(v ?? '');
};

/** What the proxy renders: not the API, media, Next's assets, or anything with a file extension. */
const NOT_A_PAGE = /^\/(?:api|media|i18n|_next|_vercel)(?:\/|$)|\.[^/]*$/;

/** The cookies of a Cookie header, by name; null when it cannot be read. */
export function parseCookies(raw: string): Map<string, string> | null {
  const cookies = new Map<string, string>();
  for (const part of raw.split(';')) {
    const item = part.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    if (eq <= 0) return null;
    cookies.set(item.slice(0, eq).trim(), item.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The language the locale routing picks from an Accept-Language header: next-intl's own rule, with
 * its own two libraries (negotiator orders the header's languages by quality, intl-localematcher
 * matches them to the shop's locales, longest first), and the default language when none fits.
 * Pages read the header only through this choice, so the key holds the choice: browsers write the
 * same wish in countless ways ("en-US,en;q=0.9", "en-GB,en;q=0.8,de;q=0.5"), and each spelling
 * would otherwise be a page rendered again.
 */
export function routedLocale(acceptLanguage: string): string {
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage || undefined } }).languages();
  try {
    const longestFirst = [...routing.locales].sort((a, b) => b.length - a.length);
    const matched = match(languages, longestFirst, routing.defaultLocale);
    return routing.locales.find((l) => l.toLowerCase() === matched.toLowerCase()) ?? routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}

/**
 * The encoding Next's compression gives a request (its bundled `compression`: gzip, else deflate,
 * else none; deflate only when gzip is refused), chosen with the same negotiator. Browsers write
 * the same wish many ways ("gzip, deflate, br", "gzip, deflate, br, zstd", "br, gzip"): the key
 * holds the outcome, and an answer is kept only if it came in the encoding this names, so a copy
 * always goes to a browser that asked for its encoding.
 */
export function answerEncoding(acceptEncoding: string): string {
  const accepts = new Negotiator({ headers: { 'accept-encoding': acceptEncoding || undefined } });
  let method = accepts.encoding(['gzip', 'deflate', 'identity']);
  if (method === 'deflate' && accepts.encoding(['gzip'])) method = accepts.encoding(['gzip', 'identity']);
  return method ?? 'identity';
}

/** A cookie of a signed-in shopper that no shareable page reads: the session and the hint. */
const isSignedInCookie = (name: string) => name === SIGNED_IN_COOKIE || isAuthCookie(name);

/** Whether a request carries a session: its answer is kept only if the render did not read it. */
export const carriesSession = (req: PageRequest) => [...(parseCookies(header(req.headers, 'cookie'))?.keys() ?? [])].some(isAuthCookie);

/**
 * The key under which this request's answer is shared, or null when it must be rendered for
 * itself. Everything a page reads from the request is in the key: the address (path and query),
 * the host and scheme it names in links, the language the browser's Accept-Language routes to, the
 * encoding its Accept-Encoding gets (the cached bytes are compressed), and the three shared cookies. A signed-in
 * shopper's session and hint are not: a page that reads the session is never kept.
 */
export function pageCacheKey(req: PageRequest): string | null {
  if (req.method !== 'GET' || !req.url?.startsWith('/')) return null;
  const h = req.headers;
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  if (NOT_A_PAGE.test(path) || (q >= 0 && /(?:^|&)_rsc=/.test(req.url.slice(q + 1)))) return null;
  if (
    h.rsc !== undefined ||
    h['next-action'] !== undefined ||
    h['next-router-prefetch'] !== undefined ||
    h['next-router-state-tree'] !== undefined
  )
    return null;
  if (/no-cache|no-store|max-age=0/.test(header(h, 'cache-control')) || /no-cache/.test(header(h, 'pragma'))) return null;
  const cookies = parseCookies(header(h, 'cookie'));
  if (!cookies) return null;
  const names = [...cookies.keys()];
  if (names.some((name) => !SHARED_PAGE_COOKIES.includes(name) && !isSignedInCookie(name))) return null;
  if (signedInHintRepair(names) !== null) return null;
  return [
    req.url,
    header(h, 'host'),
    header(h, 'x-forwarded-host'),
    header(h, 'x-forwarded-proto'),
    routedLocale(header(h, 'accept-language')),
    answerEncoding(header(h, 'accept-encoding')),
    ...SHARED_PAGE_COOKIES.map((name) => cookies.get(name) ?? ''),
  ].join('\n');
}

/**
 * Whether an answer may be given to other shoppers: a whole 200 HTML page in the encoding its key
 * names (answerEncoding) that sets no cookie but the language one. That one the locale routing sets from the address, the Accept-Language header
 * and the language cookie sent, all of them in the key: every request with the key gets it.
 */
export function isShareableAnswer(status: number, headers: Headers, encoding: string): boolean {
  if (status !== 200) return false;
  if ((header(headers, 'content-encoding') || 'identity') !== encoding) return false;
  const setCookie = headers['set-cookie'];
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  if (cookies.some((c) => !c.startsWith(`${LOCALE_COOKIE}=`))) return false;
  return header(headers, 'content-type').startsWith('text/html');
}

/** AXLE_PAGE_CACHE_SECONDS as seconds to keep a page: 0 turns the cache off; unset or invalid, the default. */
export function pageCacheSeconds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PAGE_CACHE_SECONDS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PAGE_CACHE_SECONDS ? n : DEFAULT_PAGE_CACHE_SECONDS;
}

/** Headers that belong to one connection or one moment, not to the page: never replayed. */
export const UNSHARED_HEADERS: ReadonlySet<string> = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-axle-cache',
  'age',
]);
