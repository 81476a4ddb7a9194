import 'server-only';
// JSON answers of the vehicles API: `{ error: { code, message, param? } }` with a translated message.
// Route handlers have no locale in their path, so the page's language comes as `?locale=` (the
// finder sends it) or from the NEXT_LOCALE cookie, else English.
import { NextResponse, type NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';

export function requestLocale(request: NextRequest): Locale {
  const asked = request.nextUrl.searchParams.get('locale') ?? request.cookies.get('NEXT_LOCALE')?.value;
  return isLocale(asked) ? asked : 'en';
}


export async function apiError(
  request: NextRequest,
  status: 400 | 401 | 404,
  code: string,
  messageId: string,
  values: Record<string, string | number> = {},
  param?: string,
  extra: Record<string, unknown> = {},
) {
  const locale = requestLocale(request);
  const t = createTranslator({ locale, messages: messagesFor(locale) });
  const message = t(messageId as never, values as never);
  return NextResponse.json({ ...extra, error: { code, message, ...(param ? { param } : {}) } }, { status });
}

/** Cascade lists change only when the catalogue is re-imported: let browsers and CDNs keep them briefly. */
export const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
