// Account feature: who the shopper is (sign in/up/out through Better Auth, sessions in the database),
// their profile, password and address book, the header account menu and the account area's pages.
// This file holds the pure rules: constants, the `next` redirect guard, rate-limit keys, the error
// codes shown to shoppers and the default-address rules of specification section 4.
import type { RateRule } from '@/features/rate-limits/model';

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;
export const REMEMBER_ME_DAYS = 30;
export const MAX_ADDRESSES = 50;

/** The signed-in shopper as the pages see it (phone is null when none was given). */
export type CurrentUser = { id: string; email: string; firstName: string; lastName: string; phone: string | null };

export const displayName = (u: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

export const initials = (u: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>) =>
  ((u.firstName[0] ?? '') + (u.lastName[0] ?? '')).toUpperCase() || (u.email[0] ?? '?').toUpperCase();

/**
 * Where to go after signing in: only a path of this site (one leading slash, no scheme, no
 * protocol-relative `//` or `/\` trick, no control characters); anything else goes to the dashboard.
 */
export function safeNext(next: unknown, fallback = '/account/dashboard'): string {
  if (typeof next !== 'string' || next.length > 2000) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://axle.invalid');
    if (url.origin !== 'http://axle.invalid') return fallback;
    if (url.pathname.replace(/^\/(ru|ar)(?=\/|$)/, '') === '/account/login') return fallback;
    const path = url.pathname + url.search + url.hash;
    // The normalised path is what the browser will follow: "/..//evil.example" normalises to
    // "//evil.example", another site. It must still be one path on this site.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
    if (new URL(path, 'http://axle.invalid').origin !== 'http://axle.invalid') return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** The login page's URL that brings the shopper back to `nextPath` afterwards. */
export const loginUrl = (nextPath: string) => `/account/login?next=${encodeURIComponent(safeNext(nextPath))}`;

// --- rate limits (kept in the rate_limits table, shared by every app instance) ---

/**
 * Sign-in counts failed attempts: 5 per account or 20 per address in 15 minutes lock further
 * attempts until the window passes. Sign-up counts every attempt: 3 per email, 20 per address an hour.
 * A password reset request and a verification email count every request, whether or not the email
 * has an account (the answer must not tell): 5 per email, 20 per address an hour. Each sends an
 * email, so the per-email key is what keeps someone's inbox from being flooded.
 */
export const LIMITS = {
  signIn: { account: { windowSeconds: 15 * 60, max: 5 }, address: { windowSeconds: 15 * 60, max: 20 } },
  signUp: { account: { windowSeconds: 60 * 60, max: 3 }, address: { windowSeconds: 60 * 60, max: 20 } },
  passwordReset: { account: { windowSeconds: 60 * 60, max: 5 }, address: { windowSeconds: 60 * 60, max: 20 } },
  verificationEmail: { account: { windowSeconds: 60 * 60, max: 5 }, address: { windowSeconds: 60 * 60, max: 20 } },
} as const satisfies Record<string, { account: RateRule; address: RateRule }>;

export type LimitKind = keyof typeof LIMITS;
export type LimitKeys = { account: string; address: string };

export const limitKeys = (kind: LimitKind, address: string, email: string): LimitKeys => ({
  account: `axle:${kind}:account:${email.trim().toLowerCase().slice(0, 254)}`,
  address: `axle:${kind}:address:${address}`,
});

// --- error codes (specification section 8) ---

export type AuthCode =
  | 'AUTH_WRONG_PASSWORD'
  | 'AUTH_INVALID_EMAIL'
  | 'AUTH_EMAIL_ALREADY_IN_USE'
  | 'AUTH_WEAK_PASSWORD'
  | 'AUTH_TOO_MANY_REQUESTS'
  | 'AUTH_UNKNOWN';

/** Better Auth's error codes, in the specification's words. Wrong email and wrong password answer alike. */
export function authCode(betterAuthCode: string | undefined, status?: number, message = ''): AuthCode {
  switch (betterAuthCode) {
    case 'VALIDATION_ERROR':
      // Its body schema refused a field; an email that fails its stricter check is the one we name.
      if (/email/i.test(message)) return 'AUTH_INVALID_EMAIL';
      break;
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'AUTH_WRONG_PASSWORD';
    case 'INVALID_EMAIL':
      return 'AUTH_INVALID_EMAIL';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'AUTH_EMAIL_ALREADY_IN_USE';
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return 'AUTH_WEAK_PASSWORD';
    case 'AUTH_TOO_MANY_REQUESTS':
      return 'AUTH_TOO_MANY_REQUESTS';
  }
  return status === 429 ? 'AUTH_TOO_MANY_REQUESTS' : 'AUTH_UNKNOWN';
}

// --- address default rules (section 4) ---

export type DefaultFlag = { id: number; isDefault: boolean };

/**
 * The address that must be default after a change, or null when the book is empty: the one that is
 * already default (the oldest, should there be two), else the first (oldest) remaining one. So adding
 * the first address makes it default and deleting the default promotes the first remaining address.
 */
export function nextDefault(addresses: readonly DefaultFlag[]): number | null {
  const byAge = [...addresses].sort((a, b) => a.id - b.id);
  return (byAge.find((a) => a.isDefault) ?? byAge[0])?.id ?? null;
}

/**
 * The signed-in hint: a cookie the browser's scripts can read (the session cookie cannot), saying
 * "this browser has a session" and naming it with a token that changes whenever what the header
 * shows of the shopper may have changed (sign-in, profile saved). Pages no longer draw the shopper on
 * the server (so a signed-in shopper's catalogue pages can come from the page cache): the header asks
 * `/api/account/me` when the hint is there and has changed, and a visitor's browser never asks.
 */
export const SIGNED_IN_COOKIE = 'axle_signed_in';

/** Better Auth's cookies (prefix `axle`, `__Secure-` when served over HTTPS): the session and its "not remembered" mark. */
export const isAuthCookie = (name: string) => /^(?:__Secure-)?axle\.(?:session_token|dont_remember)$/.test(name);

const SESSION_COOKIE = /^(__Secure-)?axle\.session_token$/;

/** The hint's cookie attributes: readable by the page's scripts, sent to every page, as long as a remembered session. */
export const signedInCookieOptions = (secure: boolean) => ({
  path: '/',
  sameSite: 'lax' as const,
  httpOnly: false,
  secure,
  maxAge: REMEMBER_ME_DAYS * 86_400,
});

/** A new value for the hint: it proves nothing, so it need not be secret, only different from the last one. */
export const newSignedInToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * What a response should do to the hint, from the names of the cookies the request sent: a session
 * without the hint gets one (a sign-in the shop's own forms did not make, such as a verification
 * link's), secure when the session cookie is; a hint without a session is cleared (the session
 * cookie expired or was removed).
 */
export function signedInHintRepair(cookieNames: readonly string[]): { set: { secure: boolean } } | 'clear' | null {
  const session = cookieNames.map((name) => SESSION_COOKIE.exec(name)).find((m) => m !== null);
  const hint = cookieNames.includes(SIGNED_IN_COOKIE);
  if (session && !hint) return { set: { secure: session[1] !== undefined } };
  return !session && hint ? 'clear' : null;
}
