import 'server-only';
// The signed-in shopper for server components, actions and route handlers: read from the session
// cookie through Better Auth (the session lives in the database), once per request.
import { cache } from 'react';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/routing';
import { markPersonal } from '@/server/personal-render';
import { getAuth } from './auth';
import { loginUrl, type CurrentUser } from './model';
import { log } from '@/server/log';

export type { CurrentUser } from './model';

type SessionUser = { id: string; email: string; firstName?: string | null; lastName?: string | null; phone?: string | null };

const toCurrentUser = (u: SessionUser): CurrentUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  phone: u.phone ? u.phone : null,
});

/**
 * The current session (user + session id), or null for a visitor. Cached per request. Whatever reads
 * it draws its answer for this shopper: the page cache never gives that answer to anyone else.
 */
const getCurrentSession = cache(async () => {
  markPersonal('session');
  const auth = await getAuth();
  try {
    const session = await auth.api.getSession({ headers: await headers() });
    return session ? { user: toCurrentUser(session.user), sessionId: session.session.id, token: session.session.token } : null;
  } catch (e) {
    // An unreadable or forged cookie is a visitor, not an error page.
    log.error({ error: e instanceof Error ? e.message : e }, '[account] session lookup failed');
    return null;
  }
});

/** The signed-in shopper, or null for a visitor. Cached per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => (await getCurrentSession())?.user ?? null);

/**
 * The signed-in shopper; a visitor is sent to the sign-in page (in the page's language) and comes
 * back to `nextPath` (a path without the language prefix, e.g. '/account/orders') after signing in.
 */
export async function requireUser(nextPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const locale = await getLocale();
  return redirect({ href: loginUrl(nextPath), locale: isLocale(locale) ? locale : 'en' });
}
