import 'server-only';
// Password reset and email verification through Better Auth's own endpoints (auth.api), for the
// forms' server actions: each call answers one of a few outcomes the forms turn into message ids.
// Taking the database as an argument keeps them testable on both test databases.
//
// - A reset request answers 'sent' whether or not the email has an account (Better Auth's
//   /request-password-reset answers alike; our after hook evens out the time, auth.ts).
// - A reset reads the token's user before spending it, so the person can be signed in with the new
//   password at once; every other session of the account has ended (revokeSessionsOnPasswordReset).
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { db as appDb, type Database } from '@/db/client';
import { users } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { getAuth } from './auth';
import { authCode } from './model';
import { isResetToken, resetPagePath, verifiedCallback } from './email-links';
import { log } from '@/server/log';

const codeOf = (e: unknown) => (e instanceof APIError ? (e.body as { code?: string } | undefined)?.code : undefined);
const tooMany = (e: unknown) => e instanceof APIError && authCode(codeOf(e), e.statusCode) === 'AUTH_TOO_MANY_REQUESTS';
const logFailure = (what: string, e: unknown) => log.error({ error: e instanceof Error ? e.message : e }, `[account] ${what} failed`);

/** The account a reset token belongs to while it is unused and unexpired; null otherwise. */
export async function resetTokenOwner(token: unknown, database: Database = appDb()): Promise<{ id: string; email: string } | null> {
  if (!isResetToken(token)) return null;
  // Better Auth's own lookup: it knows how the identifier is stored (reset-password:<token>).
  const context = await (await getAuth(database)).$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!found || found.expiresAt < new Date()) return null;
  const [user] = await database.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, found.value));
  return user ?? null;
}

export type ResetRequestOutcome = 'sent' | 'too-many' | 'failed';

/** Asks Better Auth to email a reset link (reset page in `locale`); 'sent' for an unknown email too. */
export async function requestReset(
  email: string,
  locale: Locale,
  headers: Headers,
  database: Database = appDb(),
): Promise<ResetRequestOutcome> {
  const auth = await getAuth(database);
  try {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: resetPagePath(locale) }, headers });
    return 'sent';
  } catch (e) {
    if (tooMany(e)) return 'too-many';
    // Better Auth's stricter email check refusing an address ours let through: no account can have
    // it, so the answer is the same as for any unknown email.
    if (codeOf(e) === 'VALIDATION_ERROR') return 'sent';
    logFailure('reset request', e);
    return 'failed';
  }
}

export type ResetOutcome = { ok: true; signedIn: boolean } | { ok: false; reason: 'invalid-token' | 'weak-password' | 'failed' };

/**
 * Sets a new password with an emailed token, then signs the person in with it (the session cookie
 * goes out with the server action's answer). A missing, used or expired token is 'invalid-token'.
 */
export async function resetWithToken(
  token: string,
  newPassword: string,
  headers: Headers,
  database: Database = appDb(),
): Promise<ResetOutcome> {
  const owner = await resetTokenOwner(token, database);
  if (!owner) return { ok: false, reason: 'invalid-token' };
  const auth = await getAuth(database);
  try {
    await auth.api.resetPassword({ body: { newPassword, token }, headers });
  } catch (e) {
    const code = codeOf(e);
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { ok: false, reason: 'invalid-token' };
    if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return { ok: false, reason: 'weak-password' };
    logFailure('password reset', e);
    return { ok: false, reason: 'failed' };
  }
  try {
    await auth.api.signInEmail({ body: { email: owner.email, password: newPassword, rememberMe: true }, headers });
    return { ok: true, signedIn: true };
  } catch (e) {
    // The password is changed; only the automatic sign-in failed (e.g. the sign-in limit): the
    // person signs in on the login page.
    logFailure('sign-in after reset', e);
    return { ok: true, signedIn: false };
  }
}

export type VerificationOutcome = 'sent' | 'already-verified' | 'too-many' | 'failed';

/**
 * Sends the signed-in person (session in `headers`) a new link to verify `email`, their account's
 * current address; the link lands on the dashboard in `locale`.
 */
export async function sendVerificationLink(
  email: string,
  locale: Locale,
  headers: Headers,
  database: Database = appDb(),
): Promise<VerificationOutcome> {
  const auth = await getAuth(database);
  try {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: verifiedCallback(locale) }, headers });
    return 'sent';
  } catch (e) {
    if (tooMany(e)) return 'too-many';
    if (codeOf(e) === 'EMAIL_ALREADY_VERIFIED') return 'already-verified';
    logFailure('verification email', e);
    return 'failed';
  }
}
