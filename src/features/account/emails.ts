import 'server-only';
// Better Auth's senders for the account's two link emails: each writes an outbox row (the mail
// feature sends it, retries it and keeps it for the admin) and wakes the worker. The token stays
// Better Auth's; the link is rebuilt on the shop's public origin (siteUrl), so an email written
// while serving an internal address still opens the public shop. The outbox key is a digest of the
// token, never the token: a replayed request adds nothing, and the key column reveals nothing.
import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import { siteUrl } from '@/config';
import { enqueueMail, mailKey, wakeMailer, type LinkMailData } from '@/features/mail';
import type { Locale } from '@/i18n/routing';
import {
  localeOfAuthLink,
  localeOfCookie,
  RESET_TOKEN_SECONDS,
  resetLink,
  VERIFICATION_TOKEN_SECONDS,
  verificationLink,
} from './email-links';

/** What Better Auth hands its senders: the user, its own link and the token in it. */
export type AuthLinkEmail = { user: { email: string; firstName?: unknown }; url: string; token: string };

const digest = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 24);

const firstName = (user: AuthLinkEmail['user']) => (typeof user.firstName === 'string' ? user.firstName.trim() : '');

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * The email's language: the page the request came from (the link's callbackURL, which our forms
 * set), else the request's language cookie (a JSON client), else English.
 */
const emailLocale = (url: string, request?: Request): Locale =>
  localeOfAuthLink(url) ?? localeOfCookie(request?.headers.get('cookie')) ?? 'en';

async function enqueueLinkEmail(
  database: Database,
  kind: 'password-reset' | 'email-verification',
  to: string,
  locale: Locale,
  token: string,
  data: LinkMailData,
) {
  await enqueueMail(database, { kind, key: mailKey(kind, digest(token)), recipient: to, locale, data });
  wakeMailer();
}

/** emailAndPassword.sendResetPassword: the link opens the reset page in the request's language. */
export async function enqueuePasswordReset(database: Database, { user, url, token }: AuthLinkEmail, request?: Request): Promise<void> {
  const locale = emailLocale(url, request);
  await enqueueLinkEmail(database, 'password-reset', user.email, locale, token, {
    name: firstName(user),
    url: resetLink(siteUrl(), locale, token),
    expiresAt: inSeconds(RESET_TOKEN_SECONDS),
  });
}

/** emailVerification.sendVerificationEmail: Better Auth's verify link, landing on the dashboard. */
export async function enqueueEmailVerification(database: Database, { user, url, token }: AuthLinkEmail, request?: Request): Promise<void> {
  const locale = emailLocale(url, request);
  await enqueueLinkEmail(database, 'email-verification', user.email, locale, token, {
    name: firstName(user),
    url: verificationLink(siteUrl(), locale, token),
    expiresAt: inSeconds(VERIFICATION_TOKEN_SECONDS),
  });
}
