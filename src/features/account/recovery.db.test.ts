// Integration: password reset and email verification through Better Auth's own endpoints, with the
// outbox as their sender, on both test databases. Reset links open the reset page, work once and
// expire; a request answers alike (body, status, time) for an unknown email and writes nothing for
// it; a reset ends the account's sessions; verification attaches visitor orders billed to the
// address only once it is verified; a new profile email is unverified and gets its own link.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { plainProductInStock } from '../../../tests/integration/fixtures';
import type { Database } from '@/db/client';
import { siteUrl } from '@/config';
import { mailOutbox, orders, sessions, users } from '@/db/schema';
import { mailData } from '@/features/mail/model';
import { placeOrder } from '@/features/checkout/service';
import { CLIENT_ADDRESS_HEADER } from '@/features/rate-limits/model';
import { handleAuthRequest } from './api';
import { LIMITS } from './model';
import { RESET_REQUEST_FLOOR_MS, verificationNotice, verifiedCallback } from './email-links';
import { getAuth } from './auth';
import { updateProfile } from './queries';
import { requestReset, resetTokenOwner, resetWithToken, sendVerificationLink } from './recovery';

vi.mock('server-only', () => ({}));

const BASE = 'http://localhost:3000/api/auth';
const newEmail = () => `reset-${randomUUID()}@axle.example`;
const ip = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

type Answer = { status: number; body: string; cookie: string; location: string | null; ms: number };

