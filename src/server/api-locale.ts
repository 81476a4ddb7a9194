// The `?locale=` of the routes that answer in one language the caller names (the header menus'
// /api/departments and /api/demos). Apart from api-error.ts, which pages load too: only API routes
// load this, so its refusal's message id is not sent to the browser with every page
// (scripts/messages/client-ids.ts).
import { routing, isLocale, type Locale } from '@/i18n/routing';
import { apiError } from './api-error';

/** A route's required `?locale=`: the language it names, or the 400 that refuses anything else. */
export function localeQuery(request: Request): Locale | Response {
  const locale = new URL(request.url).searchParams.get('locale');
  if (isLocale(locale)) return locale;
  return apiError(request, 400, 'INVALID_PARAMETER', {
    param: 'locale',
    messageId: 'ERROR_PARAM_LOCALE',
    values: { values: routing.locales.join(', ') },
  });
}
