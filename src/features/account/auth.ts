import 'server-only';
// Better Auth, configured for Axle: email + password, argon2id hashes, sessions in PostgreSQL, the
// Drizzle adapter on the tables of src/db/schema/accounts.ts, sign-in/sign-up limits in rate_limits.
// After a successful sign-in or sign-up, the visitor orders this browser placed for the account's
// email join the account (orders/queries.ts attachVisitorOrders; docs/adr/0007). Password reset and
// email verification are Better Auth's own flows, with the outbox as their sender (emails.ts): once
// an email is verified, every visitor order billed to it joins the account, at verification and at
// each later sign-in (attachVerifiedEmailOrders; docs/adr/0007, second addendum).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { and, eq } from 'drizzle-orm';
import { authBaseUrl } from '@/config';
import { db as appDb, type Database } from '@/db/client';
import { accounts, rateLimits, sessions, users, verifications } from '@/db/schema';
import { attachVerifiedEmailOrders, attachVisitorOrders } from '@/features/orders/queries';
import { VISITOR_ORDERS_COOKIE, parseOrderTokens } from '@/features/orders/model';
import { hashPassword, verifyPassword } from './password';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/features/rate-limits/model';
import { ownOrigins } from '@/server/state-change';
import {
  limitKeys,
  LIMITS,
  MAX_PASSWORD,
  MIN_PASSWORD,
  newSignedInToken,
  REMEMBER_ME_DAYS,
  SIGNED_IN_COOKIE,
  signedInCookieOptions,
  type LimitKind,
} from './model';
import { consumeLimit, refundLimit } from './rate-limit';
import { enqueueEmailVerification, enqueuePasswordReset } from './emails';
import { RESET_REQUEST_FLOOR_MS, RESET_TOKEN_SECONDS, VERIFICATION_TOKEN_SECONDS } from './email-links';
import { log } from '@/server/log';

const SECRET_ID = 'axle:auth-secret';

/** The endpoints our own limits guard, each with its rule (model.ts LIMITS). */
const LIMITED: Record<string, LimitKind> = {
  '/sign-in/email': 'signIn',
  '/sign-up/email': 'signUp',
  '/request-password-reset': 'passwordReset',
  '/send-verification-email': 'verificationEmail',
};

/**
 * When each reset request began, by its call's context (one object per call, shared by the before
 * and after hooks), so the after hook can hold the answer until RESET_REQUEST_FLOOR_MS has passed.
 */
const resetRequestStarted = new WeakMap<object, number>();

/**
 * The signing secret: BETTER_AUTH_SECRET when set; otherwise one generated on first start and kept
 * in the database (verifications table), so every app instance on the same database signs alike.
 */
async function authSecret(database: Database): Promise<string> {
  const fromEnv = process.env.BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const read = async () =>
    (await database.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, SECRET_ID)).limit(1))[0]
      ?.value;
  const existing = await read();
  if (existing) return existing;
  await database
    .insert(verifications)
    .values({ id: SECRET_ID, identifier: SECRET_ID, value: randomBytes(32).toString('hex'), expiresAt: new Date('9999-12-31T00:00:00Z') })
    .onConflictDoNothing();
  return (await read())!;
}

