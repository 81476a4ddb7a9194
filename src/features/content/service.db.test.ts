import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/integration/databases';
import { NEWSLETTER_LIMIT } from './model';
import { consumeAllowance } from '@/features/rate-limits/allowance';
import { sendContactMessage, subscribe } from './service';

// The server-only guard throws outside a React server build; this module runs on the server here too.
vi.mock('server-only', () => ({}));

describeEachDatabase('newsletter subscription', (database) => {
  const client = () => `test-${randomUUID()}`;

  it('stores a valid address once, normalised, and confirms every time', async () => {
    const email = `Driver.${randomUUID()}@Example.com`;
    const first = await subscribe({ email: `  ${email} `, locale: 'ar' }, client(), database());
    const second = await subscribe({ email: email.toLowerCase(), locale: 'en' }, client(), database());
    expect(first).toMatchObject({ ok: true, email: email.toLowerCase(), locale: 'ar' });
    expect(second).toMatchObject({ ok: true });
    const { rows } = await database().$client.query('SELECT email, locale FROM newsletter_subscribers WHERE email = $1', [email.toLowerCase()]);
    expect(rows).toEqual([{ email: email.toLowerCase(), locale: 'ar' }]);
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
    for (let i = 0; i < NEWSLETTER_LIMIT.max; i++) expect((await subscribe({ email: `r${i}-${randomUUID()}@example.com`, locale: 'en' }, who, database())).ok).toBe(true);
    expect(await subscribe({ email: `over-${randomUUID()}@example.com`, locale: 'en' }, who, database())).toEqual({ ok: false, reason: 'limited' });
    expect((await subscribe({ email: `other-${randomUUID()}@example.com`, locale: 'en' }, client(), database())).ok).toBe(true);
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

describeEachDatabase('contact form', (database) => {
  const client = () => `test-${randomUUID()}`;
  const valid = () => ({ name: 'Layla Haddad', email: `Layla.${randomUUID()}@Example.com`, subject: 'Brake pads', message: 'Do the ceramic pads fit a 2019 Camry?' });

  it('stores a valid message, trimmed, with a lower-case email', async () => {
    const input = { ...valid(), name: '  Layla Haddad ' };
    const result = await sendContactMessage(input, client(), database());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { rows } = await database().$client.query('SELECT name, email, subject, message FROM contact_messages WHERE id = $1', [result.id]);
    expect(rows[0]).toEqual({ name: 'Layla Haddad', email: input.email.toLowerCase(), subject: 'Brake pads', message: input.message });
  });

  it('accepts a message without a subject', async () => {
    const { subject: _omit, ...input } = valid();
    expect((await sendContactMessage(input, client(), database())).ok).toBe(true);
  });

  it('names every invalid field with a message id, and stores nothing', async () => {
    const before = await database().$client.query('SELECT count(*)::int AS n FROM contact_messages');
    const result = await sendContactMessage({ name: '   ', email: 'not-an-email', subject: 'x'.repeat(201), message: 'short' }, client(), database());
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      fieldErrors: { name: 'ERROR_FORM_REQUIRED', email: 'ERROR_FORM_INCORRECT_EMAIL', subject: 'ERROR_FORM_TOO_LONG', message: 'ERROR_CONTACT_MESSAGE_TOO_SHORT' },
    });
    expect(await sendContactMessage({}, client(), database())).toMatchObject({ ok: false, fieldErrors: { name: 'ERROR_FORM_REQUIRED', email: 'ERROR_FORM_REQUIRED', message: 'ERROR_FORM_REQUIRED' } });
    expect(await sendContactMessage({ ...valid(), message: 'x'.repeat(5001) }, client(), database())).toMatchObject({ ok: false, fieldErrors: { message: 'ERROR_FORM_TOO_LONG' } });
    const after = await database().$client.query('SELECT count(*)::int AS n FROM contact_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
