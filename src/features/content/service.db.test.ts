// The newsletter subscription against a real PostgreSQL (both test databases): subscribing, the
// confirmation email and its link, unsubscribing, bad tokens and addresses, and the rate limits. The
// contact form is contact.db.test.ts.
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import type { LinkMailData } from '@/features/mail';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { NEWSLETTER_EMAIL_LIMIT, NEWSLETTER_LIMIT } from './model';
import { confirmSubscription, subscribe, subscriptionState, unsubscribe } from './service';

// The server-only guard throws outside a React server build; this module runs on the server here too.
vi.mock('server-only', () => ({}));

describeEachDatabase('newsletter subscription', (database) => {
  const client = () => `test-${randomUUID()}`;
  const ORIGIN = 'https://shop.example';
  const ask = (email: string, locale = 'en') => subscribe({ email, locale }, client(), database(), ORIGIN);
  const row = async (email: string) =>
    (
      await database().$client.query(
        'SELECT locale, token_hash, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = $1',
        [email],
      )
    ).rows[0];
  const confirmations = async (email: string) =>
    (
      await database().$client.query<{ key: string; locale: string; data: LinkMailData }>(
        "SELECT key, locale, data FROM mail_outbox WHERE kind = 'newsletter-confirmation' AND recipient = $1 ORDER BY id",
        [email],
      )
    ).rows;
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  /** Subscribes `email` and answers the token of the confirmation email it caused. */
  const subscribeAndRead = async (email: string, locale = 'en') => {
    expect((await ask(email, locale)).ok).toBe(true);
    const mails = await confirmations(email);
    return tokenOf(mails.at(-1)!.data.url);
  };
  const isSubscriber = async (email: string) => {
    const { rows } = await database().$client.query(
      'SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL',
      [email],
    );
    return rows.length === 1;
  };

  it('stores a valid address once, normalised, pending, and emails a confirm link in its language', async () => {
    const email = `Driver.${randomUUID()}@Example.com`;
    const lower = email.toLowerCase();
    expect(await subscribe({ email: `  ${email} `, locale: 'ar' }, client(), database(), ORIGIN)).toMatchObject({
      ok: true,
      email: lower,
      locale: 'ar',
    });
    expect(await row(lower)).toMatchObject({ locale: 'ar', confirmed_at: null, unsubscribed_at: null });
    expect(await isSubscriber(lower)).toBe(false);

    const [mail, ...more] = await confirmations(lower);
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('ar');
    const token = tokenOf(mail!.data.url);
    expect(mail!.data.url).toBe(`${ORIGIN}/ar/newsletter/confirm?token=${token}`);
    expect(mail!.data.unsubscribeUrl).toBe(`${ORIGIN}/ar/newsletter/unsubscribe?token=${token}`);
    expect(new Date(mail!.data.expiresAt!).getTime()).toBeGreaterThan(Date.now());
    // Neither the table nor the outbox's key holds the token itself, only its digest.
    const stored = await row(lower);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(mail!.key).toBe(`newsletter-confirmation:${stored.token_hash}`);
  });

  it('confirms with the emailed link, once; opening it again is harmless', async () => {
    const email = `confirm-${randomUUID()}@example.com`;
    const token = await subscribeAndRead(email);
    expect(await subscriptionState(token, database())).toBe('pending');
    expect(await confirmSubscription(token, database())).toBe('confirmed');
    const confirmedAt = (await row(email)).confirmed_at;
    expect(confirmedAt).toBeInstanceOf(Date);
    expect(await isSubscriber(email)).toBe(true);
    expect(await confirmSubscription(token, database())).toBe('confirmed');
    expect((await row(email)).confirmed_at).toEqual(confirmedAt);
    expect(await subscriptionState(token, database())).toBe('confirmed');
  });

  it('answers a confirmed address the same, without a new email', async () => {
    const email = `again-${randomUUID()}@example.com`;
    await confirmSubscription(await subscribeAndRead(email), database());
    expect(await ask(email.toUpperCase(), 'ru')).toEqual({ ok: true, email, locale: 'ru' });
    expect(await confirmations(email)).toHaveLength(1);
    expect(await row(email)).toMatchObject({ locale: 'en' });
    expect(await isSubscriber(email)).toBe(true);
  });

  it('sends a pending address a new link, which replaces the older one', async () => {
    const email = `pending-${randomUUID()}@example.com`;
    const first = await subscribeAndRead(email, 'en');
    const second = await subscribeAndRead(email, 'ru');
    expect(second).not.toBe(first);
    const mails = await confirmations(email);
    expect(mails.map((m) => m.locale)).toEqual(['en', 'ru']);
    expect(await confirmSubscription(first, database())).toBe('invalid');
    expect(await confirmSubscription(second, database())).toBe('confirmed');
    expect(await row(email)).toMatchObject({ locale: 'ru' });
  });

  it('unsubscribes with the emailed link, without signing in; again is harmless; a new subscription starts over', async () => {
    const email = `leave-${randomUUID()}@example.com`;
    const token = await subscribeAndRead(email);
    await confirmSubscription(token, database());
    expect(await unsubscribe(token, database())).toBe('unsubscribed');
    expect(await isSubscriber(email)).toBe(false);
    expect(await subscriptionState(token, database())).toBe('unsubscribed');
    expect(await unsubscribe(token, database())).toBe('unsubscribed');
    // The old confirm link does not undo the unsubscription.
    expect(await confirmSubscription(token, database())).toBe('invalid');
    expect(await isSubscriber(email)).toBe(false);

    const again = await subscribeAndRead(email);
    expect(await confirmations(email)).toHaveLength(2);
    expect(await row(email)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    expect(await confirmSubscription(again, database())).toBe('confirmed');
    expect(await isSubscriber(email)).toBe(true);
  });

  it('lets a pending address be unsubscribed, which its confirm link then cannot undo', async () => {
    const email = `never-${randomUUID()}@example.com`;
    const token = await subscribeAndRead(email);
    expect(await unsubscribe(token, database())).toBe('unsubscribed');
    expect(await confirmSubscription(token, database())).toBe('invalid');
    expect(await isSubscriber(email)).toBe(false);
  });

  it('refuses a wrong, malformed or expired token and changes nothing', async () => {
    const email = `bad-${randomUUID()}@example.com`;
    const token = await subscribeAndRead(email);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const t of [wrong, '', 'short', `${token}x`, ' '.repeat(43), null, 42, [token]]) {
      expect(await confirmSubscription(t, database())).toBe('invalid');
      expect(await unsubscribe(t, database())).toBe('invalid');
      expect(await subscriptionState(t, database())).toBe('invalid');
    }
    expect(await row(email)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });
    await database().$client.query("UPDATE newsletter_subscribers SET confirm_by = now() - interval '1 second' WHERE email = $1", [email]);
    expect(await confirmSubscription(token, database())).toBe('invalid');
    expect(await isSubscriber(email)).toBe(false);
  });

  it('rejects what is not an email address and stores nothing', async () => {
    const before = await database().$client.query('SELECT count(*)::int AS n FROM newsletter_subscribers');
    for (const email of ['', 'no-at-sign', 'a@b@c.com', `${'x'.repeat(250)}@example.com`, 42, null]) {
      expect(await subscribe({ email, locale: 'en' }, client(), database())).toEqual({ ok: false, reason: 'invalid' });
    }
    const after = await database().$client.query('SELECT count(*)::int AS n FROM newsletter_subscribers');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('reads an unknown language as English', async () => {
    const email = `lang-${randomUUID()}@example.com`;
    expect(await subscribe({ email, locale: 'xx' }, client(), database())).toMatchObject({ ok: true, locale: 'en' });
  });

  it('limits one client address', async () => {
    const who = client();
    for (let i = 0; i < NEWSLETTER_LIMIT.max; i++)
      expect((await subscribe({ email: `r${i}-${randomUUID()}@example.com`, locale: 'en' }, who, database())).ok).toBe(true);
    expect(await subscribe({ email: `over-${randomUUID()}@example.com`, locale: 'en' }, who, database())).toEqual({
      ok: false,
      reason: 'limited',
    });
    expect((await subscribe({ email: `other-${randomUUID()}@example.com`, locale: 'en' }, client(), database())).ok).toBe(true);
  });

  it('limits the emails to one address, whoever asks and whatever its state', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    for (let i = 0; i < NEWSLETTER_EMAIL_LIMIT.max; i++) expect((await ask(email)).ok).toBe(true);
    expect(await ask(email)).toEqual({ ok: false, reason: 'limited' });
    expect(await confirmations(email)).toHaveLength(NEWSLETTER_EMAIL_LIMIT.max);
    expect((await ask(`calm-${randomUUID()}@example.com`)).ok).toBe(true);

    const confirmed = `loyal-${randomUUID()}@example.com`;
    await confirmSubscription(await subscribeAndRead(confirmed), database());
    for (let i = 1; i < NEWSLETTER_EMAIL_LIMIT.max; i++) expect((await ask(confirmed)).ok).toBe(true);
    expect(await ask(confirmed)).toEqual({ ok: false, reason: 'limited' });
  });

  it('starts a new window once the old one has passed', async () => {
    const key = `window-${randomUUID()}`;
    const rule = { max: 1, windowSeconds: 600 };
    expect(await consumeAllowance(key, rule, database())).toBe(true);
    expect(await consumeAllowance(key, rule, database())).toBe(false);
    await database().$client.query('UPDATE rate_limits SET last_request = last_request - 601000 WHERE key = $1', [key]);
    expect(await consumeAllowance(key, rule, database())).toBe(true);
  });
});