function buildAuth(database: Database, secret: string) {
  return betterAuth({
    appName: 'Axle',
    secret,
    // BETTER_AUTH_URL, else SITE_URL (config.ts authBaseUrl); unset, the address each request reached.
    baseURL: authBaseUrl(),
    // The shop's address is the one each request reached (Host, or X-Forwarded-Host behind the
    // trusted proxies): its pages may call the JSON endpoints whatever name the shop is served
    // under; any other site's origin is refused. The base URL, when set, is trusted as well.
    trustedOrigins: (request) => (request ? ownOrigins(request) : []),
    logger: { log: authLog },
    database: drizzleAdapter(database, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      autoSignIn: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      // Better Auth makes the single-use token (verifications: identifier reset-password:<token>,
      // value the user id), checks and spends it; we only write the email.
      sendResetPassword: (data, request) => enqueuePasswordReset(database, data, request),
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    // An unverified account works (no requireEmailVerification); verifying only lets the visitor
    // orders billed to the address join the account.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: (data, request) => enqueueEmailVerification(database, data, request),
      afterEmailVerification: (user) => claimVerifiedEmailOrders(user, database),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        phone: { type: 'string', required: false, defaultValue: '', input: false },
      },
    },
    // "Remember me" keeps the session this long; without it the cookie lasts the browser session
    // and the database session a day. Cookie caching is off so a revoked session ends at once.
    session: { expiresIn: REMEMBER_ME_DAYS * 86_400, updateAge: 86_400, cookieCache: { enabled: false } },
    advanced: {
      cookiePrefix: 'axle',
      useSecureCookies: secureCookies(),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Our server's own address header first (see rate-limits/model.ts); a bare Next server's
      // single-entry X-Forwarded-For after it.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER, 'x-forwarded-for'] },
    },
    // Better Auth's own per-path limiter guards the JSON endpoints under /api/auth; ours below adds
    // the per-account keys and also covers server actions, which call the API directly.
    // Its pruning drops rows older than its longest window: keep that at least as long as ours.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: LIMITS.signIn.address.windowSeconds, max: 30 },
        '/sign-up/email': { window: LIMITS.signUp.address.windowSeconds, max: LIMITS.signUp.address.max },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const kind = LIMITED[ctx.path];
        if (!kind) return;
        if (kind === 'passwordReset') resetRequestStarted.set(ctx.context, performance.now());
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
        const keys = limitKeys(kind, clientAddress(ctx.headers), email);
        const rule = LIMITS[kind];
        // Every attempt takes its allowance here, atomically, before the password is checked: 30
        // attempts at once cannot all pass a read-only check. Sign-in gives it back when the
        // password was right (after hook), so only failures count; sign-up counts every attempt.
        // Reset requests and verification emails count every request, for an unknown email too.
        const blocked = !(await consumeLimit(keys, rule, database));
        if (blocked) throw new APIError('TOO_MANY_REQUESTS', { message: 'Too many attempts', code: 'AUTH_TOO_MANY_REQUESTS' });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/request-password-reset') {
          // An unknown email answers at once and a known one writes a token and an email first: hold
          // every answer to the same floor so the time does not tell them apart.
          const started = resetRequestStarted.get(ctx.context);
          if (started !== undefined) await sleep(Math.max(0, RESET_REQUEST_FLOOR_MS - (performance.now() - started)));
          return;
        }
        const signedIn = ctx.context.newSession;
        // The browser's hint follows the session: a new one for a new session, none after signing out.
        if (signedIn) ctx.setCookie(SIGNED_IN_COOKIE, newSignedInToken(), signedInCookieOptions(secureCookies()));
        if (ctx.path === '/sign-out') ctx.setCookie(SIGNED_IN_COOKIE, '', { ...signedInCookieOptions(secureCookies()), maxAge: 0 });
        if (signedIn && (ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email')) {
          await claimVisitorOrders(signedIn.user, ctx.headers?.get('cookie') ?? null, database);
          // The cookie proves this browser's orders; a verified email proves the inbox, whatever browser.
          if (signedIn.user.emailVerified) await claimVerifiedEmailOrders(signedIn.user, database);
        }
        if (ctx.path !== '/sign-in/email') return;
        if (signedIn) {
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
          await refundLimit(limitKeys('signIn', clientAddress(ctx.headers), email), database);
        }
      }),
    },
    plugins: [nextCookies()],
  });
}

/** The visitor orders named by the browser's VISITOR_ORDERS_COOKIE join the account; never fails a sign-in. */
async function claimVisitorOrders(user: { id: string; email: string }, cookieHeader: string | null, database: Database) {
  const prefix = `${VISITOR_ORDERS_COOKIE}=`;
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
  const tokens = parseOrderTokens(raw);
  if (!tokens.length) return;
  try {
    await attachVisitorOrders(user, tokens, database);
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[account] visitor orders not attached');
  }
}

/** Every visitor order billed to a verified email joins its account; never fails a sign-in or a verification. */
async function claimVerifiedEmailOrders(user: { id: string; email: string; emailVerified: boolean }, database: Database) {
  try {
    await attachVerifiedEmailOrders(user, database);
  } catch (e) {
    log.error({ error: e instanceof Error ? e.message : e }, '[account] verified email orders not attached');
  }
}

/**
 * Better Auth's log lines, as it writes them, but for its warning that no base URL is set: without
 * SITE_URL or BETTER_AUTH_URL the shop takes each request's own address on purpose (the README's
 * settings; links in emails come from config.ts siteUrl), so that is no news at every start of every
 * server process. `npm start` says once what to set when a production database has no address.
 */
function authLog(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
  if (level === 'warn' && message.includes('Base URL is not set')) return;
  log[level](args.length ? { args } : {}, `[Better Auth] ${message}`);
}

/**
 * Secure cookies in production. Browsers accept them on http://localhost too; a shop served over
 * plain HTTP elsewhere says so with SITE_URL (or BETTER_AUTH_URL) http://... and gets non-Secure cookies.
 */
export const secureCookies = () => process.env.NODE_ENV === 'production' && !(authBaseUrl() ?? '').startsWith('http://');

export type Auth = ReturnType<typeof buildAuth>;

const instances = new Map<Database, Promise<Auth>>();

/** The auth instance of a database (the application's by default); one per database. */
export function getAuth(database: Database = appDb()): Promise<Auth> {
  let auth = instances.get(database);
  if (!auth) {
    auth = authSecret(database).then((secret) => buildAuth(database, secret));
    auth.catch(() => instances.delete(database));
    instances.set(database, auth);
  }
  return auth;
}

/** The credential account of a user (id + password hash), for tests and password checks. */
export async function credentialOf(userId: string, database: Database = appDb()) {
  const [row] = await database
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row ?? null;
}
