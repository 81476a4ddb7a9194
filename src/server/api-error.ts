// The shop's one JSON error answer, for every API route: `{ error: { code, message, param? } }` with
// its 4xx/5xx status and the message translated, never cached. Route handlers have no locale in
// their path, so the language is the one the caller names (a body's `locale`, else `?locale=`, which
// the shop's own pages send), else the page language the NEXT_LOCALE cookie remembers, else the
// client's Accept-Language, else English.
import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';
import { errorSummary } from './error-summary';
import { log } from '@/server/log';

/** The language of an API answer (see the header); `asked` is what a JSON body named, if anything. */
export function apiLocale(request: Request, asked?: unknown): Locale {
  if (isLocale(asked)) return asked;
  const query = new URL(request.url).searchParams.get('locale');
  if (isLocale(query)) return query;
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([a-z]{2})(?:;|$)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (isLocale(cookie)) return cookie;
  const accepted = request.headers.get('accept-language')?.slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : 'en';
}

export type ApiErrorOptions = {
  /** The message id of the text; the code itself when the code is a message id. */
  messageId?: string;
  values?: Record<string, string | number>;
  /** The parameter or field at fault. */
  param?: string;
  /** Extra keys of the error object (the checkout's per-field list). */
  details?: Record<string, unknown>;
  /** Keys beside `error` in the body (a vehicle list's empty `vehicles`). */
  extra?: Record<string, unknown>;
  locale?: Locale;
  headers?: Record<string, string>;
};

/** The error answer; a code with no message of its own reads as itself. */
export function apiError(request: Request, status: number, code: string, options: ApiErrorOptions = {}): Response {
  const locale = options.locale ?? apiLocale(request);
  const messages = messagesFor(locale);
  const id = options.messageId ?? code;
  const message = id in messages ? createTranslator({ locale, messages })(id as never, options.values as never) : code;
  const error = { code, message, ...(options.param ? { param: options.param } : {}), ...options.details };
  return Response.json({ ...options.extra, error }, { status, headers: { 'Cache-Control': 'no-store', ...options.headers } });
}

/** A thrown database or programming error still answers JSON (logged without the query's parameters, never shown), not an HTML error page. */
export function apiInternalError(request: Request, area: string, e: unknown): Response {
  log.error({ error: errorSummary(e) }, `[${area} api]`);
  return apiError(request, 500, 'INTERNAL_ERROR', { messageId: 'ERROR_API_INTERNAL' });
}
