// The account's emailed links, pure: where a password reset link and an email verification link
// lead, how long they work, which language their email is in, and what the dashboard says after a
// verification link was opened. Better Auth makes the tokens and checks them (docs/adr/0007,
// addendum 2); these rules only place them on the shop's own pages, in the person's language.
import { isLocale, localePath, type Locale } from '@/i18n/routing';

/** A reset link works for an hour (Better Auth's resetPasswordTokenExpiresIn). */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** A verification link works for a day: it may wait in an inbox longer than a reset link. */
export const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;
/**
 * A reset request answers after at least this long, whether or not the email has an account: the
 * one path writes a token and an email, the other does not, and the difference must not show.
 */
export const RESET_REQUEST_FLOOR_MS = 400;

const RESET_PASSWORD_PATH = '/account/reset-password';

/** A Better Auth reset token (24 letters and digits today); anything else is no token at all. */
export const isResetToken = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(v);

/** The reset page in `locale`, as the reset request's redirectTo carries it. */
export const resetPagePath = (locale: Locale) => localePath(locale, RESET_PASSWORD_PATH);

/** The email's link: the shop's reset page with the token. */
export const resetLink = (origin: string, locale: Locale, token: string) =>
  `${origin}${resetPagePath(locale)}?token=${encodeURIComponent(token)}`;

/** Where a verification link lands: the dashboard in `locale`, saying the address is confirmed. */
export const verifiedCallback = (locale: Locale) => `${localePath(locale, '/account/dashboard')}?verified=1`;

/** The email's link: Better Auth's own /verify-email endpoint, on the shop's public origin. */
export const verificationLink = (origin: string, locale: Locale, token: string) =>
  `${origin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(verifiedCallback(locale))}`;

/** The language of a path of the shop ('/ar/account/…' is Arabic, an unprefixed path English); null for anything else. */
export function localeOfPath(path: string): Locale | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const first = path.split(/[/?#]/)[1] ?? '';
  if (isLocale(first)) return first;
  return first.length === 2 ? null : 'en';
}

/**
 * The language a Better Auth link was asked in: its callbackURL parameter is the page the request
 * named (redirectTo of a reset request, callbackURL of a sign-up or verification request). A bare
 * "/" (Better Auth's default when none was given) says nothing.
 */
export function localeOfAuthLink(url: string): Locale | null {
  try {
    // Relative when Better Auth has no base URL of its own (a server action's call without a request).
    const callback = new URL(url, 'http://axle.invalid').searchParams.get('callbackURL');
    if (!callback || callback === '/') return null;
    if (/^https?:\/\//.test(callback)) return localeOfPath(new URL(callback).pathname);
    return localeOfPath(callback);
  } catch {
    return null;
  }
}

/** The language cookie of a request (the one next-intl keeps), if any. */
export function localeOfCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = cookieHeader?.match(/(?:^|;\s*)NEXT_LOCALE=([a-z]{2})(?:;|$)/)?.[1];
  return isLocale(value) ? value : null;
}

export type VerificationNotice = { tone: 'success' | 'error'; message: string };

/**
 * What the dashboard says after a verification link: `verified=1` when it worked; Better Auth adds
 * `error=TOKEN_EXPIRED` (or INVALID_TOKEN, USER_NOT_FOUND, INVALID_USER) to the same address when
 * it did not. Anything else in the query string is no notice.
 */
export function verificationNotice(query: Record<string, string | string[] | undefined>): VerificationNotice | null {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const error = one(query.error);
  if (error === 'TOKEN_EXPIRED') return { tone: 'error', message: 'ERROR_EMAIL_VERIFICATION_EXPIRED' };
  if (error) return { tone: 'error', message: 'ERROR_EMAIL_VERIFICATION_INVALID' };
  return one(query.verified) === '1' ? { tone: 'success', message: 'TEXT_EMAIL_VERIFIED' } : null;
}

const NOTICE_QUERY: Record<string, string> = {
  TEXT_EMAIL_VERIFIED: 'verified=1',
  ERROR_EMAIL_VERIFICATION_EXPIRED: 'error=TOKEN_EXPIRED',
  ERROR_EMAIL_VERIFICATION_INVALID: 'error=INVALID_TOKEN',
};

/** The dashboard's path with its notice, to come back to after signing in (only the query this file knows). */
export const dashboardWith = (notice: VerificationNotice | null) =>
  notice ? `/account/dashboard?${NOTICE_QUERY[notice.message]}` : '/account/dashboard';