/** One request to /api/auth, as a browser of the shop sends it. */
async function call(database: Database, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  const headers: Record<string, string> = { origin: 'http://localhost:3000', 'x-forwarded-for': ip(), ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await handleAuthRequest(
    new Request(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    database,
  );
  const ms = performance.now() - started;
  // The cookies a browser would send back: name=value of each Set-Cookie.
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body: await res.text(), cookie, location: res.headers.get('location'), ms };
}

const signUp = async (database: Database, email: string, password = 'secret-123', extra: Record<string, string> = {}) => {
  const answer = await call(database, '/sign-up/email', { email, password }, extra);
  expect(answer.status).toBe(200);
  return { id: (JSON.parse(answer.body) as { user: { id: string } }).user.id, cookie: answer.cookie };
};
const signIn = (database: Database, email: string, password: string) => call(database, '/sign-in/email', { email, password });

/** Headers of a server action: the shopper's address as our server sets it, and their cookies. */
const actionHeaders = (cookie = '') => new Headers({ [CLIENT_ADDRESS_HEADER]: ip(), ...(cookie ? { cookie } : {}) });

describeEachDatabase('password reset and email verification', (database) => {
  let productId = 0;
  beforeAll(async () => {
    productId = await plainProductInStock(database(), 60, 500);
  });

  const emailsTo = (recipient: string, kind: 'password-reset' | 'email-verification') =>
    database()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
      .orderBy(mailOutbox.id);
  /** The link of the newest email of `kind` to `recipient`. */
  const linkTo = async (recipient: string, kind: 'password-reset' | 'email-verification') => {
    const rows = await emailsTo(recipient, kind);
    return new URL(mailData(kind, rows.at(-1)!.data)!.url);
  };
  const resetToken = async (email: string) => (await linkTo(email, 'password-reset')).searchParams.get('token')!;
  const visitorOrder = async (email: string) => {
    const r = await placeOrder(
      {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 1 }],
        billingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          country: 'GB',
          address1: '12 St James Square',
          city: 'London',
          postcode: 'SW1Y 4JH',
          email,
          phone: '+44 20 7946 0000',
        },
        payment: 'bank',
        acceptTerms: true,
      },
      null,
      database(),
    );
    if (!r.ok) throw new Error(`order refused: ${r.code}`);
    return r.order.number;
  };
  const ownerOf = async (number: string) =>
    (await database().select({ userId: orders.userId }).from(orders).where(eq(orders.number, number)))[0]!.userId;
  const verifiedOf = async (id: string) => (await database().select({ v: users.emailVerified }).from(users).where(eq(users.id, id)))[0]!.v;

  it('emails a link that opens the reset page in the request’s language, works once, and ends the old password', async () => {
    const email = newEmail();
    await signUp(database(), email, 'old-secret-1');
    const asked = await call(database(), '/request-password-reset', { email, redirectTo: '/ar/account/reset-password' });
    expect(asked.status).toBe(200);

    const [mail] = await emailsTo(email, 'password-reset');
    expect(mail).toMatchObject({ locale: 'ar', status: 'pending' });
    const link = await linkTo(email, 'password-reset');
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl()}/ar/account/reset-password`);
    const token = link.searchParams.get('token')!;
    // The outbox's key is a digest: the token itself is only in the email.
    expect(mail!.key).not.toContain(token);
    expect(mailData('password-reset', mail!.data)!.expiresAt).toBeTruthy();
    // The page the link opens finds the account behind the token.
    expect((await resetTokenOwner(token, database()))?.email).toBe(email);

    expect((await call(database(), '/reset-password', { token, newPassword: 'new-secret-1' })).status).toBe(200);
    expect((await signIn(database(), email, 'new-secret-1')).status).toBe(200);
    expect((await signIn(database(), email, 'old-secret-1')).status).toBe(401);
    // Single use: the same link again changes nothing.
    expect(await resetTokenOwner(token, database())).toBeNull();
    expect((await call(database(), '/reset-password', { token, newPassword: 'third-secret' })).status).toBe(400);
    expect((await signIn(database(), email, 'third-secret')).status).toBe(401);
  });

  it('refuses an expired link, and a malformed or unknown one, without an error page', async () => {
    const email = newEmail();
    await signUp(database(), email, 'old-secret-2');
    await call(database(), '/request-password-reset', { email, redirectTo: '/account/reset-password' });
    const token = await resetToken(email);
    expect((await linkTo(email, 'password-reset')).pathname).toBe('/account/reset-password');
    await database().execute(
      sql`UPDATE verifications SET expires_at = now() - interval '1 second' WHERE identifier = ${`reset-password:${token}`}`,
    );
    expect(await resetTokenOwner(token, database())).toBeNull();
    expect(await resetWithToken(token, 'new-secret-2', actionHeaders(), database())).toEqual({ ok: false, reason: 'invalid-token' });
    expect((await call(database(), '/reset-password', { token, newPassword: 'new-secret-2' })).status).toBe(400);
    expect((await signIn(database(), email, 'new-secret-2')).status).toBe(401);
    for (const bad of ['', 'x', 'A'.repeat(24), '../../../etc', 'a'.repeat(500)]) {
      expect(await resetTokenOwner(bad, database())).toBeNull();
      expect(await resetWithToken(bad, 'new-secret-2', actionHeaders(), database())).toEqual({ ok: false, reason: 'invalid-token' });
    }
  });

  it('answers an unknown email exactly like a known one, in the same time, and writes nothing for it', async () => {
    const known = newEmail();
    const unknown = newEmail();
    await signUp(database(), known);
    const a = await call(database(), '/request-password-reset', { email: known });
    const b = await call(database(), '/request-password-reset', { email: unknown });
    expect([b.status, b.body]).toEqual([a.status, a.body]);
    // Both wait for the same floor, so the extra token and email of a known one do not show.
    expect(a.ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    expect(b.ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    expect(Math.abs(a.ms - b.ms)).toBeLessThan(150);
    expect(await emailsTo(unknown, 'password-reset')).toHaveLength(0);
    expect(await emailsTo(known, 'password-reset')).toHaveLength(1);
    // The server action's path answers alike too.
    expect(await requestReset(unknown, 'ru', actionHeaders(), database())).toBe('sent');
    expect(await requestReset(known, 'ru', actionHeaders(), database())).toBe('sent');
    expect(await emailsTo(unknown, 'password-reset')).toHaveLength(0);
    const [, fromAction] = await emailsTo(known, 'password-reset');
    expect(fromAction!.locale).toBe('ru');
    expect(new URL(mailData('password-reset', fromAction!.data)!.url).pathname).toBe('/ru/account/reset-password');
  });

  // At once, as from a script: the limit holds under concurrency (one at a time, each answer's floor made it 12 s).
  it('limits reset requests per email (known or not) and per address, also when they arrive at once', async () => {
    const atOnce = async (count: number, ask: () => Promise<string>) => {
      const answers = await Promise.all(Array.from({ length: count }, () => ask()));
      return { sent: answers.filter((a) => a === 'sent').length, refused: answers.filter((a) => a === 'too-many').length };
    };
    for (const email of [newEmail(), newEmail()]) {
      if (email.length % 2) await signUp(database(), email);
      const max = LIMITS.passwordReset.account.max;
      expect(await atOnce(max + 1, () => requestReset(email, 'en', actionHeaders(), database()))).toEqual({ sent: max, refused: 1 });
      expect(await requestReset(email, 'en', actionHeaders(), database()), 'once the limit is reached').toBe('too-many');
    }
    const from = new Headers({ [CLIENT_ADDRESS_HEADER]: ip() });
    const max = LIMITS.passwordReset.address.max;
    expect(await atOnce(max + 1, () => requestReset(newEmail(), 'en', from, database()))).toEqual({ sent: max, refused: 1 });
  });

  it('ends every session of the account and signs the person in with the new password', async () => {
    const email = newEmail();
    const first = await signUp(database(), email, 'old-secret-3');
    const second = await signIn(database(), email, 'old-secret-3');
    const sessionsOf = async () =>
      (await database().select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, first.id))).map((s) => s.token);
    const before = await sessionsOf();
    expect(before).toHaveLength(2);

    expect(await requestReset(email, 'en', actionHeaders(), database())).toBe('sent');
    const outcome = await resetWithToken(await resetToken(email), 'new-secret-3', actionHeaders(second.cookie), database());
    expect(outcome).toEqual({ ok: true, signedIn: true });
    const after = await sessionsOf();
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
    // The old cookies are signed out.
    for (const cookie of [first.cookie, second.cookie])
      expect(JSON.parse((await call(database(), '/get-session', undefined, { cookie })).body)).toBeNull();
  });

  it('attaches visitor orders billed to the address only once it is verified', async () => {
    const email = newEmail();
    const before = await visitorOrder(email);
    const someoneElse = await visitorOrder(newEmail());
    const user = await signUp(database(), email, 'secret-123', { cookie: 'NEXT_LOCALE=ru' });
    // Signing up sends the link (in the language of the browser, for a JSON client).
    const [mail] = await emailsTo(email, 'email-verification');
    expect(mail).toMatchObject({ locale: 'ru', status: 'pending' });
    const link = await linkTo(email, 'email-verification');
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl()}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/ru/account/dashboard?verified=1');

    // Unverified: signing in without the browser's order cookie attaches nothing.
    expect((await signIn(database(), email, 'secret-123')).status).toBe(200);
    expect(await ownerOf(before)).toBeNull();
    expect(await verifiedOf(user.id)).toBe(false);

    // A forged link changes nothing and lands on the dashboard with Better Auth's error.
    const forged = await call(
      database(),
      `/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/ru/account/dashboard?verified=1')}`,
    );
    expect(forged.status).toBe(302);
    const landing = new URL(forged.location!, 'http://localhost');
    expect(verificationNotice(Object.fromEntries(landing.searchParams))).toEqual({
      tone: 'error',
      message: 'ERROR_EMAIL_VERIFICATION_INVALID',
    });
    expect(await verifiedOf(user.id)).toBe(false);

    const opened = await call(database(), `${link.pathname.replace('/api/auth', '')}${link.search}`);
    expect([opened.status, opened.location]).toEqual([302, '/ru/account/dashboard?verified=1']);
    expect(await verifiedOf(user.id)).toBe(true);
    expect(await ownerOf(before)).toBe(user.id);
    expect(await ownerOf(someoneElse)).toBeNull();

    // Later visitor orders with that address join at the next sign-in, from any browser.
    const later = await visitorOrder(email.toUpperCase());
    expect(await ownerOf(later)).toBeNull();
    expect((await signIn(database(), email, 'secret-123')).status).toBe(200);
    expect(await ownerOf(later)).toBe(user.id);
  });

  it('sends the sign-up form’s link in the language of its page', async () => {
    const email = newEmail();
    const auth = await getAuth(database());
    await auth.api.signUpEmail({
      body: { email, password: 'secret-123', name: '', firstName: '', lastName: '', callbackURL: verifiedCallback('ar') },
      headers: actionHeaders(),
    });
    const [mail] = await emailsTo(email, 'email-verification');
    expect(mail!.locale).toBe('ar');
    expect((await linkTo(email, 'email-verification')).searchParams.get('callbackURL')).toBe('/ar/account/dashboard?verified=1');
  });

  it('makes a changed profile email unverified and sends its link to the new address', async () => {
    const email = newEmail();
    const user = await signUp(database(), email);
    await database().update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const profile = { firstName: 'Ivan', lastName: 'Petrov', phone: '' };

    // The same address in another case is no change.
    expect((await updateProfile(user.id, { ...profile, email: email.toUpperCase().toLowerCase() }, database())).emailChanged).toBe(false);
    expect(await verifiedOf(user.id)).toBe(true);

    const next = newEmail();
    expect((await updateProfile(user.id, { ...profile, email: next }, database())).emailChanged).toBe(true);
    expect(await verifiedOf(user.id)).toBe(false);
    expect(await sendVerificationLink(next, 'ar', actionHeaders(user.cookie), database())).toBe('sent');
    const [mail] = await emailsTo(next, 'email-verification');
    expect(mail).toMatchObject({ locale: 'ar', recipient: next });
    expect(mailData('email-verification', mail!.data)!.name).toBe('Ivan');

    // The old address's link no longer verifies anything; the new one does.
    const old = await linkTo(email, 'email-verification');
    const stale = await call(database(), `${old.pathname.replace('/api/auth', '')}${old.search}`);
    expect(stale.location).toMatch(/error=/);
    expect(await verifiedOf(user.id)).toBe(false);
    const fresh = await linkTo(next, 'email-verification');
    expect((await call(database(), `${fresh.pathname.replace('/api/auth', '')}${fresh.search}`)).location).toBe(
      '/ar/account/dashboard?verified=1',
    );
    expect(await verifiedOf(user.id)).toBe(true);
    // Verified now: "send again" says so instead of sending.
    expect(await sendVerificationLink(next, 'ar', actionHeaders(user.cookie), database())).toBe('already-verified');
  });
});
