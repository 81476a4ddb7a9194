import createMiddleware from 'next-intl/middleware';
import { createTranslator } from 'next-intl';
import { NextResponse, type NextRequest } from 'next/server';
import { listingUrlError } from './features/catalog/query-string';
import { shopDemoFrom } from './features/demos/model';
import { SIGNED_IN_COOKIE, newSignedInToken, signedInCookieOptions, signedInHintRepair } from './features/account/model';
import { isLocale, routing } from './i18n/routing';
import { messagesFor } from './i18n/messages';
import { apiLocale } from './server/api-error';
import { unreadablePath } from './server/request-path';
import { refuseForeignAction } from './server/state-change';

const intl = createMiddleware(routing);

// Locale routing (next-intl), and one status: a page cannot choose its own status code (only
// notFound() and friends), so a listing URL with an invalid filter, sort, page, limit, cursor or
// search is recognised here with the parse function the page and the JSON API use. The page still
// renders, in the site layout, the translated message of the same error; this makes the answer a
// 400 instead of a 200 (a rewrite keeps the status it is given). Redirects are left alone. The
// listing demos (/demo/shop/shop-list...) are the same listing page, so they answer the same way.
// A server action posted from another site is refused here with 403 (see refuseForeignAction).
// A page address with an escape the shop cannot read ("/en/%E0%A4%A") is a 400 here, in the
// address's language: npm start's server refuses it before Next (scripts/serve.ts), but under a
// bare `next start` the framework's router would fail on it with a 500.
// The signed-in hint (account/model.ts) is repaired on a page's way: set when a session came
// without it, cleared when it outlived its session.
export default function proxy(request: NextRequest) {
  if (unreadablePath(new URL(request.url).pathname)) return unreadable(request);
  const foreign = refuseForeignAction(request);
  if (foreign) return foreign;
  return withSignedInHint(request, routed(request));
}

function routed(request: NextRequest) {
  const response = intl(request);
  const rendersPage = response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
  const { pathname, searchParams } = request.nextUrl;
  const demo = DEMO_PATH.exec(pathname)?.[1];
  const listingPath = demo && shopDemoFrom(demo)?.kind === 'listing' ? '/catalog/products' : pathname;
  if (!rendersPage || !listingUrlError(listingPath, searchParams)) return response;
  return new NextResponse(null, { status: 400, headers: response.headers });
}

function withSignedInHint(request: NextRequest, response: NextResponse) {
  // An action (a POST) is left alone: signing in or out sets the hint itself (account/auth.ts).
  if (request.method !== 'GET' && request.method !== 'HEAD') return response;
  const repair = signedInHintRepair(request.cookies.getAll().map((c) => c.name));
  if (repair === 'clear') response.cookies.delete(SIGNED_IN_COOKIE);
  else if (repair) response.cookies.set(SIGNED_IN_COOKIE, newSignedInToken(), signedInCookieOptions(repair.set.secure));
  return response;
}

function unreadable(request: NextRequest) {
  const prefix = new URL(request.url).pathname.split('/')[1];
  const locale = isLocale(prefix) ? prefix : apiLocale(request);
  const t = createTranslator({ locale, messages: messagesFor(locale) });
  return new NextResponse(`${t('ERROR_BAD_REQUEST' as never)}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale, 'Cache-Control': 'no-store' },
  });
}

const DEMO_PATH = /^(?:\/[a-z]{2})?\/demo\/shop\/([^/]+)\/?$/;

export const config = {
  // Pages only: not the JSON API, the media files, Next's assets or anything with a file extension.
  matcher: '/((?!api|media|i18n|_next|_vercel|.*\\..*).*)',
};
