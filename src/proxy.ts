import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Pages only: not the JSON API, the media files, Next's assets or anything with a file extension.
  matcher: '/((?!api|media|i18n|_next|_vercel|.*\\..*).*)',
};
