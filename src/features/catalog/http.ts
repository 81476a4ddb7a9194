import 'server-only';
// The catalog's JSON API answers: data, or `{ error: { code, message, param? } }` with a translated
// message and a 4xx. Route handlers have no locale in their path: `?locale=` or the NEXT_LOCALE
// cookie picks the language of the message, else English.
import { NextResponse, type NextRequest } from 'next/server';
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';
import type { QueryError } from './query-string';

export function requestLocale(request: NextRequest): Locale {
  const asked = request.nextUrl.searchParams.get('locale') ?? request.cookies.get('NEXT_LOCALE')?.value;
  return isLocale(asked) ? asked : 'en';
}

export function errorResponse(request: NextRequest, status: 400 | 404, code: string, error: Omit<QueryError, 'messageId'> & { messageId: string }) {
  const locale = requestLocale(request);
  const t = createTranslator({ locale, messages: messagesFor(locale) });
  const message = t(error.messageId as never, error.values as never);
  return NextResponse.json({ error: { code, message, param: error.param } }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** A thrown database or programming error still answers JSON, never an HTML error page. */
export function internalError(e: unknown) {
  console.error('[catalog api]', e);
  return NextResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }, { status: 500 });
}
