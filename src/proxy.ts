import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { listingUrlError } from './features/catalog/query-string';
import { shopDemoFrom } from './features/demos/model';
import { routing } from './i18n/routing';
import { refuseForeignAction } from './server/state-change';

const intl = createMiddleware(routing);

// Locale routing (next-intl), and one status: a page cannot choose its own status code (only
// notFound() and friends), so a listing URL with an invalid filter, sort, page, limit, cursor or
// search is recognised here with the parse function the page and the JSON API use. The page still
// renders, in the site layout, the translated message of the same error; this makes the answer a
// 400 instead of a 200 (a rewrite keeps the status it is given). Redirects are left alone. The
// listing demos (/demo/shop/shop-list...) are the same listing page, so they answer the same way.
// A server action posted from another site is refused here with 403 (see refuseForeignAction).
export default function proxy(request: NextRequest) {
  const foreign = refuseForeignAction(request);
  if (foreign) return foreign;
  const response = intl(request);
  const rendersPage = response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
  const { pathname, searchParams } = request.nextUrl;
  const demo = DEMO_PATH.exec(pathname)?.[1];
  const listingPath = demo && shopDemoFrom(demo)?.kind === 'listing' ? '/catalog/products' : pathname;
  if (!rendersPage || !listingUrlError(listingPath, searchParams)) return response;
  return new NextResponse(null, { status: 400, headers: response.headers });
}

const DEMO_PATH = /^(?:\/[a-z]{2})?\/demo\/shop\/([^/]+)\/?$/;

export const config = {
  // Pages only: not the JSON API, the media files, Next's assets or anything with a file extension.
  matcher: '/((?!api|media|i18n|_next|_vercel|.*\\..*).*)',
};
